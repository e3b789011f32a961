/** Account zones from an athlete's thresholds; the zone tables come from the domain core. */
export function demoZones(thresholds: {
  lthrBpm: number;
  ftpHrBpm: number;
  ftpW: number;
  runPaceSecPerKm: number;
  swimPaceSecPer100m: number;
}): Record<string, unknown> {
  return {
    runningMethods: {
      ftpHr: { threshold: thresholds.lthrBpm },
      pace: { threshold: thresholds.runPaceSecPerKm },
    },
    cyclingMethods: {
      ftpHr: { threshold: thresholds.ftpHrBpm },
      power: { threshold: thresholds.ftpW },
    },
    swimmingMethods: { tpace: { threshold: thresholds.swimPaceSecPer100m } },
  };
}
