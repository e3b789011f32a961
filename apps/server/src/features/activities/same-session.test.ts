import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type SteadySession,
  steadyFit,
  steadyGpx,
  steadyTcx,
} from "@coach/shared/activities/session-files-test-support";
import { encodeUtf8 } from "@coach/shared/formats/text-bytes";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityCaller, onlyActivity, storedFiles } from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities } from "../../db/schema";
import { isSameSession, type SessionFigures } from "./same-session";

/**
 * The same session arriving twice in different formats (docs/decisions/121-duplicate-activities.md).
 * No public file pair records one session twice, so both are generated: the FIT with the SDK's
 * encoder, the TCX and GPX with small builders, every second alike so that the figures are
 * worked out by hand (distance = speed × seconds).
 */

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-same-session-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { uploadOk } = activityCaller(() => ctx);

// 07:00 UTC on 1 June 2024; the athletes' clock is UTC, so the day is 2024-06-01.
const START = new Date("2024-06-01T07:00:00Z");
// One hour at 8 m/s: 28,800 m, named "Morning ride, 29 km" on import.
const RIDE: SteadySession = {
  start: START,
  seconds: 3600,
  speedMps: 8,
  heartRateBpm: 140,
  powerW: 200,
};
const RIDE_NAME = '"Morning ride, 29 km" of 2024-06-01';

const fit = (session: SteadySession, name = "ride.fit") => ({ name, bytes: steadyFit(session) });
const tcx = (session: SteadySession, name = "ride.tcx") => ({
  name,
  bytes: encodeUtf8(steadyTcx(session)),
});
const gpx = (session: SteadySession, name = "ride.gpx") => ({
  name,
  bytes: encodeUtf8(steadyGpx(session, "ride")),
});

async function rowsOf(athleteId: number) {
  return ctx.db.select().from(activities).where(eq(activities.athleteId, athleteId));
}

describe("the same session from another file", () => {
  it("answers a TCX of a ride already imported as FIT 'duplicate', naming the first", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const [first] = await uploadOk(athlete, athlete.id, [fit(RIDE)]);
    const stored = onlyActivity(first!);
    expect(stored).toMatchObject({ date: "2024-06-01", sport: 2, name: "Morning ride, 29 km" });

    const [second] = await uploadOk(coach, athlete.id, [tcx(RIDE)]);
    expect(second).toMatchObject({
      status: "duplicate",
      message: `ride.tcx: this file was already imported as ${RIDE_NAME}.`,
      activities: [{ id: stored.id, date: "2024-06-01", sport: 2, name: "Morning ride, 29 km" }],
    });
    // Later from a tracker: a GPX starting 20 s late and 30 s shorter is the same session too.
    const tracker = { ...RIDE, start: new Date(START.getTime() + 20_000), seconds: 3570 };
    const [third] = await uploadOk(athlete, athlete.id, [gpx(tracker)]);
    expect(third!.status).toBe("duplicate");
    expect(third!.activities.map((activity) => activity.id)).toEqual([stored.id]);

    expect(await rowsOf(athlete.id)).toHaveLength(1);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(1);
  });

  it("recognises it within one upload too, whatever came first", async () => {
    const { athlete } = await calendarPeople(ctx);
    const results = await uploadOk(athlete, athlete.id, [tcx(RIDE), fit(RIDE)]);
    expect(results.map((result) => result.status)).toEqual(["imported", "duplicate"]);
    expect(results[1]!.message).toBe(`ride.fit: this file was already imported as ${RIDE_NAME}.`);
    expect(await rowsOf(athlete.id)).toHaveLength(1);
  });

  it("stores it once when the athlete and the coach send it at the same moment", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    // The same FIT from both, and the same session as a TCX: one lock decides them in turn.
    const results = await Promise.all([
      uploadOk(athlete, athlete.id, [fit(RIDE)]),
      uploadOk(coach, athlete.id, [fit(RIDE)]),
      uploadOk(coach, athlete.id, [tcx(RIDE)]),
    ]);
    const statuses = results.map(([result]) => result!.status).sort();
    expect(statuses).toEqual(["duplicate", "duplicate", "imported"]);
    const [stored] = await rowsOf(athlete.id);
    for (const [result] of results) {
      expect(result!.activities.map((activity) => activity.id)).toEqual([stored!.id]);
      if (result!.status === "duplicate") {
        expect(result!.message).toMatch(`this file was already imported as ${RIDE_NAME}.`);
      }
    }
    expect(await rowsOf(athlete.id)).toHaveLength(1);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(1);
  });

  it("imports a different session at the same time: half the distance", async () => {
    const { athlete } = await calendarPeople(ctx);
    await uploadOk(athlete, athlete.id, [fit(RIDE)]);
    // The same hour at 4 m/s: 14,400 m, half of the ride's 28,800 m.
    const slower = { ...RIDE, speedMps: 4 };
    const [result] = await uploadOk(athlete, athlete.id, [tcx(slower, "easy.tcx")]);
    expect(onlyActivity(result!).name).toBe("Morning ride, 14 km");
    expect(await rowsOf(athlete.id)).toHaveLength(2);
  });

  it("keeps another athlete's identical session apart", async () => {
    const { athlete, otherAthlete } = await calendarPeople(ctx);
    await uploadOk(athlete, athlete.id, [fit(RIDE)]);
    const [result] = await uploadOk(otherAthlete, otherAthlete.id, [tcx(RIDE)]);
    expect(result!.status).toBe("imported");
  });
});

describe("the tolerances", () => {
  const hour: SessionFigures = { startTime: START, durationSec: 3600, distanceM: 30_000 };
  const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

  it("takes starts within 60 s", () => {
    expect(isSameSession(hour, { ...hour, startTime: at(60) })).toBe(true);
    expect(isSameSession(hour, { ...hour, startTime: at(-61) })).toBe(false);
  });

  it("takes durations within 2 % or 60 s, whichever is more", () => {
    // 2 % of 3672 s is 73.4 s: 72 s apart is within; 3600 against 3680 (80 s) is not.
    expect(isSameSession(hour, { ...hour, durationSec: 3672 })).toBe(true);
    expect(isSameSession(hour, { ...hour, durationSec: 3680 })).toBe(false);
    // A 10-minute run: 2 % is 12 s, so the 60 s floor decides (660 s in, 661 s out).
    const short = { ...hour, durationSec: 600, distanceM: 2000 };
    expect(isSameSession(short, { ...short, durationSec: 660 })).toBe(true);
    expect(isSameSession(short, { ...short, durationSec: 661 })).toBe(false);
  });

  it("takes distances within 2 % of the longer, and does not hold a missing one against them", () => {
    // 2 % of 30,600 m is 612 m: 600 m apart is within; 30,000 against 30,700 m is not.
    expect(isSameSession(hour, { ...hour, distanceM: 30_600 })).toBe(true);
    expect(isSameSession(hour, { ...hour, distanceM: 30_700 })).toBe(false);
    expect(isSameSession(hour, { ...hour, distanceM: 15_000 })).toBe(false);
    expect(isSameSession(hour, { ...hour, distanceM: null })).toBe(true);
  });
});
