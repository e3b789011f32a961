import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ActivityItem, AnalyzeResponse } from "@coach/shared/activities/activity.schemas";
import {
  type SteadySession,
  steadyFit,
  steadyGpx,
} from "@coach/shared/activities/session-files-test-support";
import type { CalendarRangeResponse } from "@coach/shared/calendar/calendar.schemas";
import { encodeUtf8 } from "@coach/shared/formats/text-bytes";
import { messages } from "@coach/shared/validation/messages";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityCaller, onlyActivity, activityPaths as p } from "../../../test/activities-support";
import { calendarPeople, fixedPowerRide, paths } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities, athleteRecords, users } from "../../db/schema";

/**
 * A sport inferred on import, and changed afterwards by the athlete or their coach with every
 * figure recomputed from the stored original (docs/decisions/120-sport-inference-and-change.md).
 * The files are generated (no public file records a ride under a run, or a GPX ride with power
 * and no <type>): one steady hour, so each expected figure is a worked calculation.
 */

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-sport-change-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, uploadOk } = activityCaller(() => ctx);

// 07:00 UTC on 1 June 2024 (the athletes' clock is UTC): one hour at 8 m/s, 200 W, 140 bpm.
const DATE = "2024-06-01";
const HOUR: SteadySession = {
  start: new Date(`${DATE}T07:00:00Z`),
  seconds: 3600,
  speedMps: 8,
  heartRateBpm: 140,
  powerW: 200,
};
// At FTP 250 W: IF = 200 / 250 = 0.8, TSS = 1 h × 0.8² × 100 = 64.
const FTP_W = 250;
const POWER_TSS = 64;

async function setFtp(athleteId: number) {
  const zones = athleteZones({});
  zones.cyclingMethods.power.threshold = FTP_W;
  await ctx.db.update(users).set({ zones }).where(eq(users.id, athleteId));
}

type Figures = {
  sportOrigin?: string;
  sourceSport: string | null;
  stress: { method: string; stress: number } | null;
  timeInZones: { power: unknown };
};

async function analyze(person: { email: string }, id: number) {
  const response = await call(person, "GET", p.analyze(id));
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as AnalyzeResponse;
  return { ...answer, figures: answer.summary as unknown as Figures };
}

async function patch(person: { email: string } | null, id: number, body: object) {
  return call(person, "PATCH", p.activity(id), body);
}

async function calendarDay(person: { email: string }, athleteId: number) {
  const response = await call(person, "GET", paths(athleteId).range(DATE, DATE));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalendarRangeResponse;
}

/** A ride recorded with the watch in running mode: the file says "running". */
async function rideRecordedAsRun(person: { email: string }, athleteId: number) {
  const file = { name: "hour.fit", bytes: steadyFit(HOUR, "running") };
  const [result] = await uploadOk(person, athleteId, [file]);
  return onlyActivity(result!);
}

