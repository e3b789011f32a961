import { and, asc, eq, gte, lte } from "drizzle-orm";
import { activityDistanceM, activityDurationSec, activityStress } from "../../db/activity-figures";
import type { Executor } from "../../db/client";
import { activities } from "../../db/schema";

const summaryFigures = {
  durationSec: activityDurationSec,
  distanceM: activityDistanceM,
  stress: activityStress,
};

/**
 * The completed activities of an inclusive date range as the calendar shows them, in time
 * order, with their match and its deviation (for the flag). One query.
 */
export async function findCalendarActivities(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
) {
  return db
    .select({
      id: activities.id,
      date: activities.date,
      sport: activities.sport,
      name: activities.name,
      matchedWorkoutId: activities.matchedWorkoutId,
      deviation: activities.deviation,
      ...summaryFigures,
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        gte(activities.date, startDate),
        lte(activities.date, endDate),
      ),
    )
    .orderBy(asc(activities.date), asc(activities.startTime), asc(activities.id));
}
