import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPeople, caller, expectStatus, type Person } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { users } from "../../db/schema";

/** Versions of an athlete's zones (decision 083): stale writes answer 409, none is lost. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const ZONES = "/api/athlete/zones/";

function cyclingWithFtp(ftpW: number) {
  const cycling = defaultAccountZones().cyclingMethods;
  cycling.power.threshold = ftpW;
  return cycling;
}

describe("zone writes that present a version", () => {
  it("let one of 50 simultaneous writes of version 1 win; the 49 others get 409 and the winner", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    expect((await call(athlete, "GET", ZONES)).json().version).toBe(1);
    // Writer i sets an FTP of 200 + i W; even ones are the athlete, odd ones the coach.
    const writers: { person: Person; name: string; ftpW: number }[] = Array.from(
      { length: 50 },
      (_, index) =>
        index % 2 === 0
          ? { person: athlete, name: "Athlete Tester", ftpW: 200 + index }
          : { person: coach, name: "Coach Tester", ftpW: 200 + index },
    );
    const answers = await Promise.all(
      writers.map(({ person, ftpW }) =>
        call(person, "POST", ZONES, {
          methodType: "cyclingMethods",
          ...(person === coach ? { athlete: athlete.id } : {}),
          data: cyclingWithFtp(ftpW),
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const winner = writers[winnerIndex]!;
    // The winner's write is the second version: 1 + 1.
    const won = {
      ...defaultAccountZones(),
      cyclingMethods: cyclingWithFtp(winner.ftpW),
      version: 2,
    };
    expect(answers[winnerIndex]!.json()).toEqual({ message: "Updated", zones: won });
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toEqual({
        code: "conflict",
        detail: `This was changed by ${winner.name} meanwhile`,
        changedBy: { id: winner.person.id, name: winner.name },
        current: won,
      });
    }
    // The one acknowledged change is the stored one.
    expect((await call(coach, "GET", `${ZONES}?athlete=${athlete.id}`)).json()).toEqual(won);
  });

  it("refuse a stale version, then take the same write with the current one (Overwrite)", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const first = await call(coach, "POST", ZONES, {
      methodType: "cyclingMethods",
      athlete: athlete.id,
      data: cyclingWithFtp(250),
      version: 1,
    });
    expectStatus(first, 200);
    const mine = { methodType: "cyclingMethods", data: cyclingWithFtp(260), version: 1 };
    const stale = await call(athlete, "POST", ZONES, mine);
    expectStatus(stale, 409);
    expect(stale.json().detail).toBe("This was changed by Coach Tester meanwhile");
    expect(stale.json().current.cyclingMethods.power.threshold).toBe(250);
    const overwrite = await call(athlete, "POST", ZONES, {
      ...mine,
      version: stale.json().current.version,
    });
    expectStatus(overwrite, 200);
    expect(overwrite.json().zones).toMatchObject({ version: 3 });
    expect((await call(athlete, "GET", ZONES)).json().cyclingMethods.power.threshold).toBe(260);
  });

  it("name 'someone else' when the last writer is unknown", async () => {
    const { athlete } = await calendarPeople(ctx);
    await ctx.db
      .update(users)
      .set({ zonesVersion: 5, zonesUpdatedBy: null })
      .where(eq(users.id, athlete.id));
    const stale = await call(athlete, "POST", ZONES, {
      methodType: "cyclingMethods",
      data: cyclingWithFtp(250),
      version: 4,
    });
    expectStatus(stale, 409);
    expect(stale.json()).toMatchObject({
      code: "conflict",
      detail: "This was changed by someone else meanwhile",
      changedBy: null,
      current: { version: 5 },
    });
  });
});

describe("zone writes without a version (the spec's client)", () => {
  it("all succeed, one after the other: 10 writes make version 1 + 10", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? athlete : coach, "POST", ZONES, {
          methodType: "cyclingMethods",
          athlete: athlete.id,
          data: cyclingWithFtp(200 + index),
        }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    const versions = answers.map((answer) => answer.json().zones.version).sort((a, b) => a - b);
    expect(versions).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // The stored zones are the last acknowledged write's (the one answered version 11).
    const last = answers.find((answer) => answer.json().zones.version === 11)!.json().zones;
    expect((await call(athlete, "GET", ZONES)).json()).toEqual(last);
  });
});

describe("OpenAPI", () => {
  it("documents the 409 of POST api/athlete/zones/", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const responses = document.paths["/api/athlete/zones/"].post.responses;
    expect(Object.keys(responses).sort()).toEqual(["200", "409"]);
  });
});
