import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UploadResponse } from "@coach/shared/activities/activity.schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  storedFiles,
} from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities } from "../../db/schema";
import { type ActivityParser, createActivityParser } from "./activity-parser";

/** Uploads that cannot stall the server (docs/decisions/084-upload-limits.md). */

const ride = () => ({ name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) });
const swim = () => ({ name: FIXTURE_FILES.swim, bytes: fixture(FIXTURE_FILES.swim) });

describe("the size of one upload request", () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coach-upload-limits-"));
    ctx = await createTestApp({
      AUTH_RATE_LIMIT: "100000",
      DATA_DIR: dataDir,
      UPLOAD_MAX_REQUEST_MB: "1",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { upload } = activityCaller(() => ctx);

  it("over the total is refused with 413 and nothing is stored", async () => {
    const { athlete } = await calendarPeople(ctx);
    const filler = { name: "filler.gpx", bytes: new Uint8Array(1024 * 1024) };
    const response = await upload(athlete, athlete.id, [ride(), filler]);
    expect(response.statusCode, response.body).toBe(413);
    const message = response.json().error.message as string;
    expect(message).toContain("at most 20 files and 1 MB in all");
    expect(storedFiles(dataDir, athlete.id)).toEqual([]);
    const rows = await ctx.db.select().from(activities).where(eq(activities.athleteId, athlete.id));
    expect(rows).toEqual([]);
  });

  it("with more than 20 files is refused with 413", async () => {
    const { athlete } = await calendarPeople(ctx);
    const files = Array.from({ length: 21 }, (_, index) => ({
      name: `empty-${index}.gpx`,
      bytes: new TextEncoder().encode("not an activity"),
    }));
    const response = await upload(athlete, athlete.id, files);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.message).toContain("at most 20 files");
  });

  it("within the bounds still imports every file of the request", async () => {
    const { athlete } = await calendarPeople(ctx);
    const response = await upload(athlete, athlete.id, [ride(), swim()]);
    expect(response.statusCode, response.body).toBe(200);
    const results = (response.json() as UploadResponse).files;
    expect(results.map((result) => result.status)).toEqual(["imported", "imported"]);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(2);
  });
});

/** A real parser whose decoding waits until the test lets it go on. */
function heldParser(): { parser: ActivityParser; started: () => number; release: () => void } {
  const real = createActivityParser({ maxThreads: 1, maxOldGenerationSizeMb: 512 });
  let startedCount = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    parser: {
      async importFile(fileName, filePath, zones) {
        startedCount += 1;
        await gate;
        return real.importFile(fileName, filePath, zones);
      },
      close: () => real.close(),
    },
    started: () => startedCount,
    release,
  };
}

describe("uploads one user runs at once", () => {
  let ctx: TestContext;
  const held = heldParser();
  beforeAll(async () => {
    ctx = await createTestApp(
      { AUTH_RATE_LIMIT: "100000", UPLOAD_CONCURRENCY_PER_USER: "2" },
      { activityParser: held.parser },
    );
  });
  afterAll(async () => ctx?.close());
  const { upload } = activityCaller(() => ctx);

  it("the third while two run is refused with 429; the two finish", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const first = upload(athlete, athlete.id, [ride()]);
    const second = upload(athlete, athlete.id, [swim()]);
    await expect.poll(held.started, { timeout: 10_000 }).toBe(2);

    const third = await upload(athlete, athlete.id, [ride()]);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json().error.message).toBe(
      "You already have 2 uploads in progress. Wait for them to finish, then try again.",
    );
    expect(third.headers["retry-after"]).toBeDefined();
    // Another user's upload is not held up by this one's.
    const byCoach = upload(coach, athlete.id, [ride()]);
    await expect.poll(held.started, { timeout: 10_000 }).toBe(3);

    held.release();
    for (const response of await Promise.all([first, second, byCoach])) {
      expect(response.statusCode, response.body).toBe(200);
    }
    const again = await upload(athlete, athlete.id, [ride()]);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe("the daily quota of files", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", UPLOAD_DAILY_FILES: "1" });
  });
  afterAll(async () => ctx?.close());
  const { upload } = activityCaller(() => ctx);

  it("stops the files past it, then refuses the next request with 429 and when it resets", async () => {
    const { athlete } = await calendarPeople(ctx);
    const before = Date.now();
    const response = await upload(athlete, athlete.id, [ride(), swim()]);
    expect(response.statusCode, response.body).toBe(200);
    const [first, second] = (response.json() as UploadResponse).files;
    expect(first!.status).toBe("imported");
    expect(second!.status).toBe("error");
    expect(second!.message).toBe(
      `${FIXTURE_FILES.swim}: You have reached the daily upload limit of 500 MB or 1 files. More can be uploaded 24 hours after your earlier uploads.`,
    );

    const next = await upload(athlete, athlete.id, [swim()]);
    expect(next.statusCode, next.body).toBe(429);
    const message = next.json().error.message as string;
    expect(message).toMatch(
      /^You have reached the daily upload limit of 500 MB or 1 files\. More can be uploaded from \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    );
    const retryAfterSec = Number(next.headers["retry-after"]);
    expect(retryAfterSec).toBeGreaterThan(23 * 3600);
    expect(retryAfterSec).toBeLessThanOrEqual(24 * 3600 + (Date.now() - before) / 1000 + 1);
  });
});

describe("the daily quota of bytes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // 0.2 MB: the ride (148 kB) fits, the swim (89 kB) after it does not.
    ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", UPLOAD_DAILY_MB: "0.2" });
  });
  afterAll(async () => ctx?.close());
  const { upload } = activityCaller(() => ctx);

  it("counts the stored originals' sizes", async () => {
    const { athlete } = await calendarPeople(ctx);
    const first = await upload(athlete, athlete.id, [ride()]);
    expect(first.statusCode, first.body).toBe(200);
    const [stored] = await ctx.db
      .select({ fileSizeBytes: activities.fileSizeBytes })
      .from(activities)
      .where(eq(activities.athleteId, athlete.id));
    expect(stored!.fileSizeBytes).toBe(ride().bytes.length);

    const second = await upload(athlete, athlete.id, [swim()]);
    expect(second.statusCode, second.body).toBe(200);
    const [result] = (second.json() as UploadResponse).files;
    expect(result!.status).toBe("error");
    expect(result!.message).toContain("daily upload limit of 0.2 MB or 200 files");
  });
});
