import { SportId } from "../sports/sport-ids.ts";
import type { AccountZones } from "../zones/zone.types.ts";
import { activityThresholds } from "./activity-thresholds.ts";
import { bestDistanceEfforts, bestDistanceInDuration } from "./best-efforts.ts";
import { bestMean, meanMaxInput } from "./mean-max.ts";
import type { NormalisedSamples } from "./normalise.ts";

/**
 * Threshold peaks: an activity whose best effort implies a better threshold than the stored
 * one (docs/decisions/035-peaks-and-records.md). Estimates:
 * - FTP: best 20-minute power × 0.95 (Allen and Coggan's 20-minute test), cycling only.
 * - LTHR, only when the activity has no power: the best 60-minute mean heart rate, or for an
 *   activity under an hour the best 20-minute one (Friel's 30-minute test takes the last 20).
 * - Running threshold pace: the pace of the best 30 minutes (Friel's 30-minute test), s/km.
 * - Swim T-pace: the best 1000 m in the pool / 10 (the 1000 m test), s/100 m.
 * A candidate needs an estimate better than the stored threshold, or no stored threshold.
 */

export type PeakMethod = "power" | "heartRate" | "pace" | "tpace";

export interface PeakCandidate {
  sportId: number;
  method: PeakMethod;
  /** The stored threshold when the activity was analysed (W, bpm, s/km, s/100 m). */
  threshold: number | null;
  /** The new threshold estimate, same unit, rounded to whole units. */
  value: number;
  /** The effort behind it: durationSec or distanceM, and its mean (W, bpm, m/s). */
  durationSec: number | null;
  distanceM: number | null;
  effort: number;
}

export const FTP_FROM_20_MIN = 0.95;

function storedOrNull(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}

/** Whether a peak of this method improves on the stored threshold (a faster pace is lower). */
export function isImprovement(method: PeakMethod, value: number, stored: number | null): boolean {
  if (stored === null) return true;
  return method === "pace" || method === "tpace" ? value < stored : value > stored;
}

/**
 * A peak is stale when the threshold has since improved: for pace a faster
 * (lower) stored time, otherwise a higher stored threshold than the peak's value.
 */
export function isPeakStale(peak: Pick<PeakCandidate, "method" | "value">, current: number | null) {
  if (current === null) return false;
  return peak.method === "pace" || peak.method === "tpace"
    ? current < peak.value
    : current > peak.value;
}

function heartRatePeak(samples: NormalisedSamples, stored: number | null): PeakCandidate | null {
  const timerSec = samples.isTimerOn.filter(Boolean).length;
  const durationSec = timerSec >= 3600 ? 3600 : timerSec >= 1200 ? 1200 : null;
  if (durationSec === null) return null;
  const effort = bestMean(meanMaxInput(samples.heartRateBpm, samples.isTimerOn), durationSec);
  if (effort === null || effort <= 0) return null;
  return {
    sportId: samples.sportId ?? SportId.running,
    method: "heartRate",
    threshold: stored,
    value: Math.round(effort),
    durationSec,
    distanceM: null,
    effort,
  };
}

export function detectPeaks(
  samples: NormalisedSamples,
  zones: AccountZones | null | undefined,
): PeakCandidate[] {
  const sport = samples.sportId;
  const thresholds = activityThresholds(sport, zones);
  const candidates: PeakCandidate[] = [];
  const hasPower = samples.powerW.some((value) => value !== null && value > 0);
  if (sport === SportId.cycling && hasPower) {
    const best20 = bestMean(meanMaxInput(samples.powerW, samples.isTimerOn), 1200);
    if (best20 !== null) {
      const stored = storedOrNull(thresholds.ftpW);
      candidates.push({
        sportId: sport,
        method: "power",
        threshold: stored,
        value: Math.round(best20 * FTP_FROM_20_MIN),
        durationSec: 1200,
        distanceM: null,
        effort: best20,
      });
    }
  }
  if (!hasPower && samples.heartRateBpm.some((value) => value !== null)) {
    const peak = heartRatePeak(samples, storedOrNull(thresholds.lthrBpm));
    if (peak) candidates.push(peak);
  }
  const storedSpeed = thresholds.thresholdSpeedMps;
  if (sport === SportId.running) {
    const distanceM = bestDistanceInDuration(samples.distanceM, 1800);
    if (distanceM !== null && distanceM > 0) {
      const stored = storedSpeed === null ? null : 1000 / storedSpeed;
      candidates.push({
        sportId: sport,
        method: "pace",
        threshold: stored,
        value: Math.round((1800 / distanceM) * 1000),
        durationSec: 1800,
        distanceM,
        effort: distanceM / 1800,
      });
    }
  }
  if (sport === SportId.swimming) {
    const [effort] = bestDistanceEfforts(samples.distanceM, [1000]);
    if (effort) {
      const stored = storedSpeed === null ? null : 100 / storedSpeed;
      candidates.push({
        sportId: sport,
        method: "tpace",
        threshold: stored,
        value: Math.round(effort.timeSec / 10),
        durationSec: null,
        distanceM: 1000,
        effort: effort.speedMps,
      });
    }
  }
  return candidates.filter((peak) => isImprovement(peak.method, peak.value, peak.threshold));
}
