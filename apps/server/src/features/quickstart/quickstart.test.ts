import type {
  AthleteQuickstart,
  OwnerQuickstart,
} from "@coach/shared/dashboard/quickstart.schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths, run } from "../../../test/calendar-support";
import { type Person, signedCaller } from "../../../test/dashboard-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { onActivityImported } from "./quickstart.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
const { call, uploadRide } = signedCaller(() => ctx);

const OWNER = "/api/business-owner/quickstart/";
const ATHLETE = "/api/quickstart/";
const NOTHING_DONE: OwnerQuickstart = {
  add_activity_tracker: false,
  add_workout_to_calendar: false,
  add_athlete: false,
};

async function quickstartOf(owner: Person): Promise<OwnerQuickstart> {
  // Background work runs as a real instance's would: the events reach their subscribers.
  await ctx.settle();
  const response = await call(owner, "GET", OWNER);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function athleteQuickstartOf(person: Person): Promise<AthleteQuickstart> {
  await ctx.settle();
  const response = await call(person, "GET", ATHLETE);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function owner() {
  const person = await createUser(ctx.db, "owner");
  const business = await createBusiness(ctx.db, person.id);
  return { ...person, businessId: business.id };
}

async function planWorkout(person: Person, athleteId: number) {
  const response = await call(person, "POST", paths(athleteId).workouts, {
    ...run(),
    date: "2040-01-02",
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe("the owner's quickstart", () => {
  it("checks 'add athlete' when the owner creates an athlete", async () => {
    const boss = await owner();
    const bystander = await owner();
    expect(await quickstartOf(boss)).toEqual(NOTHING_DONE);
    const created = await call(boss, "POST", "/api/business-owner/athletes/", {
      full_name: "Nina New",
      email: `nina-${crypto.randomUUID()}@example.com`,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(await quickstartOf(boss)).toEqual({ ...NOTHING_DONE, add_athlete: true });
    expect(await quickstartOf(bystander)).toEqual(NOTHING_DONE);
  });

  it("checks 'add athlete' when an athlete accepts the owner's invitation, not on a decline", async () => {
    const boss = await owner();
    const athlete = await createUser(ctx.db, "athlete");
    const sent = await call(boss, "POST", "/api/invitations/send", { email: athlete.email });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const hash = sent.json().invitation.url_hash as string;
    // Someone else's invitation declined first: nothing changes.
    const other = await owner();
    const otherAthlete = await createUser(ctx.db, "athlete");
    const otherSent = await call(other, "POST", "/api/invitations/send", {
      email: otherAthlete.email,
    });
    const declined = await call(otherAthlete, "POST", "/api/invitations/respond", {
      url_hash: otherSent.json().invitation.url_hash,
      response: "Declined",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await quickstartOf(other)).toEqual(NOTHING_DONE);

    const accepted = await call(athlete, "POST", "/api/invitations/respond", {
      url_hash: hash,
      response: "Accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await quickstartOf(boss)).toEqual({ ...NOTHING_DONE, add_athlete: true });
  });

  it("checks 'add workout to calendar' when the owner plans a workout or applies a plan", async () => {
    const boss = await owner();
    const athlete = await createUser(ctx.db, "athlete");
    await linkCoach(ctx.db, boss.id, athlete.id, boss.businessId);
    // A coach of the business planning one is not the owner doing it.
    const coach = await createUser(ctx.db, "coach");
    await linkCoach(ctx.db, coach.id, athlete.id, boss.businessId);
    await planWorkout(coach, athlete.id);
    expect(await quickstartOf(boss)).toEqual(NOTHING_DONE);
    await planWorkout(boss, athlete.id);
    expect(await quickstartOf(boss)).toEqual({ ...NOTHING_DONE, add_workout_to_calendar: true });

    const planner = await owner();
    const planned = await createUser(ctx.db, "athlete");
    await linkCoach(ctx.db, planner.id, planned.id, planner.businessId);
    const workout = {
      ...run("Easy run"),
      id: null,
      isBasedOnZones: true,
      ownerId: null,
      ownerName: null,
      totalStress: null,
      isSTDefault: false,
    };
    const restDay = { isRestDay: true, workouts: [] };
    const plan = await call(planner, "POST", "/api/plan-library/", {
      title: "One week",
      notes: "",
      structure: [
        [
          { isRestDay: false, workouts: [workout] },
          restDay,
          restDay,
          restDay,
          restDay,
          restDay,
          restDay,
        ],
      ],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(await quickstartOf(planner)).toEqual(NOTHING_DONE);
    const applied = await call(planner, "POST", "/api/plan-library/apply/", {
      planId: plan.json().plan.id,
      athletes: [planned.id],
      startDates: { [planned.id]: "2040-01-02" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await quickstartOf(planner)).toEqual({ ...NOTHING_DONE, add_workout_to_calendar: true });
  });

  it("checks 'add activity tracker' when the owner imports an activity onto their own calendar", async () => {
    const boss = await owner();
    const athlete = await createUser(ctx.db, "athlete");
    await linkCoach(ctx.db, boss.id, athlete.id, boss.businessId);
    // A file on an athlete's calendar is the athlete's training, not the owner's tracker.
    await uploadRide(boss, athlete.id);
    expect(await quickstartOf(boss)).toEqual(NOTHING_DONE);
    await uploadRide(boss, boss.id);
    expect(await quickstartOf(boss)).toEqual({ ...NOTHING_DONE, add_activity_tracker: true });
  });

  it("checks tasks sent by PUT and never unchecks one", async () => {
    const boss = await owner();
    const ticked = await call(boss, "PUT", OWNER, { add_activity_tracker: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toEqual({ ...NOTHING_DONE, add_activity_tracker: true });
    const unticked = await call(boss, "PUT", OWNER, {
      add_activity_tracker: false,
      add_workout_to_calendar: false,
      add_athlete: false,
    });
    expect(unticked.json()).toEqual({ ...NOTHING_DONE, add_activity_tracker: true });
    const all = await call(boss, "PUT", OWNER, {
      add_workout_to_calendar: true,
      add_athlete: true,
    });
    expect(all.json()).toEqual({
      add_activity_tracker: true,
      add_workout_to_calendar: true,
      add_athlete: true,
    });
    expect(await quickstartOf(boss)).toEqual(all.json());
  });

  it("is the business owner's alone", async () => {
    const coach = await createUser(ctx.db, "coach");
    const athlete = await createUser(ctx.db, "athlete");
    for (const person of [coach, athlete]) {
      expect((await call(person, "GET", OWNER)).statusCode).toBe(403);
      expect((await call(person, "PUT", OWNER, { add_athlete: true })).statusCode).toBe(403);
    }
    expect((await call(null, "GET", OWNER)).statusCode).toBe(401);
    expect((await call(null, "PUT", OWNER, {})).statusCode).toBe(401);
  });
});

describe("the athlete's quick start", () => {
  it("sets the flags sent true, each person their own", async () => {
    const athlete = await createUser(ctx.db, "athlete");
    const coach = await createUser(ctx.db, "coach");
    const none = {
      add_activity_tracker: false,
      add_activity_tracker_dismissed: false,
      select_an_activity_tracker_dismissed: false,
    };
    expect((await call(athlete, "GET", ATHLETE)).json()).toEqual(none);
    const dismissed = await call(athlete, "POST", ATHLETE, {
      add_activity_tracker_dismissed: true,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ ...none, add_activity_tracker_dismissed: true });
    const back = await call(athlete, "POST", ATHLETE, {
      add_activity_tracker_dismissed: false,
      select_an_activity_tracker_dismissed: true,
    });
    expect(back.json()).toEqual({
      ...none,
      add_activity_tracker_dismissed: true,
      select_an_activity_tracker_dismissed: true,
    });
    expect((await call(coach, "GET", ATHLETE)).json()).toEqual(none);
    expect((await call(null, "GET", ATHLETE)).statusCode).toBe(401);
    expect((await call(null, "POST", ATHLETE, {})).statusCode).toBe(401);
    expect((await call(athlete, "POST", ATHLETE, { add_activity_tracker: "yes" })).statusCode).toBe(
      400,
    );
  });

  it("sets 'add activity tracker' once an activity file of theirs is imported, and keeps it", async () => {
    const athlete = await createUser(ctx.db, "athlete");
    const bystander = await createUser(ctx.db, "athlete");
    const none = {
      add_activity_tracker: false,
      add_activity_tracker_dismissed: false,
      select_an_activity_tracker_dismissed: false,
    };
    expect(await athleteQuickstartOf(athlete)).toEqual(none);
    await uploadRide(athlete, athlete.id);
    expect(await athleteQuickstartOf(athlete)).toEqual({ ...none, add_activity_tracker: true });
    expect(await athleteQuickstartOf(bystander)).toEqual(none);
    // Dismissed afterwards, then the event delivered again (at least once): nothing changes.
    await call(athlete, "POST", ATHLETE, { add_activity_tracker_dismissed: true });
    const imported = ctx.platform.events.emitted.find(
      (event) => event.type === "activity.imported" && event.athleteId === athlete.id,
    );
    if (imported?.type !== "activity.imported") throw new Error("no activity.imported event");
    await onActivityImported(ctx.deps, imported);
    expect(await athleteQuickstartOf(athlete)).toEqual({
      ...none,
      add_activity_tracker: true,
      add_activity_tracker_dismissed: true,
    });
  });
});
