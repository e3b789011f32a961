import type { PlanCard, PlanWeek, SavePlanRequest } from "@coach/shared/plans/plan.schemas";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { type caller, expectStatus, type Person, run } from "../../../test/calendar-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import type { TestContext } from "../../../test/test-app";
import { calendarWorkouts, planAssignments } from "../../db/schema";

/** Helpers shared by the plan tests (not a test file itself). */

export const BASE = "/api/plan-library/";
export const APPLY = `${BASE}apply/`;
export const REMOVE = `${BASE}remove-plan-workouts/`;
export const UPDATE = `${BASE}update-plan-workouts/`;
export const SHIFT = `${BASE}shift-assignment/`;
export const forbidden = { detail: "You do not have permission to perform this action." };

/**
 * A business (owner, coach, colleague) where the coach coaches two athletes and the colleague
 * one; and another business (owner, outsider coach and their athlete).
 */
export async function planPeople(ctx: TestContext) {
  const db = ctx.db;
  const owner = await createUser(db, "owner");
  const coach = await createUser(db, "coach", { firstName: "Cora", lastName: "Lane" });
  const colleague = await createUser(db, "coach");
  const business = await createBusiness(db, owner.id, [coach.id, colleague.id]);
  const ann = await createUser(db, "athlete", { firstName: "Ann", lastName: "Runner" });
  const bob = await createUser(db, "athlete", { firstName: "Bob", lastName: "Rider" });
  const colleagueAthlete = await createUser(db, "athlete");
  await linkCoach(db, coach.id, ann.id, business.id);
  await linkCoach(db, coach.id, bob.id, business.id);
  await linkCoach(db, colleague.id, colleagueAthlete.id, business.id);
  const otherOwner = await createUser(db, "owner");
  const outsider = await createUser(db, "coach");
  const otherBusiness = await createBusiness(db, otherOwner.id, [outsider.id]);
  const outsiderAthlete = await createUser(db, "athlete");
  await linkCoach(db, outsider.id, outsiderAthlete.id, otherBusiness.id);
  return {
    owner,
    coach,
    colleague,
    business,
    ann,
    bob,
    colleagueAthlete,
    otherOwner,
    outsider,
    outsiderAthlete,
  };
}

/** A day of a plan: 'R' a rest day, '' empty, else workout names separated by '+'. */
export function week(...days: string[]): PlanWeek {
  expect(days).toHaveLength(7);
  return days.map((day) =>
    day === "R"
      ? { isRestDay: true, workouts: [] }
      : {
          isRestDay: false,
          workouts: day === "" ? [] : day.split("+").map((name) => planWorkout(run(name))),
        },
  ) as PlanWeek;
}

export function planWorkout(body: WorkoutBody) {
  return {
    ...body,
    id: null,
    isBasedOnZones: true,
    ownerId: null,
    ownerName: null,
    totalStress: null,
    isSTDefault: false,
  };
}

/** Three weeks with rest days: 8 workouts on 7 days, 3 rest days. */
export function threeWeeks(): PlanWeek[] {
  return [
    week("A1", "R", "A3", "", "", "", "A7"),
    week("", "B2+B2b", "", "R", "", "", ""),
    week("C1", "", "", "", "C5", "R", "C7"),
  ];
}

/** `weeks` weeks of `perWeek` workouts on the first days, the other days rest days. */
export function regularPlan(weeks: number, perWeek = 5): PlanWeek[] {
  return Array.from({ length: weeks }, (_, w) =>
    week(...Array.from({ length: 7 }, (_, d) => (d < perWeek ? `W${w + 1}D${d + 1}` : "R"))),
  );
}

export function planBody(title = "Base block", structure = threeWeeks()): SavePlanRequest {
  return { title, notes: "Keep it easy.", structure } as SavePlanRequest;
}

export function planCalls(ctx: () => TestContext, call: ReturnType<typeof caller>) {
  async function createPlan(person: Person, body: object = planBody()) {
    const response = await call(person, "POST", BASE, body);
    expectStatus(response, 201);
    return response.json().plan as PlanCard & { structure: PlanWeek[]; weeklyStress: number[] };
  }

  async function apply(person: Person, body: object) {
    const response = await call(person, "POST", APPLY, body);
    expectStatus(response, 200);
    return response.json() as {
      message: string;
      assignments: { assignmentId: number; athleteId: number; key: string; s: string; e: string }[];
    };
  }

  async function planWorkoutsOf(athleteIds: number[]) {
    return ctx()
      .db.select()
      .from(calendarWorkouts)
      .where(inArray(calendarWorkouts.athleteId, athleteIds))
      .orderBy(calendarWorkouts.date, calendarWorkouts.position, calendarWorkouts.id);
  }

  /** name@date for the athlete's stored workouts, in calendar order. */
  async function layoutOf(athleteId: number) {
    const rows = await planWorkoutsOf([athleteId]);
    return rows.map((row) => `${row.name}@${row.date}`);
  }

  async function assignmentsOf(planId: number) {
    return ctx().db.select().from(planAssignments).where(eq(planAssignments.planId, planId));
  }

  return { createPlan, apply, planWorkoutsOf, layoutOf, assignmentsOf };
}
