import type { ExportThresholds } from "@coach/shared/formats/export-context";
import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport } from "@coach/shared/sports/sport-types";
import type { AccountZones } from "@coach/shared/zones/zone.types";

const positive = (value: number | null | undefined) =>
  value !== null && value !== undefined && value > 0 ? value : undefined;

/**
 * The coach's thresholds for a workout's sport, which turn % targets into watch values. The
 * heart-rate threshold is lactate-threshold HR for running and FTP HR for cycling.
 */
export function exportThresholds(zones: AccountZones | null, type: number): ExportThresholds {
  if (!zones) return {};
  const sport = normalizeSport(type);
  if (sport === SportId.cycling) {
    return {
      heartRateBpm: positive(zones.cyclingMethods.ftpHr.threshold),
      ftpW: positive(zones.cyclingMethods.power.threshold),
    };
  }
  if (sport === SportId.swimming) {
    return { swimPaceSecPer100m: positive(zones.swimmingMethods.tpace.threshold) };
  }
  return {
    heartRateBpm: positive(zones.runningMethods.ftpHr.threshold),
    runPaceSecPerKm: positive(zones.runningMethods.pace.threshold),
  };
}
