import type {
  ActivityItem,
  AnalyzeResponse,
  UploadFileResult,
} from "@coach/shared/activities/activity.schemas";
import { encodeClientSamples } from "@coach/shared/activities/series-encoding";
import { specActivityFields } from "@coach/shared/activities/spec-activity";

export function activityItem(overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    ...specActivityFields({
      id: 501,
      athleteId: 11,
      date: "2026-11-20",
      sport: 2,
      name: "Morning ride",
      flag: "unplanned",
      matchedWorkoutId: null,
      deviation: null,
      figures: {
        durationSec: 3600,
        distanceM: 30_000,
        stress: 95,
        avgHeartRateBpm: 140,
        avgPowerW: 230,
        avgSpeedMps: 30_000 / 3600,
        avgPaceSec: null,
        elevationGainM: 120,
        totalStrokes: null,
        isPool: false,
      },
      plan: null,
      comments: [],
    }),
    sport: 2,
    flag: "unplanned",
    startTime: "2026-11-20T07:00:00.000Z",
    source: "upload",
    fileName: "ride.fit",
    isTruncated: false,
    uploadedBy: 11,
    created: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

/** A minimal analyze answer for a ride with power and a matched workout. */
export function analyzeFixture(overrides: Partial<AnalyzeResponse> = {}): AnalyzeResponse {
  return {
    activity: activityItem({ matched_workout_id: 77, matched_workout_data: { deviation: 5 } }),
    comments: [
      {
        id: 1,
        date: "2026-11-20T10:00:00.000Z",
        content: "Strong finish!",
        user_id: 2,
        user_name: "Olga Owner",
      },
    ],
    workout: { id: 77, name: "Tempo ride", totalDuration: 3300, totalDistance: 0, totalStress: 80 },
    next_activity: { id: 502, date: "2026-11-21", sport: 1, name: "Easy run" },
    after_next_activity: null,
    laps: [
      {
        startSec: 0,
        durationSec: 1800,
        elapsedSec: 1800,
        distanceM: 15_000,
        avgHeartRateBpm: 135,
        avgPowerW: 220,
        avgSpeedMps: 8.33,
      },
    ],
    peaks: { time: [{ durationSec: 300, powerW: 312 }], distance: [] },
    zones: {
      heartRate: null,
      power: {
        threshold: 250,
        zoneNames: ["Recovery", "Endurance", "Tempo", "Threshold", "VO2max"],
        seconds: [0, 600, 1800, 1200, 0, 0, 0],
      },
      pace: null,
    },
    summary: {
      sportId: 2,
      durationSec: 3600,
      elapsedSec: 3700,
      movingTimeSec: 3550,
      distanceM: 30_000,
      elevationGainM: 420,
      elevationLossM: 410,
      avgHeartRateBpm: 141,
      maxHeartRateBpm: 176,
      // 30 000 m over the 3600 s timer (30.0 km/h); over the 3550 s moving, 30.4 km/h.
      avgSpeedMps: 30_000 / 3600,
      maxSpeedMps: 15,
      avgPaceSec: null,
      movingSpeedMps: 30_000 / 3550,
      movingPaceSec: null,
      caloriesKcal: 812,
      paceDistanceM: null,
      avgCadenceRpm: 88,
      power: {
        avgPowerW: 231,
        maxPowerW: 800,
        normalizedPowerW: 301,
        variabilityIndex: 1.3,
        intensityFactor: 0.92,
        trainingStress: 85,
      },
      stress: { method: "power", stress: 85, intensityFactor: 0.92, threshold: 250 },
      timeInZones: { heartRate: null, power: null, pace: null },
      device: null,
    },
    ...overrides,
  };
}

/** Encoded samples: 120 s of a ride at 1 Hz with power, heart rate and positions. */
export function samplesFixture() {
  const count = 120;
  const range = Array.from({ length: count }, (_, index) => index);
  return encodeClientSamples({
    startTime: "2026-11-20T07:00:00.000Z",
    stepSec: 1,
    count,
    timestamp: range.map((index) => 1_795_000_000 + index),
    timerDurationInSeconds: range,
    onPause: range.map(() => false),
    series: {
      heartRate: range.map((index) => 120 + (index % 20)),
      powerInWatts: range.map((index) => (index < 60 ? 200 : 300)),
      speedMetersPerSecond: range.map(() => 8),
      totalDistanceInMeters: range.map((index) => index * 8),
      position_lat: range.map((index) => 47 + index * 0.0001),
      position_long: range.map(() => 8.5),
    },
  });
}

export const uploadResult = (overrides: Partial<UploadFileResult>): UploadFileResult => ({
  fileName: "ride.fit",
  status: "imported",
  message: "",
  activities: [],
  isTruncated: false,
  ...overrides,
});
