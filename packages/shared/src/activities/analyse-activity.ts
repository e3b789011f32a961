import type { AccountZones } from "../zones/zone.types.ts";
import type { ParsedActivity } from "./activity.types.ts";
import {
  bestDistanceEfforts,
  bestEffortDistances,
  bestPaceCurve,
  type DistanceEffort,
} from "./best-efforts.ts";
import { deviceFirst } from "./device-first.ts";
import { type CurvePoint, meanMaxCurve, meanMaxInput, standardCurvePoints } from "./mean-max.ts";
import { type NormalisedSamples, normaliseActivity } from "./normalise.ts";
import { detectPeaks, type PeakCandidate } from "./peaks.ts";
import type { HeartRateAssumptions } from "./stress.ts";
import { type ActivitySummary, summariseActivity } from "./summary.ts";

/**
 * The whole analysis of one decoded activity, as the import stores it. Its summary shows the
 * device's own figures where the file has them (device-first.ts, decision 117).
 */
export interface ActivityAnalysis {
  samples: NormalisedSamples;
  summary: ActivitySummary;
  /** The mean-maximal power curve at the standard durations; empty without power. */
  powerCurve: CurvePoint[];
  /** Best efforts at the sport's standard distances (running; pool swimming). */
  bestEfforts: DistanceEffort[];
  paceCurve: DistanceEffort[];
  peaks: PeakCandidate[];
}

export function analyseActivity(
  activity: ParsedActivity,
  zones?: AccountZones | null,
  assumptions: HeartRateAssumptions = {},
): ActivityAnalysis {
  const samples = normaliseActivity(activity);
  const hasPower = samples.powerW.some((value) => value !== null);
  return {
    samples,
    summary: deviceFirst(
      summariseActivity(samples, zones, assumptions),
      activity.deviceSummary,
      activity.swim,
    ),
    powerCurve: hasPower
      ? standardCurvePoints(meanMaxCurve(meanMaxInput(samples.powerW, samples.isTimerOn)))
      : [],
    bestEfforts: bestDistanceEfforts(
      samples.distanceM,
      bestEffortDistances(activity.sportId, activity.swim !== null),
    ),
    paceCurve: bestPaceCurve(samples.distanceM, activity.sportId),
    peaks: detectPeaks(samples, zones),
  };
}
