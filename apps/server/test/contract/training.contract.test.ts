import { gunzipSync } from "node:zlib";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FIXTURE_FILES, fixture, multipart } from "../activities-support";
import { run } from "../calendar-support";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  FORBIDDEN,
  specCall,
} from "./contract-support";
import {
  Activity,
  Analysis,
  AthleteZones,
  LibraryListItem,
  Plan,
  PlanWithStructure,
  RecordItems,
  Workout,
} from "./spec-shapes";

/**
 * Document 001, section 7: "Plan library", "Library" and "Calendar and analysis", with the
 * spec's payloads. (Its comment, records-accept and peak calls are the first document's,
 * checked in dashboard and notifications contract tests.)
 */

let ctx: TestContext;
let world: ContractWorld;
const call = contractCaller(() => ctx);
const PLANS = "/api/plan-library/";

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

/** A plan of one week as the builder sends it: the week's days, workouts on Monday and Thursday. */
function oneWeek() {
  const day = (workouts: object[]) => ({ isRestDay: false, workouts });
  const planned = (name: string) => ({
    ...run(name),
    id: null,
    isBasedOnZones: true,
    ownerId: null,
    ownerName: null,
    totalStress: null,
    isSTDefault: false,
  });
  return [
    [
      day([planned("Tempo run")]),
      day([]),
      day([]),
      day([planned("Easy run")]),
      day([]),
      day([]),
      { isRestDay: true, workouts: [] },
    ],
  ];
}

