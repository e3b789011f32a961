import type { UploadResponse } from "@coach/shared/activities/activity.schemas";
import { expect } from "vitest";
import { FIXTURE_FILES, fixture, multipart } from "./activities-support";
import { fixedPowerRide, paths } from "./calendar-support";
import { bearer, signedAccess } from "./factories";
import type { TestContext } from "./test-app";

/** Helpers of the dashboard, to-do, quickstart, survey and feedback tests (not a test file itself). */

export type Person = { id: number; email: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Calls the app as people, with access tokens of sessions made for the test: sign-in is
 * rate-limited, and a session made by logging in while the fake clock is in the past would
 * already have ended by the wall clock the session check reads.
 */
export function signedCaller(ctx: () => TestContext) {
  const tokens = new Map<number, string>();
  async function headersOf(person: Person | null): Promise<Record<string, string>> {
    if (!person) return {};
    let access = tokens.get(person.id);
    if (!access) {
      access = await signedAccess(ctx().db, ctx().deps.tokens, person.id);
      tokens.set(person.id, access);
    }
    return bearer(access);
  }
  async function call(person: Person | null, method: Method, url: string, payload?: object) {
    return ctx().app.inject({ method, url, payload, headers: await headersOf(person) });
  }
  /** Uploads fixture files to an athlete and expects every one imported; their activities. */
  async function upload(person: Person, athleteId: number, fileNames: string[]) {
    const body = multipart(fileNames.map((name) => ({ name, bytes: fixture(name) })));
    const response = await ctx().app.inject({
      method: "POST",
      url: `/api/athlete/${athleteId}/activities/upload/`,
      payload: body.payload,
      headers: { ...(await headersOf(person)), ...body.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { files } = response.json() as UploadResponse;
    expect(files.map((file) => file.status)).toEqual(fileNames.map(() => "imported"));
    return files.flatMap((file) => file.activities);
  }
  /** The Edge 810 ride of 16 August 2013: 4700 s of cycling (fixtures/activities/README.md). */
  const uploadRide = async (person: Person, athleteId: number) => {
    const [activity] = await upload(person, athleteId, [FIXTURE_FILES.ride]);
    return activity!;
  };
  /** A planned ride of `minutes` (fixed power) on a date, through the calendar API; its id. */
  async function planRide(person: Person, athleteId: number, date: string, minutes: number) {
    const body = fixedPowerRide(`Ride ${minutes} min`);
    const response = await call(person, "POST", paths(athleteId).workouts, {
      ...body,
      steps: [{ ...body.steps[0]!, duration: minutes * 60 }],
      date,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }
  return { call, upload, uploadRide, planRide };
}
