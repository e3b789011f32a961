import { CYCLING_SUBTYPES } from "./cycling-subtypes.ts";
import { RUNNING_SUBTYPES } from "./running-subtypes.ts";
import { STRENGTH_SUBTYPES } from "./strength-subtypes.ts";
import type { Subtype } from "./subtype.types.ts";
import { SWIMMING_SUBTYPES } from "./swimming-subtypes.ts";

export type { DurationLimitScope, Subtype } from "./subtype.types.ts";
export { TEST_SUBTYPE_ID } from "./subtype.types.ts";

/** Every subtype per sport id, in the product's order. */
export const SUBTYPES_BY_SPORT: Readonly<Record<number, readonly Subtype[]>> = {
  1: RUNNING_SUBTYPES,
  2: CYCLING_SUBTYPES,
  3: SWIMMING_SUBTYPES,
  4: STRENGTH_SUBTYPES,
};

/** Walking and hiking use running's subtypes, as they are analysed as running. */
function subtypeSport(sportId: number): number {
  return sportId === 11 || sportId === 12 ? 1 : sportId;
}

export function subtypesOfSport(sportId: number): readonly Subtype[] {
  return SUBTYPES_BY_SPORT[subtypeSport(sportId)] ?? [];
}

/** Subtype ids repeat across sports (Test is 50 everywhere), so a lookup needs both ids. */
export function findSubtype(sportId: number, subtypeId: number | null): Subtype | undefined {
  if (subtypeId === null) return undefined;
  return subtypesOfSport(sportId).find((subtype) => subtype.id === subtypeId);
}
