import { SportId } from "../sports/sport-ids.ts";
import type { AccountZones } from "../zones/zone.types.ts";
import type { SampleValue } from "./activity.types.ts";
import { activityThresholds } from "./activity-thresholds.ts";
import { elevationChange } from "./elevation.ts";
import type { NormalisedSamples } from "./normalise.ts";
import { type PowerMetrics, powerMetrics } from "./power-metrics.ts";
import {
  distanceCovered,
  type HeartRateAssumptions,
  type TrainingStress,
  trainingStress,
} from "./stress.ts";
import { timeInZones, type ZoneTime } from "./time-in-zones.ts";

/**
 * The summary figures of one activity. Duration is timer time; moving time leaves out the
 * pauses (normalise.ts); averages of heart rate, power and temperature are over the timer
 * seconds (power over those with a reading), speed is distance / timer time as devices divide
 * it, with distance / moving time beside it (decision 118), cadence is over the moving seconds,
 * zeros included (coasting is part of the ride, as Garmin's default averaging counts it). Pace
 * is seconds per km for running and per 100 m for swimming, null for other sports.
 * Where the file carries the device's own figures, they replace these (device-first.ts,
 * decision 117) and ours are kept in `computed`.
 */
export interface ActivitySummary {
  sportId: number | null;
  durationSec: number;
  elapsedSec: number;
  movingTimeSec: number;
  distanceM: number | null;
  elevationGainM: number | null;
  elevationLossM: number | null;
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
  avgSpeedMps: number | null;
  maxSpeedMps: number | null;
  avgPaceSec: number | null;
  /** Distance / moving time, and its pace: what the athlete held while moving. */
  movingSpeedMps: number | null;
  movingPaceSec: number | null;
  /** The device's calories (kcal); null when the file has none (we do not estimate them). */
  caloriesKcal: number | null;
  /** The distance avgPaceSec and movingPaceSec are per: 1000 (running) or 100 (swimming). */
  paceDistanceM: number | null;
  avgCadenceRpm: number | null;
  power: PowerMetrics | null;
  stress: TrainingStress | null;
  timeInZones: { heartRate: ZoneTime | null; power: ZoneTime | null; pace: ZoneTime | null };
  /**
   * Our own values of the figures the device's replaced (device-first.ts, decision 117);
   * absent when nothing was replaced.
   */
  computed?: ComputedFigures;
}

/** The figures the device's totals may replace. */
export type ComputedFigures = Partial<
  Pick<
    ActivitySummary,
    | "durationSec"
    | "elapsedSec"
    | "movingTimeSec"
    | "distanceM"
    | "elevationGainM"
    | "elevationLossM"
    | "avgHeartRateBpm"
    | "maxHeartRateBpm"
    | "avgSpeedMps"
    | "maxSpeedMps"
    | "avgCadenceRpm"
  > & { avgPowerW: number | null; maxPowerW: number | null; normalizedPowerW: number | null }
>;

/** Pace (s per paceDistanceM) of a speed; null without a pace sport or a speed. */
export function paceOf(speedMps: number | null, paceDistanceM: number | null): number | null {
  return paceDistanceM !== null && speedMps ? paceDistanceM / speedMps : null;
}

function stats(values: readonly SampleValue[], isCounted: (second: number) => boolean) {
  let sum = 0;
  let count = 0;
  let max: number | null = null;
  values.forEach((value, second) => {
    if (value === null || !isCounted(second)) return;
    sum += value;
    count += 1;
    max = max === null ? value : Math.max(max, value);
  });
  return { avg: count > 0 ? sum / count : null, max: max as number | null };
}

function paceDistance(sportId: number | null): number | null {
  if (sportId === SportId.running) return 1000;
  if (sportId === SportId.swimming) return 100;
  return null;
}

export function summariseActivity(
  samples: NormalisedSamples,
  zones?: AccountZones | null,
  assumptions: HeartRateAssumptions = {},
): ActivitySummary {
  const isTimerOn = (second: number) => samples.isTimerOn[second];
  const isMoving = (second: number) => !samples.onPause[second];
  const movingTimeSec = samples.onPause.filter((isPaused) => !isPaused).length;
  const durationSec = samples.isTimerOn.filter(Boolean).length;
  const distanceM = distanceCovered(samples);
  const heartRate = stats(samples.heartRateBpm, isTimerOn);
  const speed = stats(samples.speedMps, isMoving);
  const cadence = stats(samples.cadenceRpm, isMoving);
  const movingSpeedMps =
    distanceM !== null && movingTimeSec > 0 ? distanceM / movingTimeSec : speed.avg;
  // Over the timer, as devices average it (decision 118); without a distance, the speed channel.
  const avgSpeedMps =
    distanceM !== null && durationSec > 0
      ? distanceM / durationSec
      : stats(samples.speedMps, isTimerOn).avg;
  const paceDistanceM = paceDistance(samples.sportId);
  const elevation = elevationChange(samples.altitudeM);
  const thresholds = activityThresholds(samples.sportId, zones);
  const power = powerMetrics(samples.powerW, samples.isTimerOn, thresholds.ftpW);
  const zoneTime = (
    values: readonly SampleValue[],
    counted: readonly boolean[],
    method: typeof thresholds.heartRateZones,
    threshold: number | null,
  ) =>
    method && threshold !== null && values.some((v) => v !== null)
      ? timeInZones(values, counted, method, threshold)
      : null;
  const moving = samples.onPause.map((isPaused) => !isPaused);
  return {
    sportId: samples.sportId,
    durationSec,
    elapsedSec: samples.length,
    movingTimeSec,
    distanceM,
    elevationGainM: elevation?.gainM ?? null,
    elevationLossM: elevation?.lossM ?? null,
    avgHeartRateBpm: heartRate.avg,
    maxHeartRateBpm: heartRate.max,
    avgSpeedMps,
    maxSpeedMps: speed.max,
    avgPaceSec: paceOf(avgSpeedMps, paceDistanceM),
    movingSpeedMps,
    movingPaceSec: paceOf(movingSpeedMps, paceDistanceM),
    caloriesKcal: null,
    paceDistanceM,
    avgCadenceRpm: cadence.avg,
    power,
    stress: trainingStress(samples, zones, assumptions),
    timeInZones: {
      heartRate: zoneTime(
        samples.heartRateBpm,
        samples.isTimerOn,
        thresholds.heartRateZones,
        thresholds.lthrBpm,
      ),
      power: zoneTime(samples.powerW, samples.isTimerOn, thresholds.powerZones, thresholds.ftpW),
      pace: zoneTime(samples.speedMps, moving, thresholds.paceZones, thresholds.thresholdSpeedMps),
    },
  };
}
