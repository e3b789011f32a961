import { SportId } from "@coach/shared/sports/sport-ids";
import {
  displayPaceSeconds,
  type PaceSport,
  paceLabel,
  storedPaceFromText,
} from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import {
  type DisplayUnits,
  longDistance,
  metresFromLongDistance,
  metresFromShortDistance,
  shortDistance,
  unitLabels,
} from "@coach/shared/units/unit-conversions";
import { MethodId } from "@coach/shared/zones/method-ids";

/** Swims are measured in metres or yards and paced per 100; the other sports in km or miles. */
export const isSwim = (type: number, method: number | null) =>
  type === SportId.swimming || method === MethodId.tpace;

export const paceSportOf = (type: number, method: number | null): PaceSport =>
  isSwim(type, method) ? "swim" : "run";

export function distanceUnit(type: number, units: DisplayUnits): string {
  if (type === SportId.swimming) return units === "Imperial" ? "yd" : "m";
  return unitLabels(units).distance;
}

/** Stored metres as the number the coach reads and types. */
export function toDisplayDistance(metres: number, type: number, units: DisplayUnits): number {
  return type === SportId.swimming ? shortDistance(metres, units) : longDistance(metres, units);
}

/** A workout's distance in the viewer's units: "10.00 km" or "6.21 mi", swims in whole m or yd. */
export function workoutDistanceLabel(metres: number, type: number, units: DisplayUnits): string {
  const digits = type === SportId.swimming ? 0 : 2;
  return `${toDisplayDistance(metres, type, units).toFixed(digits)} ${distanceUnit(type, units)}`;
}

export function fromDisplayDistance(value: number, type: number, units: DisplayUnits): number {
  return type === SportId.swimming
    ? metresFromShortDistance(value, units)
    : metresFromLongDistance(value, units);
}

/** A stored pace (s/km or s/100 m) as mm:ss in the coach's units; empty without one. */
export function paceText(stored: number | null, sport: PaceSport, units: DisplayUnits): string {
  if (stored === null || stored <= 0) return "";
  return formatTimeText(displayPaceSeconds(stored, sport, units));
}

/** Typed mm:ss back to the stored pace; blank or invalid text is no pace. */
export function paceFromText(text: string, sport: PaceSport, units: DisplayUnits): number | null {
  const stored = storedPaceFromText(text, sport, units);
  return stored > 0 ? Math.round(stored * 10) / 10 : null;
}

export const paceUnitLabel = (sport: PaceSport, units: DisplayUnits) => paceLabel(sport, units);
