import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";

/**
 * Workout files uploaded to the library (decision 119), with the FIT SDK's own examples of
 * fixtures/workouts (README.md there). Neither file names a sport. Their workout_step messages
 * as @garmin/fitsdk decodes them:
 *   WorkoutIndividualSteps.fit "Example 1": _A_ warmup 60 s heart-rate zone 2; B1_ 500 m power
 *   zone 5; B2_ 500 m power zone 3; _C_ cooldown until heart rate < 125 bpm (duration_hr 225),
 *   power zone 1.
 *   WorkoutRepeatGreaterThanStep.fit "Example 2": the same, with B1_ and B2_ repeated until heart
 *   rate > 80 % of maximum (repeat_hr 80).
 */
const FIXTURES = path.resolve(import.meta.dirname, "../../../../../fixtures/workouts");

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());

/** multipart/form-data with the file and, when given, the sport field. */
function form(fileName: string, bytes: Uint8Array, sport?: string) {
  const boundary = `----coach-test-${randomUUID()}`;
  const parts: Buffer[] = [];
  if (sport != null) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="sport"\r\n\r\n${sport}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  fileName: string,
  bytes: Uint8Array,
  sport?: string,
  role: "coach" | "owner" | "athlete" | null = "coach",
) {
  const { payload, headers } = form(fileName, bytes, sport);
  let auth = {};
  if (role !== null) {
    const person = await createUser(ctx.db, role);
    auth = bearer((await login(ctx.app, person.email)).tokens.access);
  }
  return ctx.app.inject({
    method: "POST",
    url: "/api/coach/library/import/",
    headers: { ...headers, ...auth },
    payload,
  });
}

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

const warmUp = { action: "Warm up", targetName: "_A_", duration: 60, method: 1, lowerZone: 2 };
const b1 = { action: "Work", targetName: "B1_", distance: 500, lowerZone: 5 };
const b2 = { action: "Work", targetName: "B2_", distance: 500, lowerZone: 3 };
const coolDown = {
  action: "Cool down",
  targetName: "_C_",
  lowerZone: 1,
  until: { kind: "heartRateBelow", value: 125, unit: "number" },
};

describe("POST api/coach/library/import/", () => {
  it("imports into the library of a coach or an owner; an athlete gets the spec's 403", async () => {
    const file = fixture("WorkoutIndividualSteps.fit");
    for (const role of ["coach", "owner"] as const) {
      expect((await upload("WorkoutIndividualSteps.fit", file, undefined, role)).statusCode).toBe(
        201,
      );
    }
    const athlete = await upload("WorkoutIndividualSteps.fit", file, undefined, "athlete");
    expect(athlete.statusCode).toBe(403);
    expect(athlete.json()).toEqual({
      detail: "You do not have permission to perform this action.",
    });
    expect((await upload("WorkoutIndividualSteps.fit", file, undefined, null)).statusCode).toBe(
      401,
    );
  });

  it("stores WorkoutIndividualSteps.fit as a ride with each step's own target", async () => {
    const response = await upload(
      "WorkoutIndividualSteps.fit",
      fixture("WorkoutIndividualSteps.fit"),
    );
    expect(response.statusCode, response.body).toBe(201);
    // No sport in the file: three power steps make it a ride (2) with power (3).
    expect(response.json()).toMatchObject({
      name: "Example 1",
      type: 2,
      method: 3,
      steps: [warmUp, b1, b2, coolDown],
    });
  });

  it("stores WorkoutRepeatGreaterThanStep.fit with its repeat until heart rate", async () => {
    const name = "WorkoutRepeatGreaterThanStep.fit";
    const response = await upload(name, fixture(name));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: "Example 2",
      type: 2,
      steps: [
        warmUp,
        {
          stepType: "repeat",
          repeats: 1,
          until: { kind: "heartRateAbove", value: 80, unit: "%" },
          steps: [b1, b2],
        },
        coolDown,
      ],
    });
  });

  it("asks for the sport a file does not tell, and takes it from the form", async () => {
    // A generated FIT workout with no sport and a heart-rate target only.
    const { encodeFit } = await import("@coach/shared/formats/fit-test-support");
    const bytes = encodeFit("workout", { wktName: "Heart rate only", numValidSteps: 1 }, [
      { durationType: "time", durationValue: 600000, targetType: "heartRate", targetValue: 2 },
    ]);
    const missing = await upload("hr.fit", bytes);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.sport).toEqual([
      "This FIT workout names no sport and its steps do not tell which; choose running, cycling or swimming.",
    ]);
    const invalid = await upload("hr.fit", bytes, "4");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.sport).toEqual([
      "Choose running (1), cycling (2) or swimming (3).",
    ]);
    const chosen = await upload("hr.fit", bytes, "1");
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ name: "Heart rate only", type: 1, method: 1 });
  });

  it("answers why a file cannot be read", async () => {
    const response = await upload("notes.txt", new TextEncoder().encode("hello"));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.file[0]).toMatch(/is not a workout file this app reads/);
  });
});
