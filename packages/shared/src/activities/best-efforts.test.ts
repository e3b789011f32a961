import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestDistanceEfforts,
  bestDistanceInDuration,
  bestEffortDistances,
  bestPaceCurve,
  POOL_BEST_DISTANCES_M,
  RUNNING_BEST_DISTANCES_M,
} from "./best-efforts.ts";

describe("bestDistanceEfforts", () => {
  it.each([
    {
      name: "steady 4 m/s: 400 m in 100 s",
      distance: Array.from({ length: 200 }, (_, second) => second * 4),
      target: 400,
      timeSec: 100,
      startSec: 0,
    },
    {
      name: "interpolates the end inside a second",
      distance: [0, 3, 6, 9, 12],
      target: 10,
      timeSec: 10 / 3,
      startSec: 0,
    },
    {
      name: "finds the fast stretch in the middle",
      distance: [0, 1, 2, 12, 22, 23, 24],
      target: 20,
      timeSec: 2,
      startSec: 2,
    },
    {
      name: "skips empty seconds at the start and flattens GPS dips",
      distance: [null, null, 0, 5, 4, 10, 15],
      target: 10,
      timeSec: 2,
      startSec: 4,
    },
  ])("$name", ({ distance, target, timeSec, startSec }) => {
    const [effort] = bestDistanceEfforts(distance, [target]);
    expect(effort.timeSec).toBeCloseTo(timeSec, 9);
    expect(effort.startSec).toBe(startSec);
    expect(effort.speedMps).toBeCloseTo(target / timeSec, 9);
  });

  it("leaves out the distances the activity does not cover", () => {
    expect(bestDistanceEfforts([0, 100, 200], [100, 400])).toHaveLength(1);
    expect(bestDistanceEfforts([null, null], [100])).toEqual([]);
  });

  it("never finds a longer distance quicker than a shorter one (property)", () => {
    const speeds = fc.array(fc.double({ min: 0, max: 8, noNaN: true }), {
      minLength: 2,
      maxLength: 600,
    });
    fc.assert(
      fc.property(speeds, (perSecond) => {
        let total = 0;
        const distance = perSecond.map((speed) => (total += speed));
        const targets = [50, 100, 200, 400, 800, 1000, 2000];
        const efforts = bestDistanceEfforts(distance, targets);
        for (let index = 1; index < efforts.length; index += 1) {
          expect(efforts[index].timeSec).toBeGreaterThanOrEqual(efforts[index - 1].timeSec - 1e-9);
        }
      }),
    );
  });
});

describe("distances per sport", () => {
  it.each([
    [1, false, RUNNING_BEST_DISTANCES_M],
    [3, true, POOL_BEST_DISTANCES_M],
    [3, false, []],
    [2, false, []],
    [null, false, []],
  ])("sport %s (pool %s)", (sportId, isPool, expected) => {
    expect(bestEffortDistances(sportId, isPool)).toEqual(expected);
  });

  it("builds the pace curve from the sport's distances", () => {
    const distance = Array.from({ length: 400 }, (_, second) => second * 3);
    expect(bestPaceCurve(distance, 1).map((effort) => effort.distanceM)).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect(bestPaceCurve(distance, 3).map((effort) => effort.distanceM)).toEqual([
      25, 50, 100, 200, 400, 800, 1000,
    ]);
    expect(bestPaceCurve(distance, 2)).toEqual([]);
  });

  it("finds the longest distance in a duration", () => {
    expect(bestDistanceInDuration([0, 1, 5, 6, 7], 2)).toBe(5);
    expect(bestDistanceInDuration([0, 1], 5)).toBeNull();
  });
});
