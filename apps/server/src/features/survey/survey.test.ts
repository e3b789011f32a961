import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCaller } from "../../../test/dashboard-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";

let ctx: TestContext;
const clock = fakeClock("2031-03-10T09:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());
const { call } = signedCaller(() => ctx);
const PATH = "/api/business-owner/pain-points-survey/";

const ranking = {
  creating_workouts_and_scheduling_training: 1,
  communicating_with_athletes: 2,
  analyzing_the_details: 0,
};

describe("the pain-points survey", () => {
  it("is due until the owner answers, and takes one answer only", async () => {
    const owner = await createUser(ctx.db, "owner");
    const due = await call(owner, "GET", PATH);
    expect(due.statusCode).toBe(404);
    expect(due.json()).toMatchObject({
      error: { message: "The survey has not been answered yet." },
    });

    const answered = await call(owner, "POST", PATH, { ranking });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toEqual({ ranking, answeredAt: "2031-03-10T09:00:00.000Z" });
    expect((await call(owner, "GET", PATH)).json()).toEqual(answered.json());

    const again = await call(owner, "POST", PATH, { ranking: null });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ ranking: ["You have already answered this survey."] });
    expect((await call(owner, "GET", PATH)).json().ranking).toEqual(ranking);
  });

  it("takes a skip as the one answer", async () => {
    const owner = await createUser(ctx.db, "owner");
    const skipped = await call(owner, "POST", PATH, { ranking: null });
    expect(skipped.statusCode).toBe(201);
    expect((await call(owner, "GET", PATH)).json()).toMatchObject({ ranking: null });
    expect((await call(owner, "POST", PATH, { ranking })).statusCode).toBe(400);
  });

  it("refuses a ranking that gives two items one place, and anyone but an owner", async () => {
    const owner = await createUser(ctx.db, "owner");
    const tied = await call(owner, "POST", PATH, {
      ranking: { ...ranking, analyzing_the_details: 1 },
    });
    expect(tied.statusCode).toBe(400);
    expect(tied.json().fields).toEqual({ ranking: ["Give each item its own place, from 0."] });
    // A refused answer is no answer: still due.
    expect((await call(owner, "GET", PATH)).statusCode).toBe(404);

    for (const role of ["coach", "athlete"] as const) {
      const person = await createUser(ctx.db, role);
      expect((await call(person, "GET", PATH)).statusCode).toBe(403);
      expect((await call(person, "POST", PATH, { ranking: null })).statusCode).toBe(403);
    }
    expect((await call(null, "GET", PATH)).statusCode).toBe(401);
    expect((await call(null, "POST", PATH, { ranking: null })).statusCode).toBe(401);
  });
});
