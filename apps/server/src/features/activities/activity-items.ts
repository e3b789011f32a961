import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import type { Executor } from "../../db/client";
import type { ActivityListRow } from "./activities.repository";
import * as repository from "./activities.repository";
import { toActivityItem } from "./activity-mapping";

/**
 * Activities as the API answers them (the spec's Activity), with their matched plans and their
 * comments: two statements whatever the number of rows.
 */
export async function activityItems(
  db: Executor,
  rows: ActivityListRow[],
): Promise<ActivityItem[]> {
  const workoutIds = rows.flatMap((row) =>
    row.matchedWorkoutId === null ? [] : [row.matchedWorkoutId],
  );
  const [plans, comments] = await Promise.all([
    repository.findMatchedPlans(db, workoutIds),
    repository.findCommentsOf(db, rows),
  ]);
  return rows.map((row) =>
    toActivityItem(row, {
      plan: row.matchedWorkoutId === null ? null : (plans.get(row.matchedWorkoutId) ?? null),
      comments: comments.get(row.id) ?? [],
    }),
  );
}

export async function activityItem(db: Executor, row: ActivityListRow): Promise<ActivityItem> {
  const [item] = await activityItems(db, [row]);
  return item!;
}
