import { subtypesOf } from "./subtype.types.ts";

/**
 * Strength subtypes; ids are 4xx. The product gives no limits for strength, so
 * every subtype accepts any session from 1 s to 6 h (docs/decisions/011).
 */
export const STRENGTH_SUBTYPES = subtypesOf(4, [
  [400, "CU", "Custom", "A free-form strength session.", 1, 21600, "workout", false],
  [
    401,
    "IS",
    "Introduction to strength",
    "Learning the movements with light loads.",
    1,
    21600,
    "workout",
    false,
  ],
  [
    402,
    "ME",
    "Muscular endurance",
    "Many repetitions with light to moderate loads.",
    1,
    21600,
    "workout",
    false,
  ],
  [
    403,
    "MH",
    "Muscle hypertrophy",
    "Moderate loads and volume to build muscle.",
    1,
    21600,
    "workout",
    false,
  ],
  [404, "MS", "Maximal strength", "Few repetitions with heavy loads.", 1, 21600, "workout", false],
  [
    405,
    "MP",
    "Muscle power/explosiveness",
    "Fast, explosive movements with moderate loads.",
    1,
    21600,
    "workout",
    false,
  ],
]);
