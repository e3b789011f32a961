import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { BASE, intervalRun, libraryTestClient } from "./library-test-support";

/** Versions of library workouts (decision 083): only the owner saves, from two tabs at most. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const { call, createWorkout, twoBusinesses } = libraryTestClient(() => ctx);

describe("library workout saves that present a version", () => {
  it("let one of 50 simultaneous saves of version 1 win; the others get 409 and it", async () => {
    const { coach, colleague } = await twoBusinesses();
    const { id } = await createWorkout(coach);
    const read = await call(coach, "GET", `${BASE}${id}/`);
    expect(read.json().version).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(coach, "PUT", `${BASE}${id}/`, { ...intervalRun(`Hills ${index}`), version: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const won = answers[winnerIndex]!.json();
    expect(won).toMatchObject({ name: `Hills ${winnerIndex}`, version: 2 });
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toEqual({
        code: "conflict",
        detail: "This was changed by Coach Tester meanwhile",
        changedBy: { id: coach.id, name: "Coach Tester" },
        current: won,
      });
    }
    expect((await call(coach, "GET", `${BASE}${id}/`)).json()).toEqual(won);
    // A colleague who can see it still may not change it, whatever version they send.
    const refused = await call(colleague, "PUT", `${BASE}${id}/`, { ...intervalRun(), version: 2 });
    expect(refused.statusCode).toBe(403);
    // Without a version (the spec's client) the save stands: version 3.
    const plain = await call(coach, "PUT", `${BASE}${id}/`, intervalRun("Plain"));
    expect(plain.json()).toMatchObject({ name: "Plain", version: 3 });
  });
});
