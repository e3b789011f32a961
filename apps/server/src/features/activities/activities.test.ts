import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type ActivityItem,
  ActivityListResponseSchema,
  type AnalyzeResponse,
  AnalyzeResponseSchema,
  NO_ACTIVITY_FILE_MESSAGE,
} from "@coach/shared/activities/activity.schemas";
import { CLIENT_SAMPLE_LIMIT } from "@coach/shared/activities/client-series";
import { decodeClientSamples } from "@coach/shared/activities/series-encoding";
import type {
  CalendarRangeResponse,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { messages } from "@coach/shared/validation/messages";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  onlyActivity,
  activityPaths as p,
  samplesJson,
  storedFiles,
} from "../../../test/activities-support";
import { calendarPeople, fixedPowerRide, paths } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities, activityComments, users } from "../../db/schema";

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-activities-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, upload, uploadOk } = activityCaller(() => ctx);

const ride = () => ({ name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) });
const swim = () => ({ name: FIXTURE_FILES.swim, bytes: fixture(FIXTURE_FILES.swim) });
const RIDE_DATE = "2013-08-16";

async function setFtp(athleteId: number, ftpW: number) {
  const zones = athleteZones({});
  zones.cyclingMethods.power.threshold = ftpW;
  await ctx.db.update(users).set({ zones }).where(eq(users.id, athleteId));
}

async function activityRows(athleteId: number) {
  return ctx.db.select().from(activities).where(eq(activities.athleteId, athleteId));
}

async function analyze(person: { email: string }, id: number) {
  const response = await call(person, "GET", p.analyze(id));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as AnalyzeResponse;
  expect(AnalyzeResponseSchema.parse(answer)).toEqual(answer);
  return answer;
}

