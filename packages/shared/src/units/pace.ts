import { formatTimeText, parseTimeText } from "./time-text.ts";
import {
  type DisplayUnits,
  RUN_PACE_METRES,
  SWIM_PACE_METRES,
  unitLabels,
} from "./unit-conversions.ts";

/**
 * Pace as athletes read it: running per km or mile, swimming per 100 m or 100 yd.
 * Stored paces are seconds per km (running) and per 100 m (swimming).
 */
export type PaceSport = "run" | "swim";

function paceMetres(sport: PaceSport, units: DisplayUnits): number {
  return sport === "swim" ? SWIM_PACE_METRES[units] : RUN_PACE_METRES[units];
}

export function paceLabel(sport: PaceSport, units: DisplayUnits): string {
  const labels = unitLabels(units);
  return sport === "swim" ? labels.swimPace : labels.runPace;
}

/** Seconds per display distance from a speed; 0 without a positive speed. */
export function paceSecondsFromSpeed(
  speedMps: number | null | undefined,
  sport: PaceSport,
  units: DisplayUnits,
): number {
  if (!speedMps || !Number.isFinite(speedMps) || speedMps <= 0) return 0;
  return paceMetres(sport, units) / speedMps;
}

/** Pace text from a speed; an empty or zero speed shows "00:00". */
export function formatPaceFromSpeed(
  speedMps: number | null | undefined,
  sport: PaceSport,
  units: DisplayUnits,
): string {
  return formatTimeText(paceSecondsFromSpeed(speedMps, sport, units));
}

/** The stored pace (s/km or s/100 m) in the athlete's display distance. */
export function displayPaceSeconds(
  storedPaceSec: number,
  sport: PaceSport,
  units: DisplayUnits,
): number {
  const storedMetres = sport === "swim" ? SWIM_PACE_METRES.Metric : RUN_PACE_METRES.Metric;
  return (storedPaceSec / storedMetres) * paceMetres(sport, units);
}

/** Typed pace text in display units back to the stored pace; blank or invalid text gives 0. */
export function storedPaceFromText(text: string, sport: PaceSport, units: DisplayUnits): number {
  const displaySec = parseTimeText(text);
  const storedMetres = sport === "swim" ? SWIM_PACE_METRES.Metric : RUN_PACE_METRES.Metric;
  return (displaySec / paceMetres(sport, units)) * storedMetres;
}
