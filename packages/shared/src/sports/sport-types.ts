import { SportId, type SportIdValue } from "./sport-ids.ts";

/**
 * Sport rules: walking and hiking are analysed as
 * running, triathlon stands for its three disciplines, and a plan's sports leave strength out.
 */

/** The three endurance sports that have zones, methods and stress. */
export const ENDURANCE_SPORTS = [SportId.running, SportId.cycling, SportId.swimming] as const;
export type EnduranceSport = (typeof ENDURANCE_SPORTS)[number];

export const SPORT_NAMES: Record<SportIdValue, string> = {
  [SportId.running]: "Running",
  [SportId.cycling]: "Cycling",
  [SportId.swimming]: "Swimming",
  [SportId.strength]: "Strength",
  [SportId.walking]: "Walking",
  [SportId.hiking]: "Hiking",
  [SportId.triathlon]: "Triathlon",
  [SportId.test]: "Performance tests",
  [SportId.restDay]: "Rest day",
  [SportId.note]: "Note",
};

export function isSportId(value: number): value is SportIdValue {
  return Object.values(SportId).includes(value as SportIdValue);
}

/** Walking (11) and hiking (12) count as running (1) in analysis; other ids are unchanged. */
export function normalizeSport(sportId: number): number {
  return sportId === SportId.walking || sportId === SportId.hiking ? SportId.running : sportId;
}

/** The sport whose zones analyse an activity, or null when the sport has none (strength, notes). */
export function analysisSport(sportId: number): EnduranceSport | null {
  const normalized = normalizeSport(sportId);
  return (ENDURANCE_SPORTS as readonly number[]).includes(normalized)
    ? (normalized as EnduranceSport)
    : null;
}

/** Triathlon expands to swimming, cycling, running (race order); a sport stands for itself. */
export function expandSport(sportId: number): number[] {
  if (sportId === SportId.triathlon) return [SportId.swimming, SportId.cycling, SportId.running];
  return [normalizeSport(sportId)];
}

/** Sport types that are calendar items rather than training. */
export function isCalendarItem(sportId: number): boolean {
  return sportId === SportId.restDay || sportId === SportId.note;
}

/**
 * The distinct sports of a plan, for its icons: triathlon expanded, walking and hiking as
 * running, and strength, tests, rest days and notes left out.
 * Order of first appearance is kept so the icons are stable.
 */
export function planSports(sportIds: readonly number[]): EnduranceSport[] {
  const sports: EnduranceSport[] = [];
  for (const id of sportIds) {
    for (const expanded of expandSport(id)) {
      const sport = analysisSport(expanded);
      if (sport !== null && !sports.includes(sport)) sports.push(sport);
    }
  }
  return sports;
}
