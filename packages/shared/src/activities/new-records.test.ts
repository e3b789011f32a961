import { describe, expect, it } from "vitest";
import { type ActivityBests, newRecords, type RecordBook } from "./new-records.ts";

const effort = (distanceM: number, timeSec: number) => ({
  distanceM,
  timeSec,
  startSec: 0,
  endSec: timeSec,
  speedMps: distanceM / timeSec,
});

const book: RecordBook = {
  running_speed: { "1000": { value: 1000 / 250, date: "2024-01-01" } },
  cycling_power: { "300": { value: 350, date: "2024-01-01" } },
};

describe("newRecords", () => {
  it.each<{
    name: string;
    bests: ActivityBests;
    expected: { key: string; range: number; value: number; previous: number | null }[];
  }>([
    {
      name: "a faster 1 km and a first 5 km",
      bests: {
        sportId: 1,
        date: "2024-05-01",
        powerCurve: [],
        distanceEfforts: [effort(1000, 240), effort(5000, 1300)],
      },
      expected: [
        { key: "running_speed", range: 1000, value: 1000 / 240, previous: 4 },
        { key: "running_speed", range: 5000, value: 5000 / 1300, previous: null },
      ],
    },
    {
      name: "a slower 1 km is no record",
      bests: {
        sportId: 1,
        date: "2024-05-01",
        powerCurve: [],
        distanceEfforts: [effort(1000, 260)],
      },
      expected: [],
    },
    {
      name: "cycling power at the record durations only",
      bests: {
        sportId: 2,
        date: "2024-05-01",
        distanceEfforts: [],
        powerCurve: [
          { durationSec: 1, powerW: 900 },
          { durationSec: 300, powerW: 360 },
          { durationSec: 1200, powerW: 0 },
        ],
      },
      expected: [{ key: "cycling_power", range: 300, value: 360, previous: 350 }],
    },
    {
      name: "pool swim",
      bests: { sportId: 3, date: "2024-05-01", powerCurve: [], distanceEfforts: [effort(100, 90)] },
      expected: [{ key: "swimming_speed", range: 100, value: 100 / 90, previous: null }],
    },
    {
      name: "strength has no records",
      bests: { sportId: 4, date: "2024-05-01", powerCurve: [], distanceEfforts: [effort(100, 90)] },
      expected: [],
    },
  ])("$name", ({ bests, expected }) => {
    const records = newRecords(bests, book);
    expect(records).toEqual(expected.map((record) => ({ ...record, date: "2024-05-01" })));
  });
});
