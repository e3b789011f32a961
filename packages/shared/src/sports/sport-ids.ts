/** Sport type ids. */
export const SportId = {
  running: 1,
  cycling: 2,
  swimming: 3,
  strength: 4,
  walking: 11,
  hiking: 12,
  triathlon: 40,
  test: 50,
  restDay: 60,
  note: 61,
} as const;
export type SportIdValue = (typeof SportId)[keyof typeof SportId];
