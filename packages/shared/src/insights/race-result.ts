import type { RaceResult } from "./insights.schemas.ts";

/**
 * The activity that stands as a past race's result: one of that day's activities. With a race
 * distance, the one whose distance is nearest to it (a warm-up jog is not the race); without,
 * the longest by duration. Null when nothing was recorded that day.
 */
export function pickRaceResult(
  raceDistanceM: number | null,
  sameDay: readonly RaceResult[],
): RaceResult | null {
  let best: RaceResult | null = null;
  const score = (activity: RaceResult) =>
    raceDistanceM !== null && activity.distanceM !== null
      ? -Math.abs(activity.distanceM - raceDistanceM)
      : // Nothing to compare: ranks below any distance match; duration breaks the tie below.
        Number.NEGATIVE_INFINITY;
  for (const activity of sameDay) {
    if (!best) {
      best = activity;
      continue;
    }
    const [a, b] = [score(activity), score(best)];
    if (a > b || (a === b && activity.durationSec > best.durationSec)) best = activity;
  }
  return best;
}
