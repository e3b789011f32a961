import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type DashboardResponse,
  DashboardResponseSchema,
} from "@coach/shared/dashboard/dashboard.schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPaths } from "../../../test/activities-support";
import { paths, restDay } from "../../../test/calendar-support";
import { type Person, signedCaller } from "../../../test/dashboard-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";

/**
 * The dashboard on the day after the fixture ride (16 August 2013): today is 17 August for
 * every athlete (UTC), and the window is the screen's, 12 to 22 August.
 */
let ctx: TestContext;
let dataDir: string;
const clock = fakeClock("2013-08-17T12:00:00Z");
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-dashboard-"));
  ctx = await createTestApp({ DATA_DIR: dataDir }, { clock });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, uploadRide, planRide } = signedCaller(() => ctx);

const WINDOW = "/api/dashboard/?startDate=2013-08-12&endDate=2013-08-22";

async function dashboard(person: Person, url = WINDOW): Promise<DashboardResponse> {
  const response = await call(person, "GET", url);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as DashboardResponse;
  expect(DashboardResponseSchema.parse(answer)).toEqual(answer);
  return answer;
}

/**
 * A business whose coach has five athletes, one per box of card C, and another business whose
 * coach has an athlete with the same kind of data. Everything is made through the routes: the
 * calendar API plans the rides, the upload imports the real ride file and matches it.
 */
async function world() {
  const db = ctx.db;
  const owner = await createUser(db, "owner");
  const coach = await createUser(db, "coach");
  const business = await createBusiness(db, owner.id, [coach.id]);
  const athlete = (firstName: string) => createUser(db, "athlete", { firstName });
  const done = await athlete("Done");
  const almost = await athlete("Almost");
  const failed = await athlete("Failed");
  const unplanned = await athlete("Unplanned");
  const scheduled = await athlete("Scheduled");
  for (const person of [done, almost, failed, unplanned, scheduled]) {
    await linkCoach(db, coach.id, person.id, business.id);
  }
  const otherOwner = await createUser(db, "owner");
  const otherCoach = await createUser(db, "coach");
  const otherBusiness = await createBusiness(db, otherOwner.id, [otherCoach.id]);
  const otherAthlete = await athlete("Other");
  await linkCoach(db, otherCoach.id, otherAthlete.id, otherBusiness.id);

  // The ride lasted 4700 s: planned 80 min (4800 s) it is -2.1 %, done as planned; planned
  // 45 min (2700 s) it is +74 %, beyond the 20 % tolerance: done, but off the plan.
  const doneWorkout = await planRide(coach, done.id, "2013-08-16", 80);
  const doneRide = await uploadRide(done, done.id);
  const almostWorkout = await planRide(coach, almost.id, "2013-08-16", 45);
  const almostRide = await uploadRide(almost, almost.id);
  // Planned for the 15th, nothing uploaded: missed once the day is past.
  const failedWorkout = await planRide(coach, failed.id, "2013-08-15", 60);
  // A ride nobody planned.
  const unplannedRide = await uploadRide(unplanned, unplanned.id);
  // Planned for the 19th: still to come. The rest day beside it is not training.
  const scheduledWorkout = await planRide(coach, scheduled.id, "2013-08-19", 60);
  const rest = await call(coach, "POST", paths(scheduled.id).workouts, {
    ...restDay(),
    date: "2013-08-20",
  });
  expect(rest.statusCode, rest.body).toBe(201);
  await planRide(otherCoach, otherAthlete.id, "2013-08-16", 80);
  await uploadRide(otherAthlete, otherAthlete.id);
  return {
    ...{ owner, coach, otherOwner, otherCoach, otherAthlete },
    athletes: { done, almost, failed, unplanned, scheduled },
    ids: { doneWorkout, doneRide, almostWorkout, almostRide, failedWorkout, unplannedRide },
    scheduledWorkout,
  };
}

