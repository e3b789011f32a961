import { SportId } from "@coach/shared/sports/sport-ids";
import { formatPaceFromSpeed, type PaceSport, paceLabel } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import {
  type DisplayUnits,
  elevation,
  longDistance,
  METRES_PER_MILE,
  shortDistance,
  speedFromMps,
  unitLabels,
} from "@coach/shared/units/unit-conversions";

/** Figures in the viewer's units (decision 116): every screen, axis and dialog writes them from here. */

/** What a figure reads when it is unknown. */
export const EMPTY = "–";

/** Running, walking and hiking read as run pace, swimming as swim pace, the rest as speed. */
export function paceSportOf(sport: number | null | undefined): PaceSport | null {
  if (sport === SportId.swimming) return "swim";
  if (sport === SportId.running || sport === SportId.walking || sport === SportId.hiking)
    return "run";
  return null;
}

export const formatDuration = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined
    ? EMPTY
    : formatTimeText(seconds, { isHoursShown: true });

export function formatDistance(metres: number | null | undefined, units: DisplayUnits): string {
  if (metres === null || metres === undefined) return EMPTY;
  return `${longDistance(metres, units).toFixed(2)} ${unitLabels(units).distance}`;
}

export const formatNumber = (value: number | null | undefined, unit = "", digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? EMPTY
    : `${value.toFixed(digits)}${unit ? ` ${unit}` : ""}`;

/** A climb or an altitude in whole metres or feet. */
export function formatElevation(metres: number | null | undefined, units: DisplayUnits): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return EMPTY;
  return `${elevation(metres, units).toFixed(0)} ${unitLabels(units).elevation}`;
}

/** Speed in km/h or mph, or pace for the sports read by pace. */
export function formatSpeedOrPace(
  speedMps: number | null | undefined,
  sport: number | null | undefined,
  units: DisplayUnits,
): string {
  if (speedMps === null || speedMps === undefined || speedMps <= 0) return EMPTY;
  const paceSport = paceSportOf(sport);
  if (paceSport)
    return `${formatPaceFromSpeed(speedMps, paceSport, units)} ${paceLabel(paceSport, units)}`;
  return `${speedFromMps(speedMps, units).toFixed(1)} ${unitLabels(units).speed}`;
}

export const speedOrPaceLabel = (sport: number | null | undefined) =>
  paceSportOf(sport) ? "Pace" : "Speed";

/**
 * A rounded duration, where seconds do not matter (volumes, chips, plans): "1 h 18 min", "50 min",
 * "3 h". An exact time (an activity's, a lap's) is `formatDuration`'s "01:18:20".
 */
export function durationLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A distance volume in km or mi. */
export function volumeDistance(distanceM: number, units: DisplayUnits): string {
  return `${longDistance(distanceM, units).toFixed(1)} ${unitLabels(units).distance}`;
}

const NAMED_DISTANCES: Record<number, string> = {
  21097.5: "Half marathon",
  42195: "Marathon",
  [METRES_PER_MILE]: "1 mile",
};

/**
 * A best-effort distance: the race names, short distances in m or yd, the rest in km or mi
 * (a 5000 m effort reads "3.11 mi" in Imperial). Swims stay in m or yd at every length, as
 * swimmers count them ("1500 m", not "1.5 km").
 */
export function effortDistanceLabel(
  distanceM: number,
  units: DisplayUnits,
  sport?: number | null,
): string {
  const named = NAMED_DISTANCES[distanceM];
  if (named) return named;
  const labels = unitLabels(units);
  if (distanceM < 1000 || sport === SportId.swimming) {
    return `${Math.round(shortDistance(distanceM, units))} ${units === "Imperial" ? "yd" : "m"}`;
  }
  const value = longDistance(distanceM, units);
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `${text} ${labels.distance}`;
}

/** A power-curve duration: "5 s", "1 min", "1 h 30 min". */
export function effortDurationLabel(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : durationLabel(seconds);
}
