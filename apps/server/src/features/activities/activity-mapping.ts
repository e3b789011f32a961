import type { ActivityItem, ActivityType } from "@coach/shared/activities/activity.schemas";
import type { DeviceSummary, SwimData } from "@coach/shared/activities/activity.types";
import { activityTitle, localHourIn } from "@coach/shared/activities/activity-title";
import {
  type ActivityFigures,
  type MatchedPlan,
  type SpecComment,
  specActivityFields,
} from "@coach/shared/activities/spec-activity";
import type { ActivitySummary } from "@coach/shared/activities/summary";
import { activityDeviation } from "@coach/shared/calendar/deviation";
import { activityFlag } from "@coach/shared/calendar/event-flags";
import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport, SPORT_NAMES } from "@coach/shared/sports/sport-types";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { ActivityListRow } from "./activities.repository";

/**
 * Where the activity's sport came from: the file, an inference from the recording (the file
 * named none), or a person who changed it (decision 120).
 */
export type SportOrigin = "file" | "inferred" | "changed";

/** What activities.summary holds: the engine's summary and the file's own figures. */
export type StoredSummary = ActivitySummary & {
  device: DeviceSummary | null;
  swim: SwimData | null;
  sourceSport: string | null;
  /** Absent on rows stored before it was kept (their sport came from the file). */
  sportOrigin?: SportOrigin;
};

/** The summary column of an analysed activity (an import, or a sport changed afterwards). */
export function storedSummaryOf(
  activity: {
    analysis: { summary: ActivitySummary };
    deviceSummary: DeviceSummary | null;
    swim: SwimData | null;
    sourceSport: string | null;
  },
  sportOrigin: SportOrigin,
): StoredSummary {
  return {
    ...activity.analysis.summary,
    device: activity.deviceSummary,
    swim: activity.swim,
    sourceSport: activity.sourceSport,
    sportOrigin,
  };
}

/**
 * The name an import gives an activity nobody named: the file's title, else the sport, the
 * athlete's local hour and the amount (activity-title.ts).
 */
export function defaultActivityName(
  athlete: { timezone: string; displayUnits: DisplayUnits },
  activity: { title: string | null; startTime: Date },
  sport: number | null,
  summary: { distanceM?: number | null; durationSec?: number | null },
): string {
  return activityTitle({
    fileTitle: activity.title,
    sport,
    localHour: localHourIn(athlete.timezone, activity.startTime),
    distanceM: summary.distanceM ?? null,
    durationSec: summary.durationSec ?? null,
    units: athlete.displayUnits,
  });
}

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

/** What an activity's answer reads besides its row: its matched plan and its comments. */
export interface ActivityExtras {
  plan: MatchedPlan | null;
  comments: SpecComment[];
}

/** The figures of the spec's Activity, from the stored summary (the device's first, 117). */
export function activityFigures(summary: StoredSummary): ActivityFigures {
  return {
    durationSec: summary.durationSec ?? 0,
    distanceM: summary.distanceM ?? null,
    stress: summary.stress?.stress ?? null,
    avgHeartRateBpm: summary.avgHeartRateBpm ?? null,
    avgPowerW: summary.power?.avgPowerW ?? null,
    avgSpeedMps: summary.avgSpeedMps ?? null,
    avgPaceSec: summary.avgPaceSec ?? null,
    elevationGainM: summary.elevationGainM ?? null,
    totalStrokes: summary.swim?.totalStrokes ?? null,
    // Lengths are recorded in a pool only; open water has none.
    isPool: summary.swim != null,
  };
}

export function toActivityItem(row: ActivityListRow, extras: ActivityExtras): ActivityItem {
  const flag = activityFlag({
    isMatched: row.matchedWorkoutId !== null,
    deviationPct: row.deviation,
  });
  return {
    ...specActivityFields({
      id: row.id,
      athleteId: row.athleteId,
      date: row.date,
      sport: row.sport,
      name: row.name,
      flag,
      matchedWorkoutId: row.matchedWorkoutId,
      deviation: row.deviation,
      figures: activityFigures(row.summary as StoredSummary),
      plan: extras.plan,
      comments: extras.comments,
    }),
    sport: row.sport,
    flag,
    startTime: row.startTime.toISOString(),
    source: row.source,
    fileName: row.fileName,
    isTruncated: row.isTruncated,
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
