import type { SampleValue } from "./activity.types.ts";

/**
 * Coggan's power metrics. Computed over the timer (moving) seconds that
 * have a power reading: the seconds with the timer off are left out, not filled with zeros,
 * and so are sensor dropouts (the Edge 800 indoor fixture averages 201 W this way, as its
 * device says; counting the 41 s dropout as 0 W gives 198 W).
 */

export const NORMALISED_WINDOW_SEC = 30;

/** The values of the included seconds, in order; a null reading becomes 0. */
export function includedValues(
  values: readonly SampleValue[],
  isIncluded: readonly boolean[],
): number[] {
  const included: number[] = [];
  values.forEach((value, second) => {
    if (isIncluded[second]) included.push(value ?? 0);
  });
  return included;
}

/**
 * 4th root of the mean 4th power of the 30 s rolling mean. The window is zero-padded at the
 * start as GoldenCheetah's IsoPower does (src/Metrics/Coggan.cpp). Null without values.
 */
export function normalisedMean(
  values: readonly number[],
  windowSec = NORMALISED_WINDOW_SEC,
): number | null {
  if (values.length === 0) return null;
  let windowSum = 0;
  let fourthPowerSum = 0;
  for (let index = 0; index < values.length; index += 1) {
    windowSum += values[index];
    if (index >= windowSec) windowSum -= values[index - windowSec];
    fourthPowerSum += (windowSum / windowSec) ** 4;
  }
  return (fourthPowerSum / values.length) ** 0.25;
}

export interface PowerMetrics {
  avgPowerW: number;
  maxPowerW: number;
  normalizedPowerW: number;
  variabilityIndex: number | null;
  /** Null without an FTP. */
  intensityFactor: number | null;
  trainingStress: number | null;
}

/** Training stress from a normalised value and its threshold: hours × IF² × 100. */
export function stressFromIntensity(durationSec: number, intensityFactor: number): number {
  return (durationSec / 3600) * intensityFactor ** 2 * 100;
}

/**
 * NP, IF = NP / FTP, TSS = sec × NP × IF / (FTP × 3600) × 100 (GoldenCheetah BikeStress) and
 * VI = NP / average power, over the timer seconds. Null when no second has a power reading.
 */
export function powerMetrics(
  powerW: readonly SampleValue[],
  isTimerOn: readonly boolean[],
  ftpW: number | null,
): PowerMetrics | null {
  const values: number[] = [];
  powerW.forEach((value, second) => {
    if (value !== null && isTimerOn[second]) values.push(value);
  });
  if (values.length === 0) return null;
  const normalizedPowerW = normalisedMean(values) ?? 0;
  const avgPowerW = values.reduce((sum, value) => sum + value, 0) / values.length;
  const intensityFactor = ftpW && ftpW > 0 ? normalizedPowerW / ftpW : null;
  return {
    avgPowerW,
    maxPowerW: values.reduce((max, value) => Math.max(max, value), 0),
    normalizedPowerW,
    variabilityIndex: avgPowerW > 0 ? normalizedPowerW / avgPowerW : null,
    intensityFactor,
    trainingStress:
      intensityFactor === null ? null : stressFromIntensity(values.length, intensityFactor),
  };
}
