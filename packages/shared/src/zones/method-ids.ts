/** Intensity methods of the second spec document, section 3, with their zone names. */
export const MethodId = {
  heartrate: 1,
  pace: 2,
  power: 3,
  tpace: 4,
  rpe: 5,
} as const;
export type MethodIdValue = (typeof MethodId)[keyof typeof MethodId];