describe("GET api/dashboard/", () => {
  it("puts a workout done, almost, failed, unplanned and scheduled in the right box", async () => {
    const w = await world();
    const { athletes, ids } = w;
    const answer = await dashboard(w.coach);
    expect(answer.days.map((day) => day.date)).toEqual([
      "2013-08-12",
      "2013-08-13",
      "2013-08-14",
      "2013-08-15",
      "2013-08-16",
      "2013-08-17",
      "2013-08-18",
      "2013-08-19",
      "2013-08-20",
      "2013-08-21",
      "2013-08-22",
    ]);
    const byDate = Object.fromEntries(answer.days.map((day) => [day.date, day]));
    const line = (
      athleteId: number,
      date: string,
      flag: string,
      workoutId: number | null,
      activityId: number | null,
    ) => ({
      athleteId,
      date,
      flag,
      workoutId,
      activityId,
    });
    // 16th: the ride done as planned and the unplanned ride are Completed / Unplanned; the
    // ride 74 % over its plan is a Plan deviation.
    expect(byDate["2013-08-16"]).toEqual({
      date: "2013-08-16",
      completed_or_unplanned: [
        line(athletes.done.id, "2013-08-16", "success", ids.doneWorkout, ids.doneRide.id),
        line(athletes.unplanned.id, "2013-08-16", "unplanned", null, ids.unplannedRide.id),
      ],
      missed_or_deviated: [
        line(athletes.almost.id, "2013-08-16", "between", ids.almostWorkout, ids.almostRide.id),
      ],
      scheduled: [],
    });
    // 15th: the ride nobody rode is missed.
    expect(byDate["2013-08-15"]!.missed_or_deviated).toEqual([
      line(athletes.failed.id, "2013-08-15", "failure", ids.failedWorkout, null),
    ]);
    // 19th: still to come; the rest day of the 20th is no line.
    expect(byDate["2013-08-19"]!.scheduled).toEqual([
      line(athletes.scheduled.id, "2013-08-19", "scheduled", w.scheduledWorkout, null),
    ]);
    const lines = answer.days.flatMap((day) => [
      ...day.completed_or_unplanned,
      ...day.missed_or_deviated,
      ...day.scheduled,
    ]);
    expect(lines).toHaveLength(5);

    // The calendar says the same of each past workout (it reads the wall clock for today, not
    // the test's clock, so the workout still to come in 2013 is past for it).
    for (const [athlete, workoutId, flag] of [
      [athletes.done, ids.doneWorkout, "success"],
      [athletes.almost, ids.almostWorkout, "between"],
      [athletes.failed, ids.failedWorkout, "failure"],
    ] as const) {
      const range = await call(w.coach, "GET", paths(athlete.id).range("2013-08-12", "2013-08-22"));
      const workout = range.json().workouts.find((item: { id: number }) => item.id === workoutId);
      expect(workout.flag).toBe(flag);
    }

    // configs: the five athletes by name, their ids and matched workouts.
    expect(answer.configs.map((config) => config.fullName)).toEqual([
      "Almost Tester",
      "Done Tester",
      "Failed Tester",
      "Scheduled Tester",
      "Unplanned Tester",
    ]);
    const configOf = (id: number) => answer.configs.find((config) => config.user_id === id)!;
    expect(configOf(athletes.done.id)).toMatchObject({
      today: "2013-08-17",
      workouts: [ids.doneWorkout],
      activities: [ids.doneRide.id],
      matchedWorkoutIds: [ids.doneWorkout],
    });
    // Dots from the 12th to today, the 17th: the 16th done as planned.
    expect(configOf(athletes.done.id).dotsData.map((dot) => dot.state)).toEqual([
      "rest",
      "rest",
      "rest",
      "rest",
      "completed",
      "rest",
    ]);
    expect(configOf(athletes.failed.id).dotsData[3]).toMatchObject({
      date: "2013-08-15",
      state: "missed",
    });
    expect(configOf(athletes.scheduled.id).workouts).toEqual([w.scheduledWorkout]);
    expect(answer.workouts.find((workout) => workout.id === ids.almostWorkout)).toMatchObject({
      name: "Ride 45 min",
      type: 2,
      totalDurationSec: 2700,
      flag: "between",
      matchedActivityId: ids.almostRide.id,
    });
    expect(answer.activities.find((activity) => activity.id === ids.doneRide.id)).toMatchObject({
      sport: 2,
      durationSec: 4700.05,
      matchedWorkoutId: ids.doneWorkout,
      flag: "success",
    });
    expect(answer.activities.find((a) => a.id === ids.almostRide.id)!.deviation).toBeCloseTo(
      74.1,
      1,
    );
  });

  it("shows an owner the whole business, other businesses nothing, athletes and strangers no entry", async () => {
    const w = await world();
    const mine = Object.values(w.athletes)
      .map((athlete) => athlete.id)
      .sort((a, b) => a - b);
    const ofOwner = await dashboard(w.owner);
    expect(ofOwner.configs.map((config) => config.user_id).sort((a, b) => a - b)).toEqual(mine);
    expect(ofOwner.days.flatMap((day) => day.completed_or_unplanned)).toHaveLength(2);

    for (const outsider of [w.otherOwner, w.otherCoach]) {
      const theirs = await dashboard(outsider);
      expect(theirs.configs.map((config) => config.user_id)).toEqual([w.otherAthlete.id]);
      const seen = [
        ...theirs.workouts.map((item) => item.athleteId),
        ...theirs.activities.map((item) => item.athleteId),
      ];
      expect(seen.every((id) => id === w.otherAthlete.id)).toBe(true);
    }
    const asAthlete = await call(w.athletes.done, "GET", WINDOW);
    expect(asAthlete.statusCode).toBe(403);
    expect(asAthlete.json()).toEqual({
      detail: "You do not have permission to perform this action.",
    });
    const anonymous = await call(null, "GET", WINDOW);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "no_auth_cred_provided" });
  });

  it("lists the recently commented activities and workouts, the latest comment first", async () => {
    const w = await world();
    const { athletes, ids } = w;
    const comment = async (
      person: Person,
      id: number,
      text: string,
      eventType: "activity" | "workout",
    ) => {
      const response = await call(person, "POST", activityPaths.comment(id), {
        comment: text,
        event_type: eventType,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // On the planned ride done (through its workout) by the coach and its athlete, on the
    // unplanned ride by its athlete, and on the deviated ride by the coach alone.
    await comment(w.coach, ids.doneWorkout, "Well paced", "workout");
    await comment(athletes.done, ids.doneRide.id, "Legs felt heavy at the end", "activity");
    await comment(athletes.unplanned, ids.unplannedRide.id, "Extra ride with friends", "activity");
    await comment(w.coach, ids.almostRide.id, "Too long today", "activity");

    const forCoach = await dashboard(w.coach);
    // The deviated ride has only the coach's own comment: no news to them.
    expect(forCoach.recentComments.map((thread) => [thread.eventType, thread.activityId])).toEqual([
      ["activity", ids.unplannedRide.id],
      ["workout", ids.doneRide.id],
    ]);
    expect(forCoach.recentComments[1]).toMatchObject({
      workoutId: ids.doneWorkout,
      athleteId: athletes.done.id,
      name: "Ride 80 min",
      date: "2013-08-16",
      sport: 2,
    });
    expect(
      forCoach.recentComments[1]!.comments.map((item) => [item.user_id, item.content]),
    ).toEqual([
      [w.coach.id, "Well paced"],
      [athletes.done.id, "Legs felt heavy at the end"],
    ]);
    expect(forCoach.recentComments[1]!.comments[1]!.user_name).toBe("Done Tester");
    // The owner did not write any of them: every thread is news, the latest first.
    const forOwner = await dashboard(w.owner);
    expect(forOwner.recentComments.map((thread) => thread.activityId)).toEqual([
      ids.almostRide.id,
      ids.unplannedRide.id,
      ids.doneRide.id,
    ]);
    expect((await dashboard(w.otherCoach)).recentComments).toEqual([]);
  });

  it("answers in a fixed number of statements whatever the number of athletes", async () => {
    const owner = await createUser(ctx.db, "owner");
    const coach = await createUser(ctx.db, "coach");
    const business = await createBusiness(ctx.db, owner.id, [coach.id]);
    const statementsFor = async () => {
      return recordQueries(ctx.db, () => dashboard(coach));
    };
    const addAthlete = async (day: string) => {
      const athlete = await createUser(ctx.db, "athlete");
      await linkCoach(ctx.db, coach.id, athlete.id, business.id);
      await planRide(coach, athlete.id, day, 60);
      return athlete;
    };
    await addAthlete("2013-08-14");
    const one = await statementsFor();
    for (const day of ["2013-08-15", "2013-08-16", "2013-08-18", "2013-08-19", "2013-08-20"]) {
      await addAthlete(day);
    }
    const six = await statementsFor();
    expect((await dashboard(coach)).configs).toHaveLength(6);
    // Athletes, workouts, activities, comments and to-dos; the session's user is kept since the
    // first call (decision 127).
    expect(one).toHaveLength(5);
    expect(six).toHaveLength(one.length);
  });

  it("refuses a window of more than 31 days or ending before it starts", async () => {
    const coach = await createUser(ctx.db, "coach");
    const long = await call(
      coach,
      "GET",
      "/api/dashboard/?startDate=2013-08-01&endDate=2013-09-01",
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ endDate: ["Choose a range of at most 31 days."] });
    const reversed = await call(
      coach,
      "GET",
      "/api/dashboard/?startDate=2013-08-02&endDate=2013-08-01",
    );
    expect(reversed.json().fields).toEqual({
      endDate: ["The end date cannot be before the start date."],
    });
    expect((await call(coach, "GET", "/api/dashboard/")).statusCode).toBe(400);
  });
});
