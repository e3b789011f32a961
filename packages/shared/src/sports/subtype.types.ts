/**
 * What a duration limit of a subtype measures. The product's table
 * gives one range per subtype; applying 10-240 s (VO2max) to a whole workout would reject every
 * real session, so interval subtypes limit their work intervals instead
 * (docs/decisions/011-subtype-duration-limits.md):
 * - workout: the whole workout's total duration;
 * - workStep: each "Work" step (after repeats are flattened);
 * - workTotal: the sum of all "Work" steps.
 */
export type DurationLimitScope = "workout" | "workStep" | "workTotal";

export type SubtypeSport = 1 | 2 | 3 | 4;

export interface Subtype {
  id: number;
  sport: SubtypeSport;
  abbreviation: string;
  name: string;
  description: string;
  minDurationSec: number;
  maxDurationSec: number;
  limitScope: DurationLimitScope;
  /** False where no limit was given and the range is our own choice (decision 011). */
  isLimitFromSpec: boolean;
}

/** Test workouts use subtype 50 in every sport. */
export const TEST_SUBTYPE_ID = 50;

type SubtypeRow = [
  id: number,
  abbreviation: string,
  name: string,
  description: string,
  minDurationSec: number,
  maxDurationSec: number,
  limitScope: DurationLimitScope,
  isLimitFromSpec: boolean,
];

/** Builds a sport's list from compact rows, one row per subtype. */
export function subtypesOf(sport: SubtypeSport, rows: readonly SubtypeRow[]): Subtype[] {
  return rows.map(
    ([
      id,
      abbreviation,
      name,
      description,
      minDurationSec,
      maxDurationSec,
      limitScope,
      isSpec,
    ]) => ({
      id,
      sport,
      abbreviation,
      name,
      description,
      minDurationSec,
      maxDurationSec,
      limitScope,
      isLimitFromSpec: isSpec,
    }),
  );
}
