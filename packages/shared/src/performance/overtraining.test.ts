import { describe, expect, it } from "vitest";
import { fitnessSeries } from "./fitness.ts";
import { overtrainingRisk } from "./overtraining.ts";

const DATE = "2026-11-24";
const LONG_AGO = "2026-05-28";

/** The state at the end of the last day of `loads`, from zero. */
const endOf = (loads: number[]) => fitnessSeries(loads).at(-1)!;

describe("overtrainingRisk", () => {
  it("flags a day whose acute load passes 1.5 times the chronic one", () => {
    // 180 days at 50 TSS: CTL = 50·(1 − e^(−180/42)) = 49.312, ATL = 50·(1 − e^(−180/7)) = 50.
    // A 350 TSS day: CTL = 49.312·0.976472 + 350·0.023528 = 56.386,
    // ATL = 50·0.866878 + 350·0.133122 = 89.937; 89.937 / 56.386 = 1.595.
    const base = Array.from({ length: 180 }, () => 50);
    const risk = overtrainingRisk({
      date: DATE,
      load: endOf([...base, 350]),
      firstLoadDate: LONG_AGO,
    });
    expect(risk?.ctl).toBeCloseTo(56.386, 2);
    expect(risk?.atl).toBeCloseTo(89.937, 2);
    expect(risk?.ratio).toBeCloseTo(1.595, 3);
    // A 250 TSS day: 76.624 / 54.034 = 1.418, below the line.
    expect(
      overtrainingRisk({ date: DATE, load: endOf([...base, 250]), firstLoadDate: LONG_AGO }),
    ).toBeNull();
  });

  it.each([
    ["no history at all", { ctl: 40, atl: 90 }, null],
    ["a history shorter than 42 days", { ctl: 40, atl: 90 }, "2026-10-14"],
    ["a chronic load under 10 TSS a day", { ctl: 9.9, atl: 60 }, LONG_AGO],
    ["a ratio of exactly 1.5", { ctl: 40, atl: 60 }, LONG_AGO],
  ])("stays quiet with %s", (_case, load, firstLoadDate) => {
    expect(overtrainingRisk({ date: DATE, load, firstLoadDate })).toBeNull();
  });

  it("counts a history of exactly 42 days and a chronic load of exactly 10", () => {
    expect(
      overtrainingRisk({ date: DATE, load: { ctl: 10, atl: 16 }, firstLoadDate: "2026-10-13" }),
    ).toEqual({ ctl: 10, atl: 16, ratio: 1.6 });
  });

  it("does not flag a new athlete's first hard day", () => {
    // One 350 TSS day from nothing: CTL 8.23, ATL 46.59, a ratio of 5.66 that only says "no data".
    expect(overtrainingRisk({ date: DATE, load: endOf([350]), firstLoadDate: DATE })).toBeNull();
  });
});
