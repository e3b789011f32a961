import { describe, expect, it } from "vitest";
import { fitnessSeries } from "./fitness.ts";

describe("fitnessSeries", () => {
  it("matches hand-checked values for one 100 TSS day", () => {
    // CTL = 100·(1 − e^(−1/42)) = 2.3528; ATL = 100·(1 − e^(−1/7)) = 13.3122.
    const [day1, day2, day3] = fitnessSeries([100, 0, 50]);
    expect(day1!.ctl).toBeCloseTo(2.3528, 4);
    expect(day1!.atl).toBeCloseTo(13.3122, 4);
    expect(day1!.tsb).toBe(0);
    // The day after: CTL·0.976472 = 2.2975, ATL·0.866878 = 11.5400; form is yesterday's CTL − ATL.
    expect(day2!.ctl).toBeCloseTo(2.2975, 4);
    expect(day2!.atl).toBeCloseTo(11.54, 3);
    expect(day2!.tsb).toBeCloseTo(2.3528 - 13.3122, 4);
    // 2.2975·0.976472 + 50·0.023528 = 3.4198; 11.5400·0.866878 + 50·0.133122 = 16.6598.
    expect(day3!.ctl).toBeCloseTo(3.4198, 3);
    expect(day3!.atl).toBeCloseTo(16.6598, 3);
  });

  it("starts from a given state and settles at a constant load", () => {
    const [first] = fitnessSeries([0], { ctl: 50, atl: 70 });
    expect(first!.tsb).toBe(-20);
    expect(first!.ctl).toBeCloseTo(50 * Math.exp(-1 / 42), 6);
    const steady = fitnessSeries(Array.from({ length: 1000 }, () => 80)).at(-1)!;
    expect(steady.ctl).toBeCloseTo(80, 6);
    expect(steady.atl).toBeCloseTo(80, 6);
  });

  it("counts missing or negative stress as rest", () => {
    expect(fitnessSeries([Number.NaN, -5])).toEqual([
      { ctl: 0, atl: 0, tsb: 0 },
      { ctl: 0, atl: 0, tsb: 0 },
    ]);
  });
});
