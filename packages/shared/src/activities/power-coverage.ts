import type { SampleValue } from "./activity.types.ts";

/**
 * Whether a ride's power stream can carry its stress
 * (docs/decisions/122-stress-fallback-and-multisport.md). A head unit whose power meter is not
 * paired, or whose batteries died, may write power = 0 every second, and a dropout leaves the
 * rest of the ride without readings: TSS over such a stream is near 0 although the athlete
 * worked. Coasting reads 0 too, but a ride coasts for far less than half of its timer time.
 */

/** The share of the timer seconds that must read above 0 W for power to count. */
export const MIN_POWER_COVERAGE = 0.5;

export interface PowerCoverage {
  /** Timer seconds with a reading above 0 W. */
  positiveSec: number;
  timerSec: number;
  /** At least MIN_POWER_COVERAGE of the timer seconds read above 0 W. */
  isUsable: boolean;
  hasPositive: boolean;
}

export function powerCoverage(
  powerW: readonly SampleValue[],
  isTimerOn: readonly boolean[],
): PowerCoverage {
  let positiveSec = 0;
  let timerSec = 0;
  powerW.forEach((value, second) => {
    if (!isTimerOn[second]) return;
    timerSec += 1;
    if (value !== null && value > 0) positiveSec += 1;
  });
  return {
    positiveSec,
    timerSec,
    isUsable: timerSec > 0 && positiveSec >= timerSec * MIN_POWER_COVERAGE,
    hasPositive: positiveSec > 0,
  };
}
