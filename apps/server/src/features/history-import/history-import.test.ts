import { gzipSync } from "node:zlib";
import type { RecordItem } from "@coach/shared/activities/activity.schemas";
import type {
  HistoryImport,
  LatestHistoryImportResponse,
} from "@coach/shared/history-import/history-import.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  multipart,
} from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { bearer, login } from "../../../test/factories";
import { fitRun, zipBytes } from "../../../test/history-archive-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities, historyImportFiles, historyImports, notifications } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { call } = activityCaller(() => ctx);
type Person = { email: string };

const accessTokens = new Map<string, string>();

async function uploadArchive(
  person: Person,
  athleteId: number,
  bytes: Uint8Array,
  name = "export.zip",
) {
  const body = multipart([{ name, bytes }]);
  const access =
    accessTokens.get(person.email) ?? (await login(ctx.app, person.email)).tokens.access;
  accessTokens.set(person.email, access);
  return ctx.app.inject({
    method: "POST",
    url: `/api/athlete/${athleteId}/history-imports/`,
    payload: body.payload,
    headers: { ...bearer(access), ...body.headers },
  });
}

async function latest(person: Person, athleteId: number) {
  const response = await call(person, "GET", `/api/athlete/${athleteId}/history-imports/latest/`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as LatestHistoryImportResponse).import!;
}

describe("a Garmin Connect export (nested zip of uploaded files)", () => {
  it("imports the real files once, refuses the broken one, and rebuilds the records at the end", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const run = fixture(FIXTURE_FILES.run);
    const ride = fixture(FIXTURE_FILES.ride);
    const uploaded = await zipBytes([
      { name: "activity-small-fenix2-run.fit", bytes: run },
      { name: "Edge810-Vector-2013-08-16-15-35-10.fit", bytes: ride },
      // The same run again, compressed: a duplicate of the first.
      { name: "copy-of-run.fit.gz", bytes: gzipSync(run) },
      { name: "broken.fit", bytes: Buffer.from("not a FIT file") },
    ]);
    const archive = await zipBytes([
      { name: "DI_CONNECT/DI-Connect-Fitness/user_profile.json", bytes: Buffer.from("{}") },
      { name: "DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", bytes: uploaded },
    ]);
    // The coach brings the athlete's history.
    const posted = await uploadArchive(coach, athlete.id, archive, "garmin-export.zip");
    expect(posted.statusCode, posted.body).toBe(202);
    expect((posted.json() as HistoryImport).status).toBe("queued");
    await ctx.settle();

    const done = await latest(athlete, athlete.id);
    expect(done).toMatchObject({ status: "done", total: 4, imported: 2, duplicate: 1, refused: 1 });
    expect(done.files.map((file) => [file.name, file.status])).toEqual([
      [
        "DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip/copy-of-run.fit.gz",
        "duplicate",
      ],
      ["DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip/broken.fit", "refused"],
    ]);

    const rows = await ctx.db
      .select({ sport: activities.sport, summary: activities.summary, source: activities.source })
      .from(activities)
      .where(eq(activities.athleteId, athlete.id));
    expect(rows.map((row) => row.sport).sort()).toEqual([SportId.running, SportId.cycling]);
    // Outside the coach's daily upload quota: an archive's files are not uploads one by one.
    expect(rows.map((row) => row.source)).toEqual(["archive", "archive"]);
    // The run's session says 2832 s of timer time (fixtures/activities/README.md).
    const runRow = rows.find((row) => row.sport === SportId.running)!;
    const runSec = (runRow.summary as { durationSec: number }).durationSec;
    expect(Math.abs(runSec - 2832) / 2832).toBeLessThan(0.01);

    // Records written once at the end, from the files' own bests (fixtures/activities/README.md:
    // the Edge 810's mean-maximal power at 1 Hz is 5 s 591 W, 60 s 417 W, 300 s 341 W, 1200 s
    // 312 W; the fenix2 run's best 1 km is 4:06, i.e. 1000 m / 246 s = 4.07 m/s).
    const records = (
      await call(athlete, "GET", `/api/garmin/records/?athlete=${athlete.id}`)
    ).json().items as RecordItem[];
    const power = Object.fromEntries(
      records.filter((record) => record.key === "cycling_power").map((r) => [r.range, r.value]),
    );
    // Within 1 % of the README's whole watts and its 4:06 (a rounded time: ±0.5 s of 246 s).
    const within1Percent = (value: number | undefined, reference: number) =>
      expect(Math.abs((value ?? 0) - reference) / reference).toBeLessThan(0.01);
    for (const [seconds, watts] of [
      [5, 591],
      [60, 417],
      [300, 341],
      [1200, 312],
    ] as const) {
      within1Percent(power[seconds], watts);
    }
    const kilometre = records.find((r) => r.key === "running_speed" && r.range === 1000);
    within1Percent(kilometre?.value, 1000 / 246);

    // No notice per activity: one for the athlete, one for the coach who uploaded.
    const notices = await ctx.db
      .select({ userId: notifications.userId, type: notifications.notificationType })
      .from(notifications);
    const ofImport = notices.filter((n) => n.userId === athlete.id || n.userId === coach.id);
    expect(ofImport.map((n) => n.type).sort()).toEqual(["history_import", "history_import"]);
  });
});

