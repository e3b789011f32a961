import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestMean,
  evaluatedDurations,
  meanMaxCurve,
  meanMaxInput,
  standardCurvePoints,
} from "./mean-max.ts";

function naiveBest(values: readonly number[], duration: number): number {
  let best = 0;
  for (let start = 0; start + duration <= values.length; start += 1) {
    let sum = 0;
    for (let index = start; index < start + duration; index += 1) sum += values[index];
    best = Math.max(best, sum / duration);
  }
  return best;
}

const clock = globalThis as unknown as { performance: { now(): number } };

const powerSeries = fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 400 });

describe("meanMaxCurve", () => {
  it.each([
    { values: [100, 300, 200], curve: [0, 300, 250, 200] },
    { values: [0, 0, 500, 0], curve: [0, 500, 250, 500 / 3, 125] },
    { values: [], curve: [0] },
    // Over exactly 2 s the best is 0.5 W, but 2/3 W is held for 3 s: "for 2 s or longer".
    { values: [1, 0, 1], curve: [0, 1, 2 / 3, 2 / 3] },
  ])("$values gives $curve", ({ values, curve }) => {
    expect(Array.from(meanMaxCurve(Float64Array.from(values)))).toEqual(curve);
  });

  it("is exact at every duration up to 1200 s (the pruning loses nothing), as 'for d s or longer'", () => {
    fc.assert(
      fc.property(powerSeries, (values) => {
        const curve = meanMaxCurve(Float64Array.from(values));
        let envelope = 0;
        for (let duration = values.length; duration >= 1; duration -= 1) {
          envelope = Math.max(envelope, naiveBest(values, duration));
          expect(curve[duration]).toBeCloseTo(envelope, 9);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("never increases with the duration (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 5000 }),
        (values) => {
          const curve = meanMaxCurve(Float64Array.from(values));
          for (let duration = 2; duration < curve.length; duration += 1) {
            expect(curve[duration]).toBeLessThanOrEqual(curve[duration - 1]);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("evaluates every second to 1200 s, then 5, 20 and 60 s steps, and the full length", () => {
    const durations = evaluatedDurations(8000);
    expect(durations.slice(1198, 1203)).toEqual([1199, 1200, 1205, 1210, 1215]);
    expect(durations).toContain(3600);
    expect(durations).toContain(7180);
    expect(durations).toContain(7260);
    expect(durations[durations.length - 1]).toBe(8000);
    expect(evaluatedDurations(0)).toEqual([]);
  });

  it("takes under 500 ms for a 10-hour ride at 1 Hz (guard; the benchmark is in bench/)", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values = Float64Array.from({ length: 36_000 }, (_, second) =>
      Math.max(0, 220 + 80 * Math.sin(second / 300) + 120 * (random() - 0.5)),
    );
    const started = clock.performance.now();
    const curve = meanMaxCurve(values);
    const elapsedMs = clock.performance.now() - started;
    expect(curve.length).toBe(36_001);
    expect(elapsedMs).toBeLessThan(500);
    // Between evaluated durations the curve takes the longer one's achieved value.
    expect(curve[1201]).toBe(curve[1205]);
    expect(curve[1200]).toBeGreaterThanOrEqual(curve[1205]);
  });
});

describe("meanMaxInput and bestMean", () => {
  it.each([
    { power: [100, null, 200], timer: [true, true, true], expected: [100, 0, 200] },
    { power: [100, 300, 200], timer: [true, false, true], expected: [100, 0, 200] },
    { power: [-5, 10], timer: undefined, expected: [0, 10] },
  ])("fills dropouts and pauses with 0 W: $power", ({ power, timer, expected }) => {
    expect(Array.from(meanMaxInput(power, timer))).toEqual(expected);
  });

  it("counts a pause over an hour as a single second", () => {
    const power = [200, ...Array(5000).fill(null), 200];
    const timer = [true, ...Array(5000).fill(false), true];
    expect(Array.from(meanMaxInput(power, timer))).toEqual([200, 0, 200]);
  });

  it("gives the best mean of one duration, or null when the series is shorter", () => {
    expect(bestMean(Float64Array.from([1, 5, 3]), 2)).toBe(4);
    expect(bestMean(Float64Array.from([1, 5, 3]), 4)).toBeNull();
  });

  it("lists the standard durations the ride is long enough for", () => {
    const curve = meanMaxCurve(Float64Array.from({ length: 70 }, () => 100));
    expect(standardCurvePoints(curve).map((point) => point.durationSec)).toEqual([
      1, 5, 10, 15, 30, 60,
    ]);
  });
});