/** POST api/plan-library/ "with workouts, title, notes, workoutsCount, days, id". */
async function savePlan(title = "Base block") {
  const answer = await call(world.coach, "POST", PLANS, {
    workouts: oneWeek(),
    title,
    notes: "Keep it easy.",
    workoutsCount: 2,
    days: 2,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectShape(answer.body, z.object({ plan: PlanWithStructure })).plan;
}

async function applyPlan(planId: number) {
  const answer = await call(world.coach, "POST", `${PLANS}apply/`, {
    planId,
    athletes: [world.athlete.id],
    startDates: { [world.athlete.id]: "2040-01-02" },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

describe("the plan library", () => {
  it(specCall("POST api/plan-library/"), async () => {
    const plan = await savePlan();
    expect(plan).toMatchObject({ title: "Base block", workoutsCount: 2, days: 2 });
    expect(plan.meta).toMatchObject({ weeks: 1, workoutsCount: 2, days: 2 });
    for (const person of [world.athlete]) {
      const refused = await call(person, "POST", PLANS, { workouts: oneWeek(), title: "x" });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
    }
  });

  it(specCall("GET api/plan-library/"), async () => {
    const plan = await savePlan("Listed plan");
    const list = await call(world.coach, "GET", PLANS);
    expect(list.status).toBe(200);
    const { plans } = expectShape(list.body, z.object({ plans: z.array(Plan) }));
    expect(plans.map((item) => item.id)).toContain(plan.id);
    const one = await call(world.coach, "GET", `${PLANS}?id=${plan.id}`);
    expect(one.status).toBe(200);
    expect(expectShape(one.body, PlanWithStructure).id).toBe(plan.id);
    const outsider = await call(world.otherCoach, "GET", `${PLANS}?id=${plan.id}`);
    expect([403, 404]).toContain(outsider.status);
    const otherList = await call(world.otherCoach, "GET", PLANS);
    const others = expectShape(otherList.body, z.object({ plans: z.array(Plan) })).plans;
    expect(others.map((item) => item.id)).not.toContain(plan.id);
  });

  it(specCall("PUT api/plan-library/"), async () => {
    const plan = await savePlan();
    const answer = await call(world.coach, "PUT", PLANS, {
      id: plan.id,
      workouts: oneWeek(),
      title: "Base block, revised",
      notes: "Keep it easy.",
      workoutsCount: 2,
      days: 2,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = expectShape(answer.body, z.object({ plan: PlanWithStructure })).plan;
    expect(saved.title).toBe("Base block, revised");
    const outsider = await call(world.otherCoach, "PUT", PLANS, {
      id: plan.id,
      workouts: oneWeek(),
      title: "Taken",
    });
    expect([403, 404]).toContain(outsider.status);
  });

  it(specCall("DELETE api/plan-library/"), async () => {
    const plan = await savePlan();
    const outsider = await call(world.otherCoach, "DELETE", PLANS, { planId: plan.id });
    expect([403, 404]).toContain(outsider.status);
    const answer = await call(world.coach, "DELETE", PLANS, { planId: plan.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Plan deleted successfully." });
  });

  it(specCall("POST api/plan-library/apply/"), async () => {
    const plan = await savePlan();
    const answer = await applyPlan(plan.id);
    expect(answer.body).toMatchObject({ message: "Plan successfully applied" });
    const outsider = await call(world.otherCoach, "POST", `${PLANS}apply/`, {
      planId: plan.id,
      athletes: [world.athlete.id],
      startDates: { [world.athlete.id]: "2040-01-02" },
    });
    expect([403, 404]).toContain(outsider.status);
    // The plan's `assigned` map: keyed by athleteId_something, with start (s) and end (e).
    const one = await call(world.coach, "GET", `${PLANS}?id=${plan.id}`);
    const assigned = Object.entries(expectShape(one.body, PlanWithStructure).assigned);
    expect(assigned).toEqual([
      [
        expect.stringMatching(new RegExp(`^${world.athlete.id}_`)),
        { s: "2040-01-02", e: "2040-01-08" },
      ],
    ]);
  });

  /** Marks the athlete's assignment of a new plan in its `assigned` map, as the builder does. */
  async function assignedPlan() {
    const plan = await savePlan();
    await applyPlan(plan.id);
    const one = await call(world.coach, "GET", `${PLANS}?id=${plan.id}`);
    const [key] = Object.keys(expectShape(one.body, PlanWithStructure).assigned);
    return { planId: plan.id, entries: [key] };
  }

  async function expectEntriesCall(path: string) {
    const body = await assignedPlan();
    const answer = await call(world.coach, "POST", path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect([403, 404]).toContain((await call(world.otherCoach, "POST", path, body)).status);
  }

  it(specCall("POST api/plan-library/update-plan-workouts/"), async () => {
    await expectEntriesCall(`${PLANS}update-plan-workouts/`);
  });

  it(specCall("POST api/plan-library/remove-plan-workouts/"), async () => {
    await expectEntriesCall(`${PLANS}remove-plan-workouts/`);
  });
});

describe("the workout library", () => {
  it(specCall("GET api/coach/library/"), async () => {
    const answer = await call(world.coach, "GET", "/api/coach/library/");
    expect(answer.status).toBe(200);
    const { items } = expectShape(answer.body, z.object({ items: z.array(LibraryListItem) }));
    // The four built-in tests (section 3, "Built-in test workouts") are in every library.
    expect(items.length).toBeGreaterThanOrEqual(4);
    const refused = await call(world.athlete, "GET", "/api/coach/library/");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
  });
});

describe("the calendar and the analysis", () => {
  let activityId: number;
  beforeAll(async () => {
    // The Edge 810 ride of fixtures/activities (see its README), on the athlete's calendar.
    const body = multipart([{ name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) }]);
    const url = `/api/athlete/${world.athlete.id}/activities/upload/`;
    const uploaded = await call(world.athlete, "POST", url, body.payload, body.headers);
    expect(uploaded.status).toBe(200);
    activityId = (uploaded.body as { files: { activities: { id: number }[] }[] }).files[0]!
      .activities[0]!.id;
  });

  it(specCall("GET api/athlete/{id}/calendar/workouts/"), async () => {
    const created = await call(
      world.coach,
      "POST",
      `/api/athlete/${world.athlete.id}/calendar/workouts/`,
      { ...run("Tempo run"), date: "2013-08-16" },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url = `/api/athlete/${world.athlete.id}/calendar/workouts/?startDate=2013-08-12&endDate=2013-08-18&athlete=${world.athlete.id}`;
    for (const person of [world.athlete, world.coach, world.owner]) {
      const answer = await call(person, "GET", url);
      expect(answer.status).toBe(200);
      const range = expectShape(
        answer.body,
        z.object({ workouts: z.array(Workout), activities: z.array(Activity) }),
      );
      expect(range.workouts.map((workout) => workout.name)).toEqual(["Tempo run"]);
      expect(range.activities).toHaveLength(1);
    }
    for (const person of [world.otherCoach, world.otherOwner, world.otherAthlete]) {
      expect([403, 404]).toContain((await call(person, "GET", url)).status);
    }
  });

  it(specCall("GET api/athlete/zones/"), async () => {
    const own = await call(world.athlete, "GET", "/api/athlete/zones/");
    expect(own.status).toBe(200);
    expectShape(own.body, AthleteZones);
    const coached = await call(
      world.coach,
      "GET",
      `/api/athlete/zones/?athlete=${world.athlete.id}`,
    );
    expectShape(coached.body, AthleteZones);
    const outsider = await call(
      world.otherCoach,
      "GET",
      `/api/athlete/zones/?athlete=${world.athlete.id}`,
    );
    expect([403, 404]).toContain(outsider.status);
  });

  it(specCall("POST api/athlete/zones/"), async () => {
    const cycling = defaultAccountZones().cyclingMethods;
    cycling.power.threshold = 250;
    const answer = await call(world.coach, "POST", "/api/athlete/zones/", {
      methodType: "cyclingMethods",
      athlete: world.athlete.id,
      data: cycling,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: "Updated" });
    const outsider = await call(world.otherCoach, "POST", "/api/athlete/zones/", {
      methodType: "cyclingMethods",
      athlete: world.athlete.id,
      data: cycling,
    });
    expect([403, 404]).toContain(outsider.status);
  });

  it(specCall("GET api/analyze/{id}"), async () => {
    for (const person of [world.athlete, world.coach, world.owner]) {
      const answer = await call(person, "GET", `/api/analyze/${activityId}`);
      expect(answer.status).toBe(200);
      const analysis = expectShape(answer.body, Analysis);
      // The Edge 810's own session: 41.3 km (fixtures/activities/README.md).
      expect(analysis.activity.activity_type).toBe("cycle");
    }
    for (const person of [world.otherCoach, world.otherOwner, world.otherAthlete]) {
      expect([403, 404]).toContain(
        (await call(person, "GET", `/api/analyze/${activityId}`)).status,
      );
    }
  });

  it(specCall("GET api/analyze/{id}/samples"), async () => {
    const response = await call(
      world.athlete,
      "GET",
      `/api/analyze/${activityId}/samples`,
      undefined,
      {
        "accept-encoding": "gzip",
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    const samples = JSON.parse(gunzipSync(response.rawPayload).toString("utf8"));
    expectShape(
      samples,
      z.array(
        z.object({
          heartRate: z.unknown(),
          timerDurationInSeconds: z.number(),
          elevationInMeters: z.unknown(),
          powerInWatts: z.unknown(),
          speedMetersPerSecond: z.unknown(),
          totalDistanceInMeters: z.unknown(),
          position_lat: z.unknown(),
          position_long: z.unknown(),
          latlng: z.unknown(),
          timestamp: z.unknown(),
          onPause: z.boolean(),
        }),
      ),
    );
  });

  it(specCall("GET api/garmin/records/"), async () => {
    const answer = await call(world.athlete, "GET", "/api/garmin/records/");
    expect(answer.status).toBe(200);
    expectShape(answer.body, RecordItems);
    const coached = await call(
      world.coach,
      "GET",
      `/api/garmin/records/?athlete=${world.athlete.id}`,
    );
    expectShape(coached.body, RecordItems);
    const outsider = await call(
      world.otherCoach,
      "GET",
      `/api/garmin/records/?athlete=${world.athlete.id}`,
    );
    expect([403, 404]).toContain(outsider.status);
  });
});