describe("a Strava export's index", () => {
  it("gives a file without a sport or a title the ones activities.csv names", async () => {
    const { athlete } = await calendarPeople(ctx);
    const csv =
      'Activity ID,Activity Date,Activity Name,Activity Type,Filename\n1,"Jan 2, 2023, 6:00:00 AM","Lunch, with ""Ana""",Ride,activities/1.gpx\n';
    const gpx = Buffer.from(
      `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${Array.from(
        { length: 60 },
        (_, s) =>
          `<trkpt lat="${(46 + (s * 8) / 111_195).toFixed(7)}" lon="14.5"><time>2023-01-02T06:00:${String(s).padStart(2, "0")}Z</time></trkpt>`,
      ).join("")}</trkseg></trk></gpx>`,
    );
    const archive = await zipBytes([
      { name: "activities.csv", bytes: Buffer.from(csv) },
      { name: "activities/1.gpx", bytes: gpx },
    ]);
    expect((await uploadArchive(athlete, athlete.id, archive)).statusCode).toBe(202);
    await ctx.settle();
    const [row] = await ctx.db
      .select({ sport: activities.sport, name: activities.name })
      .from(activities)
      .where(eq(activities.athleteId, athlete.id));
    expect(row).toEqual({ sport: SportId.cycling, name: 'Lunch, with "Ana"' });
  });
});

describe("archives that cannot be imported", () => {
  it("fails a file that is not a zip, with the reason", async () => {
    const { athlete } = await calendarPeople(ctx);
    const posted = await uploadArchive(athlete, athlete.id, Buffer.from("plain text"), "x.zip");
    expect(posted.statusCode).toBe(202);
    await ctx.settle();
    const failed = await latest(athlete, athlete.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/not a zip archive/);
  });

  it("takes one import of an athlete at a time", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const archive = await zipBytes([{ name: "a.fit", bytes: fitRun(1) }]);
    expect((await uploadArchive(athlete, athlete.id, archive)).statusCode).toBe(202);
    const second = await uploadArchive(coach, athlete.id, archive);
    expect(second.statusCode).toBe(409);
    await ctx.settle();
    expect((await uploadArchive(coach, athlete.id, archive)).statusCode).toBe(202);
    await ctx.settle();
  });
});

describe("a run after a restart", () => {
  it("goes on after the files that already have an outcome", async () => {
    const { athlete } = await calendarPeople(ctx);
    const archive = await zipBytes(
      [0, 1, 2].map((index) => ({ name: `activities/${index}.fit`, bytes: fitRun(100 + index) })),
    );
    const posted = await uploadArchive(athlete, athlete.id, archive);
    const importId = (posted.json() as HistoryImport).id;
    // As a run that stopped after the first file left it: that file's outcome is kept.
    await ctx.db.insert(historyImportFiles).values({
      importId,
      position: 0,
      name: "activities/0.fit",
      status: "imported",
      activityCount: 1,
    });
    await ctx.db
      .update(historyImports)
      .set({ status: "running", processedCount: 1, importedCount: 1 })
      .where(eq(historyImports.id, importId));
    await ctx.settle();
    expect(await latest(athlete, athlete.id)).toMatchObject({
      status: "done",
      total: 3,
      processed: 3,
      imported: 3,
      duplicate: 0,
    });
    // Files 1 and 2 were read; file 0 was not read again.
    const rows = await ctx.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.athleteId, athlete.id));
    expect(rows).toHaveLength(2);
  });
});

describe("every route and role", () => {
  it("lets the athlete, their coach and the owner in, and nobody else", async () => {
    const people = await calendarPeople(ctx);
    const { athlete, coach, owner, outsider, otherOwner, otherAthlete } = people;
    const archive = await zipBytes([{ name: "a.fit", bytes: fitRun(2) }]);
    let importId = 0;
    for (const person of [athlete, coach, owner]) {
      const posted = await uploadArchive(person, athlete.id, archive);
      expect(posted.statusCode, person.email).toBe(202);
      importId = (posted.json() as HistoryImport).id;
      await ctx.settle();
      expect((await latest(person, athlete.id)).id).toBe(importId);
      const one = await call(person, "GET", `/api/history-imports/${importId}/`);
      expect(one.statusCode, person.email).toBe(200);
    }
    // The first import stored the run; the next two found it there.
    const byOwner = (await call(owner, "GET", `/api/history-imports/${importId}/`)).json();
    expect(byOwner).toMatchObject({ imported: 0, duplicate: 1 });

    for (const person of [outsider, otherOwner, otherAthlete]) {
      expect((await uploadArchive(person, athlete.id, archive)).statusCode, person.email).toBe(404);
      const list = await call(person, "GET", `/api/athlete/${athlete.id}/history-imports/latest/`);
      expect(list.statusCode, person.email).toBe(404);
      const one = await call(person, "GET", `/api/history-imports/${importId}/`);
      expect(one.statusCode, person.email).toBe(404);
    }
  });
});
