import { SportId } from "@coach/shared/sports/sport-ids";
import { formatPaceFromSpeed, type PaceSport, paceLabel } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import {
  type DisplayUnits,
  longDistance,
  speedFromMps,
  unitLabels,
} from "@coach/shared/units/unit-conversions";

const SPORT_NAMES: Record<number, string> = {
  [SportId.running]: "Running",
  [SportId.cycling]: "Cycling",
  [SportId.swimming]: "Swimming",
  [SportId.strength]: "Strength",
  [SportId.walking]: "Walking",
  [SportId.hiking]: "Hiking",
  [SportId.triathlon]: "Triathlon",
};

export const sportName = (sport: number) => SPORT_NAMES[sport] ?? "Other";

/** Running, walking and hiking read as run pace, swimming as swim pace, the rest as speed. */
export function paceSportOf(sport: number | null | undefined): PaceSport | null {
  if (sport === SportId.swimming) return "swim";
  if (sport === SportId.running || sport === SportId.walking || sport === SportId.hiking)
    return "run";
  return null;
}

export const EMPTY = "–";

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

/** Speed in km/h or mi/h, or pace for the sports read by pace. */
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
