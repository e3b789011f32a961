import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AccountZones } from "@coach/shared/zones/zone.types";

/** Account zones with the domain core's default ranges and this athlete's thresholds (SI). */
export function demoZones(thresholds: {
  lthrBpm: number;
  ftpHrBpm: number;
  ftpW: number;
  runPaceSecPerKm: number;
  swimPaceSecPer100m: number;
}): AccountZones {
  const zones = defaultAccountZones();
  zones.runningMethods.ftpHr.threshold = thresholds.lthrBpm;
  zones.runningMethods.pace.threshold = thresholds.runPaceSecPerKm;
  zones.cyclingMethods.ftpHr.threshold = thresholds.ftpHrBpm;
  zones.cyclingMethods.power.threshold = thresholds.ftpW;
  zones.swimmingMethods.tpace.threshold = thresholds.swimPaceSecPer100m;
  return zones;
}
