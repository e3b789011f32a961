import { DEFAULT_TEST_WORKOUTS } from "@coach/shared/sports/test-workouts";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { libraryWorkouts } from "../../db/schema";
import {
  BASE,
  builtInIds,
  forbidden,
  intervalRun,
  libraryTestClient,
  type Method,
  zoneStep,
} from "./library-test-support";

let ctx: TestContext;
beforeAll(async () => {
  // Every test signs in several fresh users from the same address.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const { call, createWorkout, listedIds, storedRowsOf, twoBusinesses } = libraryTestClient(
  () => ctx,
);

describe("library routes for an athlete", () => {
  it("refuses every route with 403", async () => {
    const coach = await createUser(ctx.db, "coach");
    const athlete = await createUser(ctx.db, "athlete");
    const { id } = await createWorkout(coach);
    const calls: [Method, string, object?][] = [
      ["GET", BASE],
      ["GET", `${BASE}?full=true`],
      ["GET", `${BASE}${id}/`],
      ["GET", `${BASE}${builtInIds[0]}/`],
      ["POST", BASE, intervalRun()],
      ["PUT", `${BASE}${id}/`, intervalRun()],
      ["DELETE", `${BASE}${id}/`],
      ["POST", `${BASE}${id}/copy/`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(athlete, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect(await storedRowsOf(athlete.id)).toHaveLength(0);
    expect(await storedRowsOf(coach.id)).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const response = await ctx.app.inject({ method: "GET", url: BASE });
    expect(response.statusCode).toBe(401);
  });
});

describe("a coach's own workouts", () => {
  it("creates, reads, lists, updates, copies and deletes them", async () => {
    const coach = await createUser(ctx.db, "coach", { firstName: "Cora", lastName: "Lane" });

    const created = await call(coach, "POST", BASE, intervalRun("Tuesday intervals"));
    expect(created.statusCode).toBe(201);
    const workout = created.json();
    expect(workout).toMatchObject({
      name: "Tuesday intervals",
      type: 1,
      subtype: 100,
      method: 1,
      totalDuration: 2700,
      totalDistance: 0,
      totalStress: 95,
      creator: coach.id,
      creatorName: "Cora Lane",
      isSTDefault: false,
      library: true,
    });
    expect(typeof workout.id).toBe("number");

    const read = await call(coach, "GET", `${BASE}${workout.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(workout);

    const list = (await call(coach, "GET", BASE)).json();
    const item = list.items.find((entry: { id: number }) => entry.id === workout.id);
    expect(item).toEqual({
      id: workout.id,
      name: "Tuesday intervals",
      type: 1,
      subtype: 100,
      method: 1,
      totalDuration: 2700,
      totalDistance: 0,
      totalStress: 95,
      ownerId: coach.id,
      ownerName: "Cora Lane",
      isSTDefault: false,
      updated: workout.updated,
    });

    const easier = { ...intervalRun("Easy run"), subtype: 101 };
    easier.steps = [zoneStep("Work", 40, 2)];
    const updated = await call(coach, "PUT", `${BASE}${workout.id}/`, easier);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: workout.id,
      name: "Easy run",
      subtype: 101,
      totalDuration: 2400,
      totalStress: 80,
      created: workout.created,
    });
    expect(updated.json().updated >= workout.updated).toBe(true);

    const copied = await call(coach, "POST", `${BASE}${workout.id}/copy/`);
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toMatchObject({
      name: "Easy run (copy)",
      creator: coach.id,
      totalStress: 80,
      isSTDefault: false,
    });
    expect(copied.json().id).not.toBe(workout.id);

    const deleted = await call(coach, "DELETE", `${BASE}${workout.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await call(coach, "GET", `${BASE}${workout.id}/`)).statusCode).toBe(404);
    expect((await call(coach, "DELETE", `${BASE}${workout.id}/`)).statusCode).toBe(404);
    expect(await listedIds(coach)).toEqual([...builtInIds, copied.json().id]);
  });

  it("lists by name, and returns whole workouts with ?full=true", async () => {
    const coach = await createUser(ctx.db, "coach");
    const zulu = await createWorkout(coach, intervalRun("Zulu"));
    const alpha = await createWorkout(coach, intervalRun("Alpha"));
    expect(await listedIds(coach)).toEqual([...builtInIds, alpha.id, zulu.id]);

    const full = await call(coach, "GET", `${BASE}?full=true`);
    expect(full.statusCode).toBe(200);
    const items = full.json().items;
    expect(items.map((entry: { id: number | string }) => entry.id)).toEqual([
      ...builtInIds,
      alpha.id,
      zulu.id,
    ]);
    const whole = items.find((entry: { id: number }) => entry.id === alpha.id);
    expect(whole).toEqual((await call(coach, "GET", `${BASE}${alpha.id}/`)).json());
    expect(whole.steps).toHaveLength(3);
    expect(whole.steps[1].steps[0]).toMatchObject({ action: "Work", stress: 12 });
    expect(whole.instructions).toBe("Relaxed between the efforts.");

    const rows = (await call(coach, "GET", `${BASE}?full=false`)).json().items;
    expect(rows[rows.length - 1]).not.toHaveProperty("steps");
  });

  it("never lists rest days", async () => {
    const coach = await createUser(ctx.db, "coach");
    const [restDay] = await ctx.db
      .insert(libraryWorkouts)
      .values({ ownerId: coach.id, name: "Rest", type: 60 })
      .returning();
    const run = await createWorkout(coach);
    expect(await listedIds(coach)).toEqual([...builtInIds, run.id]);
    const full = (await call(coach, "GET", `${BASE}?full=true`)).json().items;
    expect(full.map((entry: { id: number }) => entry.id)).not.toContain(restDay!.id);
  });

  it("answers 404 for ids that name nothing", async () => {
    const coach = await createUser(ctx.db, "coach");
    for (const id of ["999999", "not-a-workout", "0", "99999999999"]) {
      expect((await call(coach, "GET", `${BASE}${id}/`)).statusCode, id).toBe(404);
      expect((await call(coach, "PUT", `${BASE}${id}/`, intervalRun())).statusCode, id).toBe(404);
      expect((await call(coach, "DELETE", `${BASE}${id}/`)).statusCode, id).toBe(404);
      expect((await call(coach, "POST", `${BASE}${id}/copy/`)).statusCode, id).toBe(404);
    }
  });
});

describe("sharing within a business", () => {
  it("shows a coach's workouts to the business, read-only, and nothing to another business", async () => {
    const { owner, coach, colleague, business, otherOwner, outsider } = await twoBusinesses();
    const soloCoach = await createUser(ctx.db, "coach");
    const workout = await createWorkout(coach, intervalRun("Shared session"));
    const ownersWorkout = await createWorkout(owner, intervalRun("Owner session"));
    const outsidersWorkout = await createWorkout(outsider, intervalRun("Outside session"));
    const [stored] = await ctx.db
      .select()
      .from(libraryWorkouts)
      .where(eq(libraryWorkouts.id, workout.id));
    expect(stored!.businessId).toBe(business.id);

    for (const member of [owner, coach, colleague]) {
      const ids = await listedIds(member);
      expect(ids).toContain(workout.id);
      expect(ids).toContain(ownersWorkout.id);
      expect(ids).not.toContain(outsidersWorkout.id);
      const read = await call(member, "GET", `${BASE}${workout.id}/`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: workout.id, creator: coach.id });
    }

    const copy = await call(colleague, "POST", `${BASE}${workout.id}/copy/`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Shared session (copy)", creator: colleague.id });

    for (const member of [owner, colleague]) {
      const put = await call(member, "PUT", `${BASE}${workout.id}/`, intervalRun("Taken"));
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual(forbidden);
      const del = await call(member, "DELETE", `${BASE}${workout.id}/`);
      expect(del.statusCode).toBe(403);
      expect(del.json()).toEqual(forbidden);
    }
    const put = await call(coach, "PUT", `${BASE}${ownersWorkout.id}/`, intervalRun("Taken"));
    expect(put.statusCode).toBe(403);

    for (const stranger of [outsider, otherOwner, soloCoach]) {
      const ids = await listedIds(stranger);
      expect(ids).not.toContain(workout.id);
      expect(ids).not.toContain(ownersWorkout.id);
      const url = `${BASE}${workout.id}/`;
      expect((await call(stranger, "GET", url)).statusCode).toBe(404);
      expect((await call(stranger, "PUT", url, intervalRun("Taken"))).statusCode).toBe(404);
      expect((await call(stranger, "DELETE", url)).statusCode).toBe(404);
      expect((await call(stranger, "POST", `${url}copy/`)).statusCode).toBe(404);
    }
    expect(await listedIds(otherOwner)).toContain(outsidersWorkout.id);

    const [unchanged] = await ctx.db
      .select()
      .from(libraryWorkouts)
      .where(eq(libraryWorkouts.id, workout.id));
    expect(unchanged!.name).toBe("Shared session");
    expect(await storedRowsOf(soloCoach.id)).toHaveLength(0);
  });
});

describe("built-in tests", () => {
  it("are listed for everyone, readable and copyable, never changed", async () => {
    const { owner, coach } = await twoBusinesses();
    const soloCoach = await createUser(ctx.db, "coach");
    for (const person of [owner, coach, soloCoach]) {
      const items = (await call(person, "GET", BASE)).json().items.slice(0, builtInIds.length);
      expect(items.map((item: { id: string }) => item.id)).toEqual(builtInIds);
      for (const item of items) {
        expect(item).toMatchObject({ isSTDefault: true, ownerId: null, ownerName: null });
      }
    }

    const test = DEFAULT_TEST_WORKOUTS.find((entry) => entry.id === "st-default-running-lt")!;
    const totals = computeWorkoutTotals(test, null);
    const read = await call(coach, "GET", `${BASE}${test.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: test.id,
      name: test.name,
      subtype: 50,
      isSTDefault: true,
      creator: null,
      totalDuration: 3300,
      totalStress: totals.totalStress,
    });
    // Each step rounded: warm up 15 min over zones 1-2 (22.5 -> 23), work 10 and 20 min over
    // zones 4-5 (45, 90), cool down 10 min in zone 1 (10).
    expect(totals.totalStress).toBe(23 + 45 + 90 + 10);

    const copy = await call(soloCoach, "POST", `${BASE}${test.id}/copy/`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: `${test.name} (copy)`,
      isSTDefault: false,
      creator: soloCoach.id,
      totalStress: totals.totalStress,
    });
    expect(typeof copy.json().id).toBe("number");

    const put = await call(coach, "PUT", `${BASE}${test.id}/`, intervalRun());
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(forbidden);
    const del = await call(owner, "DELETE", `${BASE}${test.id}/`);
    expect(del.statusCode).toBe(403);
  });
});

describe("OpenAPI", () => {
  it("documents every library route under the library tag", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = doc.paths as Record<string, Record<string, { tags?: string[] }>>;
    const library = Object.entries(paths).filter(([path]) => path.startsWith(BASE));
    const operations = library.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation.tags]),
    );
    expect(Object.fromEntries(operations)).toEqual({
      [`get ${BASE}`]: ["library"],
      [`post ${BASE}`]: ["library"],
      [`get ${BASE}{id}/`]: ["library"],
      [`put ${BASE}{id}/`]: ["library"],
      [`delete ${BASE}{id}/`]: ["library"],
      [`post ${BASE}{id}/copy/`]: ["library"],
      [`post ${BASE}import/`]: ["library"],
    });
  });
});
