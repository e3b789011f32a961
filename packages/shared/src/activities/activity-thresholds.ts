import { SportId } from "../sports/sport-ids.ts";
import { normalizeSport } from "../sports/sport-types.ts";
import type { AccountZones, MethodZones } from "../zones/zone.types.ts";

/**
 * The athlete's thresholds that analyse an activity of a sport, from their account zones:
 * FTP (cycling power), LTHR (the sport's heart-rate method; running's for sports without one,
 * then cycling's), and threshold speed from running pace (s/km) or swim T-pace (s/100 m).
 */
export interface ActivityThresholds {
  ftpW: number | null;
  lthrBpm: number | null;
  thresholdSpeedMps: number | null;
  heartRateZones: MethodZones | null;
  powerZones: MethodZones | null;
  paceZones: MethodZones | null;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === "number" && value > 0 ? value : null;
}

export function activityThresholds(
  sportId: number | null,
  zones: AccountZones | null | undefined,
): ActivityThresholds {
  const sport = sportId === null ? null : normalizeSport(sportId);
  const none: ActivityThresholds = {
    ftpW: null,
    lthrBpm: null,
    thresholdSpeedMps: null,
    heartRateZones: null,
    powerZones: null,
    paceZones: null,
  };
  if (!zones) return none;
  const running = zones.runningMethods;
  const cycling = zones.cyclingMethods;
  const heartRateZones =
    sport === SportId.cycling
      ? cycling.ftpHr
      : running.ftpHr.threshold != null || sport === SportId.running
        ? running.ftpHr
        : cycling.ftpHr;
  const lthrBpm = positive(heartRateZones.threshold);
  if (sport === SportId.cycling) {
    return {
      ...none,
      ftpW: positive(cycling.power.threshold),
      lthrBpm,
      heartRateZones,
      powerZones: cycling.power,
    };
  }
  if (sport === SportId.running) {
    const paceSecPerKm = positive(running.pace.threshold);
    return {
      ...none,
      lthrBpm,
      heartRateZones,
      thresholdSpeedMps: paceSecPerKm === null ? null : 1000 / paceSecPerKm,
      paceZones: running.pace,
    };
  }
  if (sport === SportId.swimming) {
    const paceSecPer100M = positive(zones.swimmingMethods.tpace.threshold);
    return {
      ...none,
      lthrBpm,
      heartRateZones,
      thresholdSpeedMps: paceSecPer100M === null ? null : 100 / paceSecPer100M,
      paceZones: zones.swimmingMethods.tpace,
    };
  }
  return { ...none, lthrBpm, heartRateZones };
}
