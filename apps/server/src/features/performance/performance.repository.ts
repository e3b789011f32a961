import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { activityStress } from "../../db/activity-figures";
import type { Executor } from "../../db/client";
import { activities, calendarWorkouts, thresholdHistory } from "../../db/schema";

export type ThresholdHistoryRow = typeof thresholdHistory.$inferSelect;
export type NewThresholdHistoryRow = Omit<typeof thresholdHistory.$inferInsert, "id" | "createdAt">;

type DayStress = { date: string; stress: number };

/** Per date of the range: the sum of the activities' stress and how many activities there are. */
export async function completedStressByDate(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<(DayStress & { activities: number })[]> {
  return db
    .select({
      date: activities.date,
      stress: sql<number>`coalesce(sum(${activityStress}), 0)`.mapWith(Number),
      activities: count(),
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        gte(activities.date, startDate),
        lte(activities.date, endDate),
      ),
    )
    .groupBy(activities.date);
}

/** Per date of the range: the sum of the planned workouts' stress. */
export async function plannedStressByDate(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<DayStress[]> {
  return db
    .select({
      date: calendarWorkouts.date,
      stress: sql<number>`coalesce(sum(${calendarWorkouts.totalStress}), 0)`.mapWith(Number),
    })
    .from(calendarWorkouts)
    .where(
      and(
        eq(calendarWorkouts.athleteId, athleteId),
        gte(calendarWorkouts.date, startDate),
        lte(calendarWorkouts.date, endDate),
      ),
    )
    .groupBy(calendarWorkouts.date);
}

/** The curves of the range's activities (no samples, summaries or laps: the small columns). */
export async function activityCurves(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
) {
  return db
    .select({
      activityId: activities.id,
      date: activities.date,
      sport: activities.sport,
      meanMax: activities.meanMax,
      bestEfforts: activities.bestEfforts,
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        gte(activities.date, startDate),
        lte(activities.date, endDate),
      ),
    );
}

/** Every threshold change up to endDate, oldest first. */
export async function thresholdHistoryUntil(
  db: Executor,
  athleteId: number,
  endDate: string,
): Promise<ThresholdHistoryRow[]> {
  return db
    .select()
    .from(thresholdHistory)
    .where(
      and(eq(thresholdHistory.athleteId, athleteId), lte(thresholdHistory.recordedOn, endDate)),
    )
    .orderBy(asc(thresholdHistory.recordedOn), asc(thresholdHistory.id));
}

export async function insertThresholdHistory(
  db: Executor,
  rows: NewThresholdHistoryRow[],
): Promise<void> {
  if (rows.length > 0) await db.insert(thresholdHistory).values(rows);
}
