import type { ActivityItem, ActivityType } from "@coach/shared/activities/activity.schemas";
import type { DeviceSummary, SwimData } from "@coach/shared/activities/activity.types";
import type { ActivitySummary } from "@coach/shared/activities/summary";
import { activityDeviation } from "@coach/shared/calendar/deviation";
import { activityFlag } from "@coach/shared/calendar/event-flags";
import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport, SPORT_NAMES } from "@coach/shared/sports/sport-types";
import type { ActivityListRow } from "./activities.repository";

/** What activities.summary holds: the engine's summary and the file's own figures. */
export type StoredSummary = ActivitySummary & {
  device: DeviceSummary | null;
  swim: SwimData | null;
  sourceSport: string | null;
};

/** The API's activity_type of a sport id. */
export function activityType(sport: number): ActivityType {
  const types: Record<number, ActivityType> = {
    [SportId.running]: "run",
    [SportId.cycling]: "cycle",
    [SportId.swimming]: "swim",
    [SportId.strength]: "strength",
  };
  return types[sport] ?? "other";
}

export function activityName(sport: number): string {
  return (SPORT_NAMES as Record<number, string>)[sport] ?? "Activity";
}

export function toActivityItem(row: ActivityListRow): ActivityItem {
  const summary = row.summary as StoredSummary;
  return {
    id: row.id,
    athleteId: row.athleteId,
    date: row.date,
    startTime: row.startTime.toISOString(),
    sport: row.sport,
    name: row.name,
    source: row.source,
    fileName: row.fileName,
    isTruncated: row.isTruncated,
    matchedWorkoutId: row.matchedWorkoutId,
    deviation: row.deviation,
    flag: activityFlag({ isMatched: row.matchedWorkoutId !== null, deviationPct: row.deviation }),
    durationSec: summary.durationSec ?? 0,
    distanceM: summary.distanceM ?? null,
    stress: summary.stress?.stress ?? null,
    avgHeartRateBpm: summary.avgHeartRateBpm ?? null,
    avgPowerW: summary.power?.avgPowerW ?? null,
    uploadedBy: row.uploadedBy,
    created: row.createdAt.toISOString(),
  };
}

/** A planned workout as matching sees it. */
export interface PlannedWorkout {
  id: number;
  date: string;
  type: number;
  basedOn: string;
  totalDuration: number;
  totalDistance: number;
}

/** What was done, as matching compares it. */
export interface CompletedAmounts {
  sport: number;
  durationSec: number;
  distanceM: number | null;
}

/**
 * Deviation of a completed activity from a planned workout:
 * on distance for a workout based on distance, else on duration; percent, positive when more
 * was done; null when the plan has no amount to compare.
 */
export function workoutDeviation(workout: PlannedWorkout, done: CompletedAmounts): number | null {
  return activityDeviation({
    based_on: workout.basedOn === "Distance" ? "distance" : "duration",
    completed_duration_seconds: done.durationSec,
    planned_duration_seconds: workout.totalDuration,
    completed_distance: done.distanceM,
    planned_distance: workout.totalDistance,
  });
}

/**
 * The planned workout an activity matches: same sport (walking and hiking as running), and of
 * several, the one whose planned duration or distance is closest to what was done (a workout
 * without an amount to compare comes last); calendar order breaks ties.
 */
export function chooseWorkout(
  done: CompletedAmounts,
  workouts: readonly PlannedWorkout[],
): { workoutId: number; deviation: number | null } | null {
  let best: { workoutId: number; deviation: number | null; distance: number } | null = null;
  for (const workout of workouts) {
    if (normalizeSport(workout.type) !== done.sport) continue;
    const deviation = workoutDeviation(workout, done);
    const distance = deviation === null ? Number.POSITIVE_INFINITY : Math.abs(deviation);
    if (best === null || distance < best.distance) {
      best = { workoutId: workout.id, deviation, distance };
    }
  }
  return best && { workoutId: best.workoutId, deviation: best.deviation };
}