/** A planned ride of `minutes` on a date, through the calendar API. */
async function plannedRide(person: { email: string }, athleteId: number, minutes: number) {
  const body = fixedPowerRide(`Ride ${minutes} min`);
  const step = body.steps[0]!;
  const response = await call(person, "POST", paths(athleteId).workouts, {
    ...body,
    steps: [{ ...step, duration: minutes * 60 }],
    date: RIDE_DATE,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function calendarDay(person: { email: string }, athleteId: number, date = RIDE_DATE) {
  const response = await call(person, "GET", paths(athleteId).range(date, date));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalendarRangeResponse;
}

describe("upload", () => {
  it("imports the Edge 810 ride (by the athlete) and the pool swim (by the coach) with the engine's figures", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await setFtp(athlete.id, 315);
    const [rideResult] = await uploadOk(athlete, athlete.id, [ride()]);
    const rideRef = onlyActivity(rideResult!);
    // Started 18:05 UTC (the file's session), 41,339 m by the device: the athlete's clock is UTC.
    expect(rideRef).toMatchObject({ date: RIDE_DATE, sport: 2, name: "Evening ride, 41 km" });
    expect(rideResult!.isTruncated).toBe(false);

    const [swimResult] = await uploadOk(coach, athlete.id, [swim()]);
    const swimRef = onlyActivity(swimResult!);
    // 13:42 UTC, 2606.04 m.
    expect(swimRef).toMatchObject({ date: "2017-06-13", sport: 3, name: "Afternoon swim, 2606 m" });

    const rows = await activityRows(athlete.id);
    expect(rows).toHaveLength(2);
    const rideRow = rows.find((row) => row.id === rideRef.id)!;
    expect(rideRow.uploadedBy).toBe(athlete.id);
    expect(rows.find((row) => row.id === swimRef.id)!.uploadedBy).toBe(coach.id);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(2);

    const { summary, activity } = await analyze(coach, rideRef.id);
    const figures = summary as {
      durationSec: number;
      distanceM: number;
      power: { normalizedPowerW: number; avgPowerW: number };
      stress: { method: string; stress: number };
      device: { totalDistanceM?: number; distanceM?: number };
    };
    expect(figures.durationSec).toBeGreaterThan(4700 * 0.98);
    expect(figures.durationSec).toBeLessThan(4700 * 1.02);
    expect(figures.distanceM / 41_300).toBeCloseTo(1, 1);
    expect(Math.abs(figures.power.normalizedPowerW - 301) / 301).toBeLessThan(0.02);
    expect(figures.stress.method).toBe("power");
    expect(Math.abs(figures.stress.stress - 118.7) / 118.7).toBeLessThan(0.02);
    expect(activity.actual_stress).toBeCloseTo(figures.stress.stress, 6);
    expect(activity).toMatchObject({
      flag: "unplanned",
      matched_workout_id: null,
      source: "upload",
    });

    const swimAnalysis = await analyze(athlete, swimRef.id);
    expect(
      (swimAnalysis.summary as { swim: { poolLengthM: number } }).swim.poolLengthM,
    ).toBeCloseTo(22.86, 2);
    expect(swimAnalysis.laps.length).toBeGreaterThan(0);

    const list = await call(
      coach,
      "GET",
      p.list(athlete.id, `?startDate=${RIDE_DATE}&endDate=2017-12-31`),
    );
    expect(list.statusCode).toBe(200);
    const items = ActivityListResponseSchema.parse(list.json()).items;
    expect(items.map((item) => item.id)).toEqual([rideRef.id, swimRef.id]);
    const onlyRide = await call(athlete, "GET", p.list(athlete.id, `?endDate=2014-01-01`));
    expect((onlyRide.json() as { items: ActivityItem[] }).items.map((item) => item.id)).toEqual([
      rideRef.id,
    ]);
  });

  it("recognises the same file twice: one activity, 'duplicate' naming it", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const [first] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(first!).id;
    const [second] = await uploadOk(coach, athlete.id, [ride()]);
    expect(second!.status).toBe("duplicate");
    expect(second!.message).toContain(FIXTURE_FILES.ride);
    expect(second!.message).toContain(`"Evening ride, 41 km" of ${RIDE_DATE}`);
    expect(second!.activities.map((activity) => activity.id)).toEqual([id]);
    // Twice in the same request too.
    const both = await uploadOk(athlete, athlete.id, [ride(), ride()]);
    expect(both.map((result) => result.status)).toEqual(["duplicate", "duplicate"]);
    expect(await activityRows(athlete.id)).toHaveLength(1);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(1);
  });

  it("imports a truncated file as far as it decodes, and says so", async () => {
    const { athlete } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [
      { name: FIXTURE_FILES.truncated, bytes: fixture(FIXTURE_FILES.truncated) },
    ]);
    onlyActivity(result!);
    expect(result!.isTruncated).toBe(true);
    expect(result!.message).toContain(FIXTURE_FILES.truncated);
    expect(result!.message).toMatch(/truncated/i);
    const [row] = await activityRows(athlete.id);
    expect(row!.isTruncated).toBe(true);
  });

  it("refuses a foreign file with a clear message naming it, storing nothing", async () => {
    const { athlete } = await calendarPeople(ctx);
    const results = await uploadOk(athlete, athlete.id, [
      { name: "notes.fit", bytes: Buffer.from("Just some text, not an activity.\n") },
      { name: "empty.gpx", bytes: new Uint8Array() },
      { name: "broken.gpx", bytes: Buffer.from("<gpx><trk><trkseg><trkpt lat=") },
    ]);
    expect(results.map((result) => result.status)).toEqual(["error", "error", "error"]);
    expect(results[0]!.message).toBe("notes.fit: this is not a FIT, GPX or TCX activity file.");
    expect(results[1]!.message).toContain("empty.gpx");
    expect(results[2]!.message).toContain("broken.gpx");
    expect(await activityRows(athlete.id)).toHaveLength(0);
    expect(storedFiles(dataDir, athlete.id)).toEqual([]);
  });

  it("answers 'File must not exceed 25MB' for a larger file and still imports the others", async () => {
    const { athlete } = await calendarPeople(ctx);
    const big = { name: "huge.fit", bytes: Buffer.alloc(25 * 1024 * 1024 + 1, 1) };
    const results = await uploadOk(athlete, athlete.id, [big, ride()]);
    expect(results[0]).toMatchObject({
      fileName: "huge.fit",
      status: "error",
      message: messages.fileTooLarge,
    });
    expect(results[0]!.message).toBe("File must not exceed 25MB");
    onlyActivity(results[1]!);
    expect(await activityRows(athlete.id)).toHaveLength(1);
    expect(storedFiles(dataDir, athlete.id)).toHaveLength(1);
  });

  it("refuses a coach of another business (404) and stores nothing", async () => {
    const { athlete, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    for (const person of [outsider, otherOwner, otherAthlete]) {
      const response = await upload(person, athlete.id, [ride()]);
      expect(response.statusCode).toBe(404);
    }
    expect((await upload(null, athlete.id, [ride()])).statusCode).toBe(401);
    expect(await activityRows(athlete.id)).toHaveLength(0);
    expect(storedFiles(dataDir, athlete.id)).toEqual([]);
  });

  it("answers 400 without a file", async () => {
    const { athlete } = await calendarPeople(ctx);
    const response = await upload(athlete, athlete.id, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(NO_ACTIVITY_FILE_MESSAGE);
    const json = await call(athlete, "POST", p.upload(athlete.id), { file: "x" });
    expect(json.statusCode).toBe(400);
  });

  it("keeps the original for download and removes it with the activity", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;
    const file = await call(coach, "GET", p.file(id));
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/vnd.ant.fit");
    expect(file.headers["content-disposition"]).toContain(FIXTURE_FILES.ride);
    expect(Buffer.compare(file.rawPayload, fixture(FIXTURE_FILES.ride))).toBe(0);

    await call(athlete, "POST", p.comment(id), { comment: "Hard one", event_type: "activity" });
    const deleted = await call(coach, "DELETE", p.activity(id));
    expect(deleted.statusCode).toBe(204);
    expect(await activityRows(athlete.id)).toHaveLength(0);
    expect(
      await ctx.db.select().from(activityComments).where(eq(activityComments.activityId, id)),
    ).toEqual([]);
    expect(storedFiles(dataDir, athlete.id)).toEqual([]);
    expect((await call(athlete, "GET", p.analyze(id))).statusCode).toBe(404);
    // And it can be imported again.
    onlyActivity((await uploadOk(athlete, athlete.id, [ride()]))[0]!);
  });
});

describe("matching", () => {
  it("matches the closest planned ride of the day and lights the calendar flags", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const short = await plannedRide(coach, athlete.id, 45);
    const close = await plannedRide(coach, athlete.id, 80);
    const before = await calendarDay(athlete, athlete.id);
    expect(before.workouts.map((workout) => workout.flag)).toEqual(["failure", "failure"]);
    expect(before.activities).toEqual([]);

    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;
    const day = await calendarDay(coach, athlete.id);
    // 4700.05 s done (the session's total_timer_time, shown as the device's: decision 117) for
    // 4800 planned: -2.1 %.
    expect(day.activities).toEqual([
      expect.objectContaining({
        id,
        date: RIDE_DATE,
        sport: 2,
        activity_name: "Evening ride, 41 km",
        flag: "success",
        matched_workout_id: close,
        completed_duration_seconds: 4700.05,
      }),
    ]);
    const flags = Object.fromEntries(day.workouts.map((workout) => [workout.id, workout.flag]));
    expect(flags).toEqual({ [short]: "failure", [close]: "success" });
    const { workout, activity } = await analyze(athlete, id);
    expect(workout?.id).toBe(close);
    expect(activity.matched_workout_data?.deviation).toBeCloseTo(-2.1, 1);

    // Re-matched to the 45 min ride: +74 %, 'between'.
    const rematch = await call(coach, "POST", p.match(id), { workoutId: short });
    expect(rematch.statusCode, rematch.body).toBe(200);
    expect(rematch.json()).toMatchObject({ matched_workout_id: short, flag: "between" });
    const after = await calendarDay(athlete, athlete.id);
    expect(Object.fromEntries(after.workouts.map((w) => [w.id, w.flag]))).toEqual({
      [short]: "between",
      [close]: "failure",
    });
    expect(after.activities[0]).toMatchObject({ flag: "between", matched_workout_id: short });

    // Unmatched: the activity is unplanned and both workouts missed.
    const unmatch = await call(athlete, "POST", p.match(id), { workoutId: null });
    expect(unmatch.json()).toMatchObject({ matched_workout_id: null, flag: "unplanned" });
    const unmatched = await calendarDay(coach, athlete.id);
    expect(unmatched.workouts.map((workout) => workout.flag)).toEqual(["failure", "failure"]);
    expect(unmatched.activities[0]!.flag).toBe("unplanned");
    expect((await analyze(coach, id)).workout).toBeNull();
  });

  it("refuses a workout of another athlete and leaves the sport's rules alone", async () => {
    const { athlete, coach, otherAthlete, outsider } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;
    const foreign = await plannedRide(outsider, otherAthlete.id, 60);
    expect((await call(coach, "POST", p.match(id), { workoutId: foreign })).statusCode).toBe(404);
    expect((await call(outsider, "POST", p.match(id), { workoutId: foreign })).statusCode).toBe(
      404,
    );
    const [row] = await activityRows(athlete.id);
    expect(row!.matchedWorkoutId).toBeNull();
  });

  it("does not match a planned run to a ride", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const response = await call(coach, "POST", paths(athlete.id).workouts, {
      ...fixedPowerRide(),
      type: 1,
      method: 1,
      subtype: 100,
      steps: [],
      date: RIDE_DATE,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    onlyActivity(result!);
    const day = await calendarDay(athlete, athlete.id);
    expect(day.activities[0]!.flag).toBe("unplanned");
    expect(day.workouts[0]!.flag).toBe("failure");
  });
});

describe("analysis", () => {
  it("answers the page's data and samples that round-trip through decodeClientSamples", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const results = await uploadOk(athlete, athlete.id, [ride(), swim()]);
    const rideId = onlyActivity(results[0]!).id;
    const swimId = onlyActivity(results[1]!).id;
    const answer = await analyze(coach, rideId);
    expect(answer.next_activity).toMatchObject({ id: swimId, sport: 3 });
    expect(answer.after_next_activity).toBeNull();
    expect(answer.laps.length).toBeGreaterThan(0);
    const curve = answer.peaks.time as { durationSec: number; powerW: number }[];
    const at = (seconds: number) => curve.find((point) => point.durationSec === seconds)!.powerW;
    expect(Math.abs(at(5) - 591) / 591).toBeLessThan(0.02);
    expect(Math.abs(at(1200) - 312) / 312).toBeLessThan(0.02);
    expect(answer.zones).toHaveProperty("power");
    expect(answer.comments).toEqual([]);

    const gzipped = await call(coach, "GET", p.samples(rideId), undefined, {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    const encoded = samplesJson(gzipped);
    const samples = decodeClientSamples(encoded);
    expect(samples.count).toBeLessThanOrEqual(CLIENT_SAMPLE_LIMIT);
    expect(samples.count).toBeGreaterThan(4000);
    expect(samples.series.powerInWatts).toHaveLength(samples.count);
    expect(samples.series.position_lat?.find((value) => value !== null)).toBeGreaterThan(-90);
    expect(
      Math.max(...(samples.series.powerInWatts as number[]).filter(Number.isFinite)),
    ).toBeGreaterThan(500);

    const plain = await call(athlete, "GET", p.samples(rideId), undefined, {
      "accept-encoding": "identity",
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(encoded);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("takes comments of the athlete and their coach, returned in analyze", async () => {
    const { athlete, coach, owner, outsider } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;
    const mine = await call(athlete, "POST", p.comment(id), {
      athlete: athlete.id,
      comment: "Legs felt good",
      event_type: "activity",
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ user_id: athlete.id, id: expect.any(Number) });
    const theirs = await call(coach, "POST", p.comment(id), {
      athlete: String(athlete.id),
      comment: "  Great pacing  ",
      event_type: "activity",
    });
    expect(theirs.statusCode).toBe(201);
    expect((await call(athlete, "POST", p.comment(id), { comment: "   " })).statusCode).toBe(400);
    expect((await call(athlete, "POST", p.comment(id), { comment: "" })).statusCode).toBe(400);
    expect(
      (await call(coach, "POST", p.comment(id), { athlete: coach.id, comment: "Wrong athlete" }))
        .statusCode,
    ).toBe(400);
    expect((await call(outsider, "POST", p.comment(id), { comment: "Hi" })).statusCode).toBe(404);
    const { comments } = await analyze(owner, id);
    expect(comments.map((comment) => [comment.user_id, comment.content])).toEqual([
      [athlete.id, "Legs felt good"],
      [coach.id, "Great pacing"],
    ]);
  });

  it("puts a comment on a planned workout on the activity matched to it", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const workoutId = await plannedRide(coach, athlete.id, 80);
    const id = onlyActivity((await uploadOk(athlete, athlete.id, [ride()]))[0]!).id;
    const response = await call(coach, "POST", p.comment(workoutId), {
      athlete: athlete.id,
      comment: "As planned",
      event_type: "workout",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await analyze(athlete, id)).comments.map((comment) => comment.content)).toEqual([
      "As planned",
    ]);
    // Unmatched, the planned workout keeps its own comments: the activity no longer shows them.
    await call(athlete, "POST", p.match(id), { workoutId: null });
    const unmatched = await call(coach, "POST", p.comment(workoutId), {
      comment: "Where were you?",
      event_type: "workout",
    });
    expect(unmatched.statusCode, unmatched.body).toBe(201);
    expect((await analyze(athlete, id)).comments.map((comment) => comment.content)).toEqual([
      "As planned",
    ]);
    const workout = await call(
      coach,
      "GET",
      `/api/athlete/${athlete.id}/calendar/workouts/${workoutId}/`,
    );
    expect((workout.json() as CalendarWorkout).comments.map((comment) => comment.content)).toEqual([
      "Where were you?",
    ]);
    // An unknown workout is still not found.
    const unknown = await call(coach, "POST", p.comment(999_999), {
      comment: "Hello?",
      event_type: "workout",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("names", () => {
  it("names a ride on the athlete's clock and in their units", async () => {
    // 18:05 UTC is 11:05 in Los Angeles (summer time); 41,339 m is 25.7 miles.
    const { athlete } = await calendarPeople(ctx, "America/Los_Angeles");
    await ctx.db.update(users).set({ displayUnits: "Imperial" }).where(eq(users.id, athlete.id));
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    expect(onlyActivity(result!).name).toBe("Morning ride, 26 mi");
  });

  it("renames an activity for its athlete and coach, on one line, and refuses a blank or long name", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;

    const renamed = await call(coach, "PATCH", p.activity(id), { name: "  Tempo\n with Ben  " });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as ActivityItem).activity_name).toBe("Tempo with Ben");
    expect((await analyze(athlete, id)).activity.activity_name).toBe("Tempo with Ben");
    const day = await calendarDay(athlete, athlete.id);
    expect(day.activities.map((activity) => activity.activity_name)).toEqual(["Tempo with Ben"]);

    for (const [name, message] of [
      ["   ", messages.required],
      ["x".repeat(101), messages.activityNameTooLong],
    ] as const) {
      const refused = await call(athlete, "PATCH", p.activity(id), { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await call(athlete, "PATCH", p.activity(id), {})).statusCode).toBe(400);
    const [row] = await activityRows(athlete.id);
    expect(row!.name).toBe("Tempo with Ben");
  });
});

describe("every route and role", () => {
  it("lets the athlete, their coach and the owner in, and nobody else", async () => {
    const people = await calendarPeople(ctx);
    const { athlete, coach, owner, outsider, otherOwner, otherAthlete } = people;
    const [result] = await uploadOk(athlete, athlete.id, [ride()]);
    const id = onlyActivity(result!).id;
    const workoutId = await plannedRide(coach, athlete.id, 80);
    type Route = [method: "GET" | "POST" | "PATCH", url: string, body?: object];
    const routes: Route[] = [
      ["GET", p.list(athlete.id)],
      ["GET", p.file(id)],
      ["GET", p.analyze(id)],
      ["GET", p.samples(id)],
      ["GET", p.records(athlete.id)],
      ["POST", p.comment(id), { comment: "Hello", event_type: "activity" }],
      ["POST", p.match(id), { workoutId }],
      ["POST", p.match(id), { workoutId: null }],
      ["PATCH", p.activity(id), { name: "Hill repeats" }],
    ];
    for (const person of [athlete, coach, owner]) {
      for (const [method, url, body] of routes) {
        const response = await call(person, method, url, body);
        expect(response.statusCode, `${person.email} ${method} ${url}`).toBeLessThan(300);
      }
    }
    for (const person of [outsider, otherOwner, otherAthlete]) {
      for (const [method, url, body] of routes) {
        const response = await call(person, method, url, body);
        expect(response.statusCode, `${person.email} ${method} ${url}`).toBe(404);
      }
      expect((await call(person, "DELETE", p.activity(id))).statusCode).toBe(404);
    }
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    expect((await call(null, "DELETE", p.activity(id))).statusCode).toBe(401);
    expect((await call(athlete, "GET", p.analyze(2_000_000))).statusCode).toBe(404);
    const [row] = await activityRows(athlete.id);
    expect(row).toBeDefined();
    expect((await call(owner, "DELETE", p.activity(id))).statusCode).toBe(204);
    expect(await activityRows(athlete.id)).toHaveLength(0);
  });
});
