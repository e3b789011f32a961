import { DEFAULT_TEST_WORKOUTS } from "@coach/shared/sports/test-workouts";
import type { Step, WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bearer, createBusiness, createUser, login } from "../../../test/factories";
import type { TestContext } from "../../../test/test-app";
import { nextStepId, zoneStep } from "../../../test/workout-steps";

export { zoneStep };

import { libraryWorkouts } from "../../db/schema";

/** Shared by the library's test files: bodies, and calls as a signed-in person. */
export const BASE = "/api/coach/library/";
export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Person = { id: number; email: string };

export const forbidden = { detail: "You do not have permission to perform this action." };
export const builtInIds = DEFAULT_TEST_WORKOUTS.map((test) => test.id);

/**
 * Running, heart rate: 10 min warm up in zones 1-2, 5 x (3 min zone 4, 2 min zone 1), 10 min
 * cool down in zone 1. Stress as minutes x zone number (decision 012, a range spread evenly):
 * 5 x 1 + 5 x 2 = 15; 5 x (3 x 4 + 2 x 1) = 70; 10 x 1 = 10; total 95 over 45 minutes.
 */
export function intervalRun(name = "Hill intervals"): WorkoutBody {
  const repeat: Step = {
    stepType: "repeat",
    uuid: nextStepId("repeat"),
    repeats: 5,
    steps: [zoneStep("Work", 3, 4), zoneStep("Rest active", 2, 1)],
  };
  return {
    name,
    type: 1,
    subtype: 100,
    method: 1,
    basedOn: "Duration",
    steps: [zoneStep("Warm up", 10, 1, 2), repeat, zoneStep("Cool down", 10, 1)],
    instructions: "Relaxed between the efforts.",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
  };
}

/** Each test file has its own app and database; sign-ins are cached per person. */
export function libraryTestClient(context: () => TestContext) {
  const tokens = new Map<string, string>();
  async function call(person: Person, method: Method, url: string, payload?: object) {
    let access = tokens.get(person.email);
    if (!access) {
      access = (await login(context().app, person.email)).tokens.access;
      tokens.set(person.email, access);
    }
    return context().app.inject({ method, url, headers: bearer(access), payload });
  }

  async function createWorkout(owner: Person, body: object = intervalRun()) {
    const response = await call(owner, "POST", BASE, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string };
  }

  async function listedIds(person: Person, query = "") {
    const response = await call(person, "GET", `${BASE}${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().items as { id: number | string }[]).map((item) => item.id);
  }

  async function storedRowsOf(ownerId: number) {
    return context().db.select().from(libraryWorkouts).where(eq(libraryWorkouts.ownerId, ownerId));
  }

  /** An owner with two coaches, and another business with one coach. */
  async function twoBusinesses() {
    const owner = await createUser(context().db, "owner");
    const coach = await createUser(context().db, "coach");
    const colleague = await createUser(context().db, "coach");
    const business = await createBusiness(context().db, owner.id, [coach.id, colleague.id]);
    const otherOwner = await createUser(context().db, "owner");
    const outsider = await createUser(context().db, "coach");
    await createBusiness(context().db, otherOwner.id, [outsider.id]);
    return { owner, coach, colleague, business, otherOwner, outsider };
  }

  return { call, createWorkout, listedIds, storedRowsOf, twoBusinesses };
}
