import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, expectStatus } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { BASE, planBody, planCalls, planPeople } from "./plans-test-support";

/** Versions of plans (decision 083): a stale save answers 409, none is lost. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const { createPlan } = planCalls(() => ctx, call);

describe("plan saves that present a version", () => {
  it("let one of 50 simultaneous saves of version 1 win; the 49 others get 409 and the winner", async () => {
    const { coach, owner } = await planPeople(ctx);
    const plan = await createPlan(coach);
    expect(plan.version).toBe(1);
    // Both may edit: the plan's owner (Cora Lane) and their business's owner (Owner Tester).
    const editors = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? { person: coach, name: "Cora Lane" }
        : { person: owner, name: "Owner Tester" },
    );
    const answers = await Promise.all(
      editors.map(({ person }, index) =>
        call(person, "PUT", BASE, { ...planBody(`Block ${index}`), id: plan.id, version: 1 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const winner = editors[winnerIndex]!;
    const won = answers[winnerIndex]!.json().plan;
    expect(won).toMatchObject({ title: `Block ${winnerIndex}`, version: 2 });
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toMatchObject({
        code: "conflict",
        detail: `This was changed by ${winner.name} meanwhile`,
        changedBy: { id: winner.person.id, name: winner.name },
        current: { id: plan.id, title: `Block ${winnerIndex}`, version: 2 },
      });
    }
    const stored = await call(coach, "GET", `${BASE}?id=${plan.id}`);
    expect(stored.json()).toMatchObject({ title: `Block ${winnerIndex}`, version: 2 });
  });

  it("take saves without a version (the spec's client), and still refuse a stranger", async () => {
    const { coach, owner, outsider } = await planPeople(ctx);
    const plan = await createPlan(coach);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? coach : owner, "PUT", BASE, {
          ...planBody(`Block ${index}`),
          id: plan.id,
        }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    // Ten saves after version 1, one at a time: versions 2 to 11.
    const versions = answers.map((answer) => answer.json().plan.version).sort((a, b) => a - b);
    expect(versions).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const stranger = await call(outsider, "PUT", BASE, { ...planBody(), id: plan.id, version: 1 });
    expect(stranger.statusCode).toBe(404);
  });
});
