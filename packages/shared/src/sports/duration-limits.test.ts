import { describe, expect, it } from "vitest";
import {
  checkDurationLimits,
  durationLimitMessage,
  formatLimitMinutes,
} from "./duration-limits.ts";
import { findSubtype } from "./subtypes.ts";

const work = (durationSec: number) => ({ action: "Work" as const, durationSec });
const warmup = (durationSec: number) => ({ action: "Warm up" as const, durationSec });

describe("formatLimitMinutes", () => {
  it.each([
    [5400, "90"],
    [10, "0.17"],
    [30, "0.5"],
    [9999, "166.65"],
  ])("%i s -> %s", (seconds, expected) => expect(formatLimitMinutes(seconds)).toBe(expected));
});

describe("durationLimitMessage", () => {
  it("names the subtype and the range in minutes for each scope", () => {
    expect(durationLimitMessage(findSubtype(1, 101)!)).toBe(
      "An Easy/Recovery Run workout must last between 20 and 90 minutes.",
    );
    expect(durationLimitMessage(findSubtype(1, 108)!)).toBe(
      "Each work interval of a VO2max Interval workout must last between 0.17 and 4 minutes.",
    );
    expect(durationLimitMessage(findSubtype(1, 106)!)).toBe(
      "The work intervals of a Tempo Run workout must add up to between 10 and 20 minutes.",
    );
  });
});

describe("checkDurationLimits", () => {
  const easyRun = { type: 1, subtype: 101 };
  const vo2 = { type: 1, subtype: 108 };
  const tempo = { type: 1, subtype: 106 };

  it.each([
    ["easy run at the lower bound", easyRun, [warmup(600), work(600)], true],
    ["easy run one second short", easyRun, [warmup(600), work(599)], false],
    ["easy run at the upper bound", easyRun, [work(5400)], true],
    ["easy run over", easyRun, [work(5401)], false],
    ["VO2max intervals of 3 min", vo2, [warmup(900), work(180), work(180)], true],
    ["VO2max with a 5 min interval", vo2, [warmup(900), work(180), work(300)], false],
    ["VO2max long warm-up does not count", vo2, [warmup(3600), work(60)], true],
    ["tempo 2 x 10 min", tempo, [warmup(900), work(600), work(600)], true],
    ["tempo 3 x 10 min", tempo, [work(600), work(600), work(600)], false],
    ["tempo without work steps", tempo, [warmup(900)], true],
    ["unknown duration is not judged", easyRun, [work(0)], true],
  ])("%s", (_label, workout, steps, isOk) => {
    expect(checkDurationLimits(workout, steps).ok).toBe(isOk);
  });

  it("returns the message on failure", () => {
    expect(checkDurationLimits(easyRun, [work(60)])).toEqual({
      ok: false,
      error: "An Easy/Recovery Run workout must last between 20 and 90 minutes.",
    });
  });

  it("accepts workouts without a known subtype, the built-in tests and any Test workout", () => {
    expect(checkDurationLimits({ type: 1, subtype: null }, [work(1)]).ok).toBe(true);
    expect(checkDurationLimits({ type: 61, subtype: 3 }, [work(1)]).ok).toBe(true);
    expect(checkDurationLimits({ type: 1, subtype: 50, isSTDefault: true }, [work(1800)]).ok).toBe(
      true,
    );
    expect(checkDurationLimits({ type: 1, subtype: 50 }, [work(1800)]).ok).toBe(true);
    expect(checkDurationLimits({ type: 2, subtype: 50 }, [work(5)]).ok).toBe(true);
  });
});