async function plannedHourRide(person: { email: string }, athleteId: number) {
  const body = fixedPowerRide("Hour ride");
  const response = await call(person, "POST", paths(athleteId).workouts, {
    ...body,
    steps: [{ ...body.steps[0]!, duration: 3600 }],
    date: DATE,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

describe("sport inferred on import", () => {
  it("stores a GPX ride with power and no <type> as a ride, marked inferred, stress from power", async () => {
    const { athlete } = await calendarPeople(ctx);
    await setFtp(athlete.id);
    const file = { name: "no-type.gpx", bytes: encodeUtf8(steadyGpx(HOUR)) };
    const [result] = await uploadOk(athlete, athlete.id, [file]);
    const ref = onlyActivity(result!);
    expect(ref).toMatchObject({ sport: 2, name: "Morning ride, 29 km" });
    const { figures, activity } = await analyze(athlete, ref.id);
    expect(figures).toMatchObject({ sportOrigin: "inferred", sourceSport: null });
    expect(figures.stress?.method).toBe("power");
    expect(figures.stress?.stress).toBeCloseTo(POWER_TSS, 0);
    expect(activity.actual_stress).toBeCloseTo(POWER_TSS, 0);
  });
});

describe("sport changed afterwards", () => {
  it("recomputes stress, zones, best efforts, name, match and calendar from the original", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await setFtp(athlete.id);
    const workoutId = await plannedHourRide(coach, athlete.id);
    const ref = await rideRecordedAsRun(athlete, athlete.id);
    // As a run it cannot match the planned ride, and its stress is not the power's.
    expect(ref).toMatchObject({ sport: 1, name: "Morning run, 29 km" });
    const asRun = await analyze(coach, ref.id);
    expect(asRun.activity).toMatchObject({ matched_workout_id: null, flag: "unplanned" });
    expect(asRun.figures.stress?.method).not.toBe("power");
    expect(asRun.peaks.distance.length).toBeGreaterThan(0);

    const changed = await patch(coach, ref.id, { sport: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    // 3600 s done for 3600 s planned: deviation 0, 'success'.
    expect(changed.json()).toMatchObject({
      id: ref.id,
      sport: 2,
      activity_name: "Morning ride, 29 km",
      matched_workout_id: workoutId,
      flag: "success",
    });
    expect((changed.json() as ActivityItem).actual_stress).toBeCloseTo(POWER_TSS, 0);

    const asRide = await analyze(athlete, ref.id);
    expect(asRide.figures).toMatchObject({
      sportOrigin: "changed",
      sourceSport: "running/generic",
    });
    expect(asRide.figures.stress?.method).toBe("power");
    expect(asRide.figures.stress?.stress).toBeCloseTo(POWER_TSS, 0);
    expect(asRide.figures.timeInZones.power).not.toBeNull();
    // Running's best efforts by distance are no ride's.
    expect(asRide.peaks.distance).not.toEqual(asRun.peaks.distance);
    expect(asRide.workout?.id).toBe(workoutId);

    const day = await calendarDay(athlete, athlete.id);
    expect(day.activities).toEqual([
      expect.objectContaining({
        id: ref.id,
        sport: 2,
        flag: "success",
        matched_workout_id: workoutId,
      }),
    ]);
    expect(day.workouts.map((workout) => workout.flag)).toEqual(["success"]);

    // Back to running by the athlete: the planned ride is free again.
    const back = await patch(athlete, ref.id, { sport: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      sport: 1,
      activity_name: "Morning run, 29 km",
      matched_workout_id: null,
      flag: "unplanned",
    });
    expect((await calendarDay(coach, athlete.id)).workouts[0]!.flag).toBe("failure");

    // Every change is told to the athlete's and the changer's screens.
    const changes = ctx.platform.events.emitted.filter(
      (event) => event.type === "activity.changed" && event.activityId === ref.id,
    );
    expect(changes).toEqual([
      { type: "activity.changed", athleteId: athlete.id, activityId: ref.id, changedBy: coach.id },
      {
        type: "activity.changed",
        athleteId: athlete.id,
        activityId: ref.id,
        changedBy: athlete.id,
      },
    ]);
  });

  it("keeps a name someone chose, takes a name and a sport at once, and drops the old sport's records", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const ref = await rideRecordedAsRun(athlete, athlete.id);
    await ctx.db.insert(athleteRecords).values({
      athleteId: athlete.id,
      key: "running_speed",
      range: "1000",
      value: 8,
      date: DATE,
      activityId: ref.id,
    });
    const renamed = await patch(coach, ref.id, { name: "Brick" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await patch(coach, ref.id, { sport: 2 });
    expect(changed.json()).toMatchObject({ sport: 2, activity_name: "Brick" });
    const records = await ctx.db
      .select()
      .from(athleteRecords)
      .where(and(eq(athleteRecords.athleteId, athlete.id), eq(athleteRecords.activityId, ref.id)));
    expect(records).toEqual([]);

    const both = await patch(athlete, ref.id, { name: "Swim?", sport: 3 });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ sport: 3, activity_name: "Swim?" });
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, ref.id));
    expect(row).toMatchObject({ sport: 3, name: "Swim?" });
  });

  it("refuses a sport that is none of ours, and an empty change", async () => {
    const { athlete } = await calendarPeople(ctx);
    const ref = await rideRecordedAsRun(athlete, athlete.id);
    for (const sport of [0, 7, 11, "cycling", null]) {
      const refused = await patch(athlete, ref.id, { sport });
      expect(refused.statusCode, `${String(sport)}: ${refused.body}`).toBe(400);
      expect(refused.body).toContain(messages.activitySportNotAllowed);
    }
    const empty = await patch(athlete, ref.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.activityChangeEmpty);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, ref.id));
    expect(row!.sport).toBe(1);
  });

  it("lets the athlete, their coach and the owner change it, and nobody else", async () => {
    const { athlete, coach, owner, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    const ref = await rideRecordedAsRun(athlete, athlete.id);
    for (const [person, sport] of [
      [athlete, 2],
      [coach, 1],
      [owner, 2],
    ] as const) {
      const response = await patch(person, ref.id, { sport });
      expect(response.statusCode, `${person.email}: ${response.body}`).toBe(200);
      expect((response.json() as ActivityItem).sport).toBe(sport);
    }
    for (const person of [outsider, otherOwner, otherAthlete]) {
      const response = await patch(person, ref.id, { sport: 1 });
      expect(response.statusCode, person.email).toBe(404);
    }
    expect((await patch(null, ref.id, { sport: 1 })).statusCode).toBe(401);
    expect((await patch(athlete, 2_000_000, { sport: 1 })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, ref.id));
    expect(row!.sport).toBe(2);
  });
});
