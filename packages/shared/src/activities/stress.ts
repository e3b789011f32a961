import { SportId } from "../sports/sport-ids.ts";
import type { AccountZones } from "../zones/zone.types.ts";
import { type ActivityThresholds, activityThresholds } from "./activity-thresholds.ts";
import type { NormalisedSamples } from "./normalise.ts";
import { powerCoverage } from "./power-coverage.ts";
import {
  includedValues,
  normalisedMean,
  powerMetrics,
  stressFromIntensity,
} from "./power-metrics.ts";

/**
 * Training stress of an activity (docs/decisions/032-heart-rate-stress.md):
 * power TSS for cycling with power and an FTP, when the power reads above zero for at least half
 * of the timer time (power-coverage.ts); rTSS for running with a threshold pace; sTSS
 * for swimming with a T-pace; otherwise hrTSS (HRSS) with an LTHR; null when nothing applies.
 */

export interface HeartRateAssumptions {
  /** Default 60 bpm. */
  restingHeartRateBpm?: number;
  /** Default LTHR / 0.9. */
  maxHeartRateBpm?: number;
  /** Banister's k: 1.92 for men (the default), 1.67 for women. */
  sex?: "male" | "female";
}

export const DEFAULT_RESTING_HEART_RATE_BPM = 60;
export const LTHR_FRACTION_OF_MAX = 0.9;

export type StressMethod = "power" | "running-pace" | "swim-pace" | "heart-rate";

export interface TrainingStress {
  method: StressMethod;
  stress: number;
  intensityFactor: number;
  /** The threshold used: W, m/s or bpm. */
  threshold: number;
}

function movingSeconds(samples: NormalisedSamples): boolean[] {
  return samples.onPause.map((isPaused) => !isPaused);
}

/**
 * hrTSS as HRSS: TRIMP = Σ dt_min × HRr × 0.64 × e^(k × HRr), HRr = (HR − rest) / (max − rest)
 * clamped to 0..1, per timer second with a reading; HRSS = 100 × TRIMP / TRIMP(60 min at LTHR).
 * The reported intensity factor is the one that gives the same stress over the same time.
 */
export function heartRateStress(
  samples: NormalisedSamples,
  lthrBpm: number,
  assumptions: HeartRateAssumptions = {},
): TrainingStress | null {
  const restBpm = assumptions.restingHeartRateBpm ?? DEFAULT_RESTING_HEART_RATE_BPM;
  const maxBpm = assumptions.maxHeartRateBpm ?? lthrBpm / LTHR_FRACTION_OF_MAX;
  const k = assumptions.sex === "female" ? 1.67 : 1.92;
  if (maxBpm <= restBpm || lthrBpm <= restBpm) return null;
  const weight = (heartRate: number) => {
    const reserve = Math.min(1, Math.max(0, (heartRate - restBpm) / (maxBpm - restBpm)));
    return reserve * 0.64 * Math.exp(k * reserve);
  };
  let trimp = 0;
  let seconds = 0;
  samples.heartRateBpm.forEach((heartRate, second) => {
    if (heartRate === null || !samples.isTimerOn[second]) return;
    trimp += weight(heartRate) / 60;
    seconds += 1;
  });
  if (seconds === 0) return null;
  const stress = (100 * trimp) / (60 * weight(lthrBpm));
  return {
    method: "heart-rate",
    stress,
    intensityFactor: Math.sqrt(stress / ((seconds / 3600) * 100)),
    threshold: lthrBpm,
  };
}

/**
 * rTSS = moving hours × IF² × 100, IF = normalised speed / threshold speed. The normalised speed
 * is the 30 s rolling 4th-power mean of speed over the moving seconds, like NP; it is not
 * grade-adjusted (TrainingPeaks' NGP model is not published).
 */
export function runningStress(
  samples: NormalisedSamples,
  thresholdSpeedMps: number,
): TrainingStress | null {
  const speeds = includedValues(samples.speedMps, movingSeconds(samples));
  const normalisedSpeed = normalisedMean(speeds);
  if (normalisedSpeed === null || normalisedSpeed === 0) return null;
  const intensityFactor = normalisedSpeed / thresholdSpeedMps;
  return {
    method: "running-pace",
    stress: stressFromIntensity(speeds.length, intensityFactor),
    intensityFactor,
    threshold: thresholdSpeedMps,
  };
}

/** sTSS = IF³ × moving hours × 100, IF = (distance / moving time) / threshold swim speed. */
export function swimStress(
  samples: NormalisedSamples,
  distanceM: number,
  thresholdSpeedMps: number,
): TrainingStress | null {
  const movingSec = samples.onPause.filter((isPaused) => !isPaused).length;
  if (movingSec === 0 || distanceM <= 0) return null;
  const intensityFactor = distanceM / movingSec / thresholdSpeedMps;
  return {
    method: "swim-pace",
    stress: intensityFactor ** 3 * (movingSec / 3600) * 100,
    intensityFactor,
    threshold: thresholdSpeedMps,
  };
}

export function distanceCovered(samples: NormalisedSamples): number | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of samples.distanceM) {
    if (value === null) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return Number.isFinite(min) ? max - min : null;
}

function powerStress(samples: NormalisedSamples, ftpW: number): TrainingStress | null {
  const power = powerMetrics(samples.powerW, samples.isTimerOn, ftpW);
  if (power?.trainingStress == null || power.intensityFactor === null) return null;
  return {
    method: "power",
    stress: power.trainingStress,
    intensityFactor: power.intensityFactor,
    threshold: ftpW,
  };
}

/** The stress that counts for the activity, by the order in the module comment. */
export function trainingStress(
  samples: NormalisedSamples,
  zones: AccountZones | null | undefined,
  assumptions: HeartRateAssumptions = {},
): TrainingStress | null {
  const thresholds = activityThresholds(samples.sportId, zones);
  const ftpW = samples.sportId === SportId.cycling ? thresholds.ftpW : null;
  const ridePower = ftpW === null ? null : powerStress(samples, ftpW);
  if (!ridePower) return otherStress(samples, thresholds, assumptions);
  // Power that reads zero (or nothing) over most of the ride would make its stress near 0:
  // heart rate tells more then, and such power is the last resort
  // (docs/decisions/122-stress-fallback-and-multisport.md).
  const coverage = powerCoverage(samples.powerW, samples.isTimerOn);
  if (coverage.isUsable) return ridePower;
  const fallback = otherStress(samples, thresholds, assumptions);
  if (fallback) return fallback;
  return coverage.hasPositive ? ridePower : null;
}

/** rTSS, sTSS or hrTSS, the methods after power in the module comment's order. */
function otherStress(
  samples: NormalisedSamples,
  thresholds: ActivityThresholds,
  assumptions: HeartRateAssumptions,
): TrainingStress | null {
  const speed = thresholds.thresholdSpeedMps;
  const hasSpeed = samples.speedMps.some((value) => value !== null && value > 0);
  if (samples.sportId === SportId.running && speed !== null && hasSpeed) {
    const stress = runningStress(samples, speed);
    if (stress) return stress;
  }
  const distanceM = distanceCovered(samples);
  if (samples.sportId === SportId.swimming && speed !== null && distanceM !== null) {
    const stress = swimStress(samples, distanceM, speed);
    if (stress) return stress;
  }
  return thresholds.lthrBpm === null
    ? null
    : heartRateStress(samples, thresholds.lthrBpm, assumptions);
}
