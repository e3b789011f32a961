import { isPaceMethod } from "../zones/method-ids.ts";

/**
 * Stress of one step (decision 012):
 * minutes in each zone times the zone number, rounded. A zone range
 * spreads the time evenly over the zones lower..upper. Above the top zone counts as 5, below
 * the bottom as 0. It is 0 without both zones, for a distance-based step whose method is not a
 * pace, and when the duration is not positive.
 */
export interface StepStressInput {
  durationSec: number;
  lowerZone: number | null;
  upperZone: number | null;
  isDistanceBased: boolean;
  method: number | null;
}

/** The zone number that stress counts: 0..5. */
export function stressZone(zone: number): number {
  return Math.min(Math.max(Math.round(zone), 0), 5);
}

export function stepStress(input: StepStressInput): number {
  const { durationSec, lowerZone, upperZone } = input;
  if (lowerZone === null || upperZone === null) return 0;
  if (input.isDistanceBased && !isPaceMethod(input.method)) return 0;
  if (!(durationSec > 0)) return 0;
  const low = stressZone(Math.min(lowerZone, upperZone));
  const high = stressZone(Math.max(lowerZone, upperZone));
  const zoneCount = high - low + 1;
  const minutesPerZone = durationSec / 60 / zoneCount;
  const zoneSum = ((low + high) * zoneCount) / 2;
  return Math.round(minutesPerZone * zoneSum);
}
