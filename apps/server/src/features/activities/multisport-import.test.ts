import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CalendarRangeResponse } from "@coach/shared/calendar/calendar.schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityCaller, fixture } from "../../../test/activities-support";
import { calendarPeople, paths } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";

/**
 * A multisport upload keeps every leg and every transition as an activity with its own time,
 * and the day's totals include the transitions (docs/decisions/122-stress-fallback-and-multisport.md).
 */

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-multisport-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, uploadOk } = activityCaller(() => ctx);

const FILE = "activity-large-fenxi2-multisport.fit";
const DAY = "2015-08-29";

/**
 * The file's seven session messages (sport, total_timer_time) as @garmin/fitsdk decodes them;
 * packages/shared/src/activities/multisport.test.ts checks these literals against the file.
 * Stored sports: the transitions none of ours (0), running 1, cycling 2.
 */
const LEGS = [
  // "generic": its sport is inferred from its records (decision 120), whichever it is.
  { sport: null, transition: null, timerSec: 11738.24 },
  { sport: 0, transition: "Transition 1", timerSec: 334.79 },
  { sport: 1, transition: null, timerSec: 2294.84 },
  { sport: 0, transition: "Transition 2", timerSec: 4.3 },
  { sport: 1, transition: null, timerSec: 6764.48 },
  { sport: 0, transition: "Transition 3", timerSec: 269.81 },
  { sport: 2, transition: null, timerSec: 3211 },
];
/** The sum of the seven timers: 24 617.46 s, 608.9 s of them in transitions. */
const DAY_TIMER_SEC = 24_617.46;

/** 1 %, or 1 s on a short stretch: durations are whole seconds of the 1 s grid (decision 030). */
function expectTime(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(expected * 0.01, 1));
}

describe("a multisport upload", () => {
  it("stores each leg and transition with its own time; the day's total includes the transitions", async () => {
    const { athlete } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [{ name: FILE, bytes: fixture(FILE) }]);
    expect(result!.status, result!.message).toBe("imported");
    // The legs are named by part of day, sport and distance; the transitions by their place.
    const named = (name: string) => (name.startsWith("Transition") ? name : null);
    expect(
      result!.activities.map(({ sport, name }, index) => ({
        sport: LEGS[index]!.sport === null ? null : sport,
        transition: named(name),
      })),
    ).toEqual(LEGS.map(({ sport, transition }) => ({ sport, transition })));

    const response = await call(athlete, "GET", paths(athlete.id).range(DAY, DAY));
    expect(response.statusCode, response.body).toBe(200);
    const day = (response.json() as CalendarRangeResponse).activities;
    expect(day.map((activity) => activity.id)).toEqual(result!.activities.map(({ id }) => id));
    day.forEach((activity, index) => {
      expectTime(activity.completed_duration_seconds, LEGS[index]!.timerSec);
    });
    const total = day.reduce((sum, activity) => sum + activity.completed_duration_seconds, 0);
    expectTime(total, DAY_TIMER_SEC);
    expect(LEGS.reduce((sum, leg) => sum + leg.timerSec, 0)).toBeCloseTo(DAY_TIMER_SEC, 6);
  });
});
