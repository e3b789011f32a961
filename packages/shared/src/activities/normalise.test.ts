import { describe, expect, it } from "vitest";
import { activityFrom, steadyRows } from "./activity-test-support.ts";
import { normaliseActivity } from "./normalise.ts";

describe("normaliseActivity", () => {
  it.each([
    {
      name: "interpolates within a small gap",
      rows: [
        { t: 0, powerW: 100 },
        { t: 4, powerW: 200 },
      ],
      expected: [100, 125, 150, 175, 200],
    },
    {
      // Smart recording: no point while nothing changed, the timer on (decision 118).
      name: "bridges 12 s without a record while the timer ran",
      rows: [
        { t: 0, powerW: 100 },
        { t: 12, powerW: 220 },
      ],
      expected: Array.from({ length: 13 }, (_, second) => 100 + 10 * second),
    },
    {
      name: "leaves a sensor dropout over 10 s empty (a record between without the channel)",
      rows: [
        { t: 0, powerW: 100 },
        { t: 6, powerW: null, heartRateBpm: 120 },
        { t: 12, powerW: 200 },
      ],
      expected: [100, ...Array(11).fill(null), 200],
    },
    {
      name: "places fractional times on the grid",
      rows: [
        { t: 0.5, powerW: 100 },
        { t: 2.5, powerW: 200 },
      ],
      expected: [null, 125, 175],
    },
  ])("$name", ({ rows, expected }) => {
    const samples = normaliseActivity(activityFrom(rows, { timerPauses: [] }));
    expect(samples.powerW).toEqual(expected);
    expect(samples.length).toBe(expected.length);
  });

  it("interpolates cumulative distance across any gap", () => {
    const samples = normaliseActivity(
      activityFrom(
        [
          { t: 0, distanceM: 0 },
          { t: 20, distanceM: 100 },
        ],
        { timerPauses: [] },
      ),
    );
    expect(samples.distanceM[10]).toBe(50);
  });

  it("takes the device's timer pauses, and values recorded in them are dropped", () => {
    const samples = normaliseActivity(
      activityFrom(
        steadyRows(10, () => ({ heartRateBpm: 100 })),
        {
          timerPauses: [{ startSec: 3, endSec: 6 }],
        },
      ),
    );
    expect(samples.isTimerOn).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(samples.onPause.slice(2, 7)).toEqual([false, true, true, true, false]);
    expect(samples.heartRateBpm[4]).toBeNull();
  });

  // Decision 118: a gap over 10 s is a pause only when the athlete did not move across it:
  // under 10 m, or under 0.5 m/s × the gap.
  it.each([
    { case: "a stop: 3 m in 19 s", toM: 6, timerOnSec: 3 },
    { case: "sparse points while moving: 60 m in 19 s", toM: 63, timerOnSec: 21 },
    { case: "no distance: the file does not say", toM: null, timerOnSec: 21 },
  ])("without timer events, a gap over 10 s: $case", ({ toM, timerOnSec }) => {
    const samples = normaliseActivity(
      activityFrom(
        [
          { t: 0, heartRateBpm: 100, distanceM: toM === null ? null : 0 },
          { t: 1, heartRateBpm: 100, distanceM: toM === null ? null : 3 },
          { t: 20, heartRateBpm: 100, distanceM: toM },
        ],
        { timerPauses: null },
      ),
    );
    expect(samples.isTimerOn.filter(Boolean)).toHaveLength(timerOnSec);
    expect(samples.isTimerOn[2]).toBe(timerOnSec === 21);
    expect(samples.isTimerOn[19]).toBe(timerOnSec === 21);
  });

  it.each([
    { stoppedFor: 4, pausedSeconds: 0 },
    { stoppedFor: 5, pausedSeconds: 5 },
    { stoppedFor: 9, pausedSeconds: 9 },
  ])(
    "marks a stop of $stoppedFor s as $pausedSeconds s on pause",
    ({ stoppedFor, pausedSeconds }) => {
      const rows = steadyRows(30, (second) => ({
        speedMps: second >= 10 && second < 10 + stoppedFor ? 0.2 : 3,
      }));
      const samples = normaliseActivity(activityFrom(rows, { timerPauses: [] }));
      expect(samples.onPause.filter(Boolean)).toHaveLength(pausedSeconds);
      expect(samples.isTimerOn.every(Boolean)).toBe(true);
    },
  );

  it("derives speed from distance when the file has none", () => {
    const rows = steadyRows(5, (second) => ({ distanceM: second * 4 }));
    const samples = normaliseActivity(activityFrom(rows, { timerPauses: [] }));
    expect(samples.isSpeedDerived).toBe(true);
    expect(samples.speedMps).toEqual([null, 4, 4, 4, null]);
  });

  it("takes a pool swim's distance from its lengths and rests at the wall as pauses", () => {
    const activity = activityFrom(
      steadyRows(70, () => ({ heartRateBpm: 130 })),
      {
        sportId: 3,
        timerPauses: [],
        swim: {
          poolLengthM: 25,
          activeLengthCount: 2,
          totalStrokes: 30,
          lengths: [
            { startSec: 0, durationSec: 20, isActive: true, strokes: 15, stroke: "freestyle" },
            { startSec: 20, durationSec: 30, isActive: false, strokes: null, stroke: null },
            { startSec: 50, durationSec: 25, isActive: true, strokes: 15, stroke: "freestyle" },
          ],
        },
      },
    );
    const samples = normaliseActivity(activity);
    expect(samples.length).toBe(75);
    expect(samples.distanceM[10]).toBeCloseTo(12.5);
    expect(samples.distanceM[20]).toBe(25);
    expect(samples.distanceM[74]).toBe(50);
    expect(samples.onPause.filter(Boolean)).toHaveLength(30);
    expect(samples.onPause[25]).toBe(true);
  });

  it("drops and counts a record 10 years away instead of spanning the grid to it", () => {
    const tenYearsSec = 10 * 365 * 24 * 3600;
    const activity = activityFrom(
      [...steadyRows(60, () => ({ powerW: 200 })), { t: tenYearsSec, powerW: 900 }],
      { timerPauses: [] },
    );
    const samples = normaliseActivity(activity);
    expect(samples.droppedRecordCount).toBe(1);
    expect(samples.length).toBe(60);
    expect(samples.powerW).toHaveLength(60);
    expect(samples.powerW[59]).toBe(200);
  });

  it("drops the records after a jump of more than a day, and ends the grid before it", () => {
    const rows = [
      ...steadyRows(10, () => ({ heartRateBpm: 120 })),
      { t: 2 * 24 * 3600, heartRateBpm: 130 },
      { t: 2 * 24 * 3600 + 1, heartRateBpm: 131 },
    ];
    const samples = normaliseActivity(activityFrom(rows, { timerPauses: [] }));
    expect(samples.droppedRecordCount).toBe(2);
    expect(samples.length).toBe(10);
  });

  it("keeps a 6-day activity recorded once a day whole", () => {
    const daily = steadyRows(7, () => ({ heartRateBpm: 100 })).map((row) => ({
      ...row,
      t: row.t * 24 * 3600,
    }));
    const samples = normaliseActivity(activityFrom(daily));
    expect(samples.droppedRecordCount).toBe(0);
    expect(samples.length).toBe(6 * 24 * 3600 + 1);
  });

  it("gives an empty grid for an activity without records", () => {
    const samples = normaliseActivity(activityFrom([]));
    expect(samples.length).toBe(0);
    expect(samples.powerW).toEqual([]);
  });
});
