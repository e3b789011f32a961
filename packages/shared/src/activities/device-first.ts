import type { DeviceSummary, SwimData } from "./activity.types.ts";
import type { PowerMetrics } from "./power-metrics.ts";
import { type ActivitySummary, type ComputedFigures, paceOf } from "./summary.ts";

/**
 * The device's figures first (docs/decisions/117-device-figures-first.md): where the file
 * carries the recording device's totals (FIT session, TCX laps), the summary shows those, and
 * ours of the same figures are kept in `computed`. What the file lacks stays ours. Training
 * stress and the intensity factor stay ours: they rest on the athlete's thresholds in this
 * app, not on whatever the device was set to. Every reader of the stored summary (the list,
 * calendar, matching, title, analysis page) sees these figures; the analysis of a selected
 * range computes from the samples.
 */

type Replaceable = Exclude<keyof ComputedFigures, "avgPowerW" | "maxPowerW" | "normalizedPowerW">;

/** Each figure the device may give, by the summary's name. */
const DEVICE_FIGURES: [Replaceable, keyof DeviceSummary][] = [
  ["durationSec", "timerTimeSec"],
  ["elapsedSec", "elapsedTimeSec"],
  ["distanceM", "distanceM"],
  ["elevationGainM", "totalAscentM"],
  ["elevationLossM", "totalDescentM"],
  ["avgHeartRateBpm", "avgHeartRateBpm"],
  ["maxHeartRateBpm", "maxHeartRateBpm"],
  ["avgSpeedMps", "avgSpeedMps"],
  ["maxSpeedMps", "maxSpeedMps"],
  ["avgCadenceRpm", "avgCadenceRpm"],
];

const DEVICE_POWER: [keyof ComputedFigures & keyof PowerMetrics, keyof DeviceSummary][] = [
  ["avgPowerW", "avgPowerW"],
  ["maxPowerW", "maxPowerW"],
  ["normalizedPowerW", "normalizedPowerW"],
];

/**
 * A device figure worth showing. A 0 for distance, speed, calories or a time says the device
 * measured nothing (an indoor ride's distance, calories without a user profile), so ours stays;
 * a 0 of ascent, descent or power is a measurement.
 */
function deviceValue(device: DeviceSummary, key: keyof DeviceSummary): number | null {
  const value = device[key];
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return null;
  const canBeZero = key === "totalAscentM" || key === "totalDescentM" || key.endsWith("PowerW");
  return value > 0 || canBeZero ? value : null;
}

/** The same figure, bar floating-point noise (2606.039999999999 m summed against 2606.04 m). */
function isSame(device: number, ours: number | null): boolean {
  return ours !== null && Math.abs(device - ours) <= Math.abs(device) * 1e-9;
}

function withDevicePower(
  power: PowerMetrics | null,
  device: DeviceSummary,
  computed: ComputedFigures,
): PowerMetrics | null {
  if (!power) return null;
  const shown = { ...power };
  for (const [figure, key] of DEVICE_POWER) {
    const value = deviceValue(device, key);
    if (value === null || isSame(value, power[figure])) continue;
    computed[figure] = power[figure];
    shown[figure] = value;
  }
  shown.variabilityIndex =
    shown.avgPowerW > 0 ? shown.normalizedPowerW / shown.avgPowerW : power.variabilityIndex;
  return shown;
}

export function deviceFirst(
  summary: ActivitySummary,
  device: DeviceSummary | null,
  swim: SwimData | null = null,
): ActivitySummary {
  if (!device) return { ...summary, caloriesKcal: null };
  const shown: ActivitySummary = {
    ...summary,
    caloriesKcal: deviceValue(device, "totalCalories"),
  };
  const computed: ComputedFigures = {};
  for (const [figure, key] of DEVICE_FIGURES) {
    const value = deviceValue(device, key);
    if (value === null || isSame(value, summary[figure])) continue;
    // Each figure is a number (or null) in both, which TypeScript cannot follow through `figure`.
    Object.assign(computed, { [figure]: summary[figure] });
    Object.assign(shown, { [figure]: value });
  }
  // A pool swim's moving time is its active lengths' time, which the device totals.
  const activeSec = swim ? deviceValue(device, "activeTimeSec") : null;
  if (activeSec !== null && !isSame(activeSec, summary.movingTimeSec)) {
    computed.movingTimeSec = summary.movingTimeSec;
    shown.movingTimeSec = activeSec;
  }
  // Moving time can never exceed the timer time it is part of.
  if (shown.movingTimeSec > shown.durationSec) {
    computed.movingTimeSec ??= summary.movingTimeSec;
    shown.movingTimeSec = shown.durationSec;
  }
  shown.power = withDevicePower(summary.power, device, computed);
  // Speeds the device did not give follow the figures shown (distance over timer or moving time).
  const hasDeviceSpeed = deviceValue(device, "avgSpeedMps") !== null;
  if (!hasDeviceSpeed && shown.distanceM !== null && shown.durationSec > 0) {
    const avgSpeedMps = shown.distanceM / shown.durationSec;
    if (!isSame(avgSpeedMps, summary.avgSpeedMps)) computed.avgSpeedMps = summary.avgSpeedMps;
    shown.avgSpeedMps = avgSpeedMps;
  }
  if (shown.distanceM !== null && shown.movingTimeSec > 0) {
    shown.movingSpeedMps = shown.distanceM / shown.movingTimeSec;
  }
  shown.avgPaceSec = paceOf(shown.avgSpeedMps, shown.paceDistanceM);
  shown.movingPaceSec = paceOf(shown.movingSpeedMps, shown.paceDistanceM);
  return Object.keys(computed).length > 0 ? { ...shown, computed } : shown;
}
