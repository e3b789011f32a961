import { describe, expect, it } from "vitest";
import { mergePaceCurves, mergePowerCurves } from "./curves.ts";

const effort = (distanceM: number, timeSec: number) => ({
  distanceM,
  timeSec,
  startSec: 0,
  endSec: timeSec,
  speedMps: distanceM / timeSec,
});

describe("merging curves", () => {
  it("keeps the best power per duration with its activity; ties go to the earlier one", () => {
    const merged = mergePowerCurves([
      {
        activityId: 2,
        date: "2026-03-02",
        meanMax: [
          { durationSec: 5, powerW: 900 },
          { durationSec: 60, powerW: 400 },
          { durationSec: 1200, powerW: 280 },
        ],
      },
      {
        activityId: 1,
        date: "2026-03-01",
        meanMax: [
          { durationSec: 5, powerW: 950 },
          { durationSec: 60, powerW: 400 },
        ],
      },
    ]);
    expect(merged).toEqual([
      { durationSec: 5, powerW: 950, activityId: 1, date: "2026-03-01" },
      { durationSec: 60, powerW: 400, activityId: 1, date: "2026-03-01" },
      { durationSec: 1200, powerW: 280, activityId: 2, date: "2026-03-02" },
    ]);
  });

  it("keeps the shortest time per distance", () => {
    const merged = mergePaceCurves([
      { activityId: 7, date: "2026-04-01", bestEfforts: [effort(1000, 250), effort(5000, 1320)] },
      { activityId: 8, date: "2026-04-03", bestEfforts: [effort(1000, 240), effort(400, 0)] },
    ]);
    expect(merged).toEqual([
      { distanceM: 1000, timeSec: 240, activityId: 8, date: "2026-04-03" },
      { distanceM: 5000, timeSec: 1320, activityId: 7, date: "2026-04-01" },
    ]);
  });

  it("is empty without activities", () => {
    expect(mergePowerCurves([])).toEqual([]);
    expect(mergePaceCurves([])).toEqual([]);
  });
});
