import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { activities } from "../../db/schema";

/**
 * The figures of an activity's summary JSON (ActivitySummary) the calendar totals, read in SQL
 * so that the range call never loads whole summaries: duration is timer time (what the
 * analysis page calls 'Duration'), stress the summary's training stress.
 */
const summaryFigures = {
  durationSec: sql<number>`coalesce((${activities.summary}->>'durationSec')::float8, 0)`,
  distanceM: sql<number | null>`(${activities.summary}->>'distanceM')::float8`,
  stress: sql<number | null>`(${activities.summary}->'stress'->>'stress')::float8`,
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
