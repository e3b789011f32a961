/**
 * The time as services and jobs see it. Production reads the system clock; tests use
 * `fakeClock` and move time forward without waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type FakeClock = Clock & {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
};

export function fakeClock(start: Date | string = "2026-01-01T00:00:00Z"): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
