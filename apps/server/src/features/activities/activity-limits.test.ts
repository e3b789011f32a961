import type { AnalyzeResponse } from "@coach/shared/activities/activity.schemas";
import { messages } from "@coach/shared/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  onlyActivity,
  activityPaths as p,
} from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { createActivityParser } from "./activity-parser";

/**
 * "One real file takes the server down": the Strava Android app's file decodes to one record
 * in 2085, and before the bounds the normaliser allocated a grid up to it. Parsing also runs
 * in worker threads with a memory limit, so a file that still exhausts it fails alone.
 */

const STRAVA_FILE = "strava-android-app-201.10-b1218918.fit";

function within(actual: number, expected: number, fraction: number) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(
    Math.abs(expected) * fraction,
  );
}

describe("the Strava Android app file", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  });
  afterAll(async () => ctx?.close());
  const { call, uploadOk } = activityCaller(() => ctx);

  it("is imported as far as it decodes, without its 2085 record, and the server still answers", async () => {
    const { athlete } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [
      { name: STRAVA_FILE, bytes: fixture(STRAVA_FILE) },
    ]);
    const ref = onlyActivity(result!);
    expect(ref).toMatchObject({ date: "2021-09-27", sport: 1 });
    // The file is damaged at byte 7472 (@garmin/fitsdk stops there): 473 records decode, the
    // last of them dated 2085-12-21 (its bytes are shifted by the damage).
    expect(result!.isTruncated).toBe(true);
    expect(result!.message).toContain("FIT Runtime Error at byte 7472");
    expect(result!.message).toContain("the 472 records that decoded were imported");
    expect(result!.message).toContain("1 record with an implausible timestamp was dropped.");

    const analyzed = await call(athlete, "GET", p.analyze(ref.id));
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const summary = (analyzed.json() as AnalyzeResponse).summary as {
      durationSec: number;
      distanceM: number;
      computed: { durationSec?: number; distanceM?: number };
    };
    // The session message (written first by the app) keeps the whole run's own figures, 3558 s
    // and 11274.04 m, which the summary shows (device figures first, decision 117). The records
    // that decode run from 14:13:10 to 14:18:24 UTC (314 s) and 928.25 m, as @garmin/fitsdk
    // reads them: our own figures from them are kept beside the device's.
    expect(summary).toMatchObject({ durationSec: 3558, distanceM: 11274.04 });
    within(summary.computed.durationSec!, 314, 0.02);
    within(summary.computed.distanceM!, 928.25, 0.02);

    const health = await call(null, "GET", "/api/health");
    expect(health.statusCode).toBe(200);
  });
});

describe("a parse that exhausts its worker's memory", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { AUTH_RATE_LIMIT: "100000" },
      {
        activityParser: createActivityParser({
          maxThreads: 1,
          maxOldGenerationSizeMb: 64,
          taskModule: new URL("../../../test/hungry-parse.task.ts", import.meta.url),
        }),
      },
    );
  });
  afterAll(async () => ctx?.close());
  const { call, uploadOk } = activityCaller(() => ctx);

  it("fails alone with the clear message while the next file and request succeed", async () => {
    const { athlete } = await calendarPeople(ctx);
    const ride = fixture(FIXTURE_FILES.ride);
    const [hungry, plain] = await uploadOk(athlete, athlete.id, [
      { name: "hungry-ride.fit", bytes: ride },
      { name: "ride.fit", bytes: ride },
    ]);
    expect(hungry).toEqual({
      fileName: "hungry-ride.fit",
      status: "error",
      message: `hungry-ride.fit: ${messages.activityNeedsTooMuchMemory}`,
      activities: [],
      isTruncated: false,
    });
    expect(onlyActivity(plain!)).toMatchObject({ date: "2013-08-16", sport: 2 });

    const health = await call(null, "GET", "/api/health");
    expect(health.statusCode).toBe(200);
  });
});
