import { sql } from "drizzle-orm";
import { activities } from "./schema";

/**
 * The figures of an activity's stored summary (ActivitySummary) that calendars, totals and the
 * athlete's pages add up, read in SQL so that whole summaries never leave the database. One
 * definition, so every page means the same thing (decision 040): duration is timer time (what
 * the analysis page calls 'Duration' and the calendar compares with the planned duration),
 * distance in metres, stress the import's training stress; null where the summary has none.
 */
export const activityDurationSec = sql<number>`coalesce((${activities.summary}->>'durationSec')::float8, 0)`;
export const activityDistanceM = sql<number | null>`(${activities.summary}->>'distanceM')::float8`;
export const activityStress = sql<
  number | null
>`(${activities.summary}->'stress'->>'stress')::float8`;
