import {
  type CalendarRangeResponse,
  CalendarRangeResponseSchema,
  type CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { REST_DAY_BODY } from "@coach/shared/workouts/workout-defaults";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bearer, createBusiness, createUser, linkCoach, login } from "./factories";
import type { TestContext } from "./test-app";
import { zoneStep } from "./workout-steps";

export { zoneStep };

import { activities, calendarWorkouts } from "../src/db/schema";

/** Helpers of the calendar tests and of the features that build on calendars (not a test file). */

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Person = { id: number; email: string };

/** Signs people in once per test file and calls the app as them (or anonymously with null). */
export function caller(ctx: () => TestContext) {
  const tokens = new Map<string, string>();
  return async function call(person: Person | null, method: Method, url: string, payload?: object) {
    if (!person) return ctx().app.inject({ method, url, payload });
    let access = tokens.get(person.email);
    if (!access) {
      access = (await login(ctx().app, person.email)).tokens.access;
      tokens.set(person.email, access);
    }
    return ctx().app.inject({ method, url, headers: bearer(access), payload });
  };
}

/**
 * An athlete coached in a business, its coach and owner; and people who must see nothing: a
 * coach and an owner of another business, and another athlete.
 */
export async function calendarPeople(ctx: TestContext, athleteTimezone = "UTC") {
  const db = ctx.db;
  const owner = await createUser(db, "owner");
  const coach = await createUser(db, "coach");
  const business = await createBusiness(db, owner.id, [coach.id]);
  const athlete = await createUser(db, "athlete", { timezone: athleteTimezone });
  await linkCoach(db, coach.id, athlete.id, business.id);
  const otherOwner = await createUser(db, "owner");
  const outsider = await createUser(db, "coach");
  await createBusiness(db, otherOwner.id, [outsider.id]);
  const otherAthlete = await createUser(db, "athlete");
  await linkCoach(db, outsider.id, otherAthlete.id);
  return { owner, coach, business, athlete, otherOwner, outsider, otherAthlete };
}

const bodyDefaults = {
  subtype: null,
  method: null,
  basedOn: "Duration" as const,
  steps: [],
  instructions: "",
  isPool: false,
  poolLength: 50,
  poolLengthUnit: "METER" as const,
  elevation: null,
  gradient: null,
};

/** Running, heart rate, custom: 10 min zone 2, 20 min zone 4 (stress 20 + 80 = 100). */
export function run(name = "Tempo run"): WorkoutBody {
  return {
    ...bodyDefaults,
    name,
    type: 1,
    subtype: 100,
    method: 1,
    steps: [zoneStep("Warm up", 10, 2), zoneStep("Work", 20, 4)],
    instructions: "Steady, controlled.",
  };
}

/** Cycling, power, custom: 60 min at a fixed 200 W, so its zone depends on the FTP. */
export function fixedPowerRide(name = "Steady ride"): WorkoutBody {
  return {
    ...bodyDefaults,
    name,
    type: 2,
    subtype: 200,
    method: 3,
    steps: [
      {
        ...zoneStep("Work", 60, 1),
        unit: "number",
        lower: 200,
        upper: 200,
        lowerZone: null,
        upperZone: null,
      },
    ],
  };
}

export const restDay = (): WorkoutBody => ({ ...REST_DAY_BODY });
export const note = (text = "Travel day"): WorkoutBody => ({
  ...bodyDefaults,
  name: text,
  type: 61,
});

/** The athlete's calendar paths. */
export function paths(athleteId: number) {
  const base = `/api/athlete/${athleteId}/calendar`;
  return {
    workouts: `${base}/workouts/`,
    workout: (id: number) => `${base}/workouts/${id}/`,
    move: (id: number) => `${base}/workouts/${id}/move/`,
    copy: (id: number) => `${base}/workouts/${id}/copy/`,
    batch: `${base}/workouts/batch/`,
    shift: `${base}/shift/`,
    range: (startDate: string, endDate: string) =>
      `${base}/workouts/?startDate=${startDate}&endDate=${endDate}&athlete=${athleteId}`,
    races: `${base}/races/`,
    race: (id: number) => `${base}/races/${id}/`,
    unavailability: `${base}/unavailability/`,
    unavailable: (id: number) => `${base}/unavailability/${id}/`,
    feed: `${base}/feed/`,
  };
}

/** The athlete's calendar date now, computed independently of the server with Intl. */
export function todayInZone(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

export function expectStatus(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Calendar reads and writes through the routes, asserting success, for one test file. */
export function calendarCalls(ctx: () => TestContext, call: ReturnType<typeof caller>) {
  async function create(person: Person, athleteId: number, date: string, body: object = run()) {
    const response = await call(person, "POST", paths(athleteId).workouts, { ...body, date });
    expectStatus(response, 201);
    return response.json() as CalendarWorkout;
  }

  /** The range call; its JSON must be exactly what the contract's schema parses. */
  async function range(person: Person, athleteId: number, start: string, end: string) {
    const response = await call(person, "GET", paths(athleteId).range(start, end));
    expectStatus(response, 200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const answer = response.json() as CalendarRangeResponse;
    expect(CalendarRangeResponseSchema.parse(answer)).toEqual(answer);
    return answer;
  }

  /** name@date#position in calendar order, as the calendar shows it. */
  async function layout(person: Person, athleteId: number, start: string, end: string) {
    const { workouts } = await range(person, athleteId, start, end);
    return workouts.map((workout) => `${workout.name}@${workout.date}#${workout.position}`);
  }

  async function storedCount(athleteId: number) {
    const rows = await ctx()
      .db.select({ id: calendarWorkouts.id })
      .from(calendarWorkouts)
      .where(eq(calendarWorkouts.athleteId, athleteId));
    return rows.length;
  }

  return { create, range, layout, storedCount };
}

export type CalendarActivityFields = {
  date: string;
  sport: number;
  name: string;
  summary: object;
  matchedWorkoutId?: number;
  /** Percent from the matched workout's plan (success within 20 %, between beyond). */
  deviation?: number;
};

/** A stored activity with a known summary (the figures the calendar reads of ActivitySummary). */
export async function insertCalendarActivity(
  ctx: TestContext,
  athleteId: number,
  fields: CalendarActivityFields,
) {
  const [row] = await ctx.db
    .insert(activities)
    .values({
      athleteId,
      date: fields.date,
      startTime: new Date(`${fields.date}T07:00:00Z`),
      sport: fields.sport,
      name: fields.name,
      fileFingerprint: `fingerprint-${athleteId}-${fields.date}-${fields.name}`,
      fileKey: `activities/${athleteId}/${fields.name}.fit`,
      fileName: `${fields.name}.fit`,
      summary: fields.summary,
      samples: Buffer.from([]),
      matchedWorkoutId: fields.matchedWorkoutId ?? null,
      deviation: fields.deviation ?? null,
    })
    .returning({ id: activities.id });
  return row!.id;
}
