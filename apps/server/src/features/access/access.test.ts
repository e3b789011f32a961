import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businessAthletes, coachAthletes } from "../../db/schema";
import { assertAccess, canAccess } from "./access.service";

let ctx: TestContext;
let people: Record<string, Awaited<ReturnType<typeof createUser>>>;
let businessId: number;
let otherBusinessId: number;

/**
 * Business A: owner (also coaches athleteA1), coachA (coaches athleteA2).
 * Business B: ownerB, coaches athleteB1. A freelance coach coaches athleteF. loner has no coach.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  const make = (role: "athlete" | "coach" | "owner") => createUser(ctx.db, role);
  people = {
    owner: await make("owner"),
    coachA: await make("coach"),
    athleteA1: await make("athlete"),
    athleteA2: await make("athlete"),
    ownerB: await make("owner"),
    athleteB1: await make("athlete"),
    freelance: await make("coach"),
    athleteF: await make("athlete"),
    loner: await make("athlete"),
  };
  const a = await createBusiness(ctx.db, people.owner!.id, [people.coachA!.id]);
  const b = await createBusiness(ctx.db, people.ownerB!.id);
  businessId = a.id;
  otherBusinessId = b.id;
  await linkCoach(ctx.db, people.owner!.id, people.athleteA1!.id, a.id);
  await linkCoach(ctx.db, people.coachA!.id, people.athleteA2!.id, a.id);
  await linkCoach(ctx.db, people.ownerB!.id, people.athleteB1!.id, b.id);
  await linkCoach(ctx.db, people.freelance!.id, people.athleteF!.id);
});
afterAll(() => ctx.close());

const athleteCases: [viewer: string, athlete: string, allowed: boolean][] = [
  ["loner", "loner", true],
  ["athleteA1", "athleteA1", true],
  ["athleteA1", "athleteA2", false],
  ["athleteA1", "owner", false],
  ["coachA", "athleteA2", true],
  ["coachA", "athleteA1", false],
  ["coachA", "athleteB1", false],
  ["owner", "athleteA1", true],
  ["owner", "athleteA2", true],
  ["owner", "athleteB1", false],
  ["owner", "athleteF", false],
  ["ownerB", "athleteA1", false],
  ["ownerB", "athleteB1", true],
  ["freelance", "athleteF", true],
  ["freelance", "athleteA1", false],
  ["freelance", "loner", false],
];

describe("canAccess: athletes' data", () => {
  it.each(athleteCases)("%s sees %s's data: %s", async (viewer, athlete, allowed) => {
    expect(await canAccess(ctx.db, people[viewer]!, { athleteId: people[athlete]!.id })).toBe(
      allowed,
    );
  });
});

describe("canAccess: coaches and businesses", () => {
  it.each([
    ["owner", "coachA", true],
    ["owner", "owner", true],
    ["ownerB", "coachA", false],
    ["coachA", "owner", false],
    ["athleteA2", "coachA", false],
    ["owner", "freelance", false],
  ] as const)("%s manages coach %s: %s", async (viewer, coach, allowed) => {
    expect(await canAccess(ctx.db, people[viewer]!, { coachId: people[coach]!.id })).toBe(allowed);
  });

  it("only the owner sees their business", async () => {
    expect(await canAccess(ctx.db, people.owner!, { businessId })).toBe(true);
    expect(await canAccess(ctx.db, people.owner!, { businessId: otherBusinessId })).toBe(false);
    expect(await canAccess(ctx.db, people.coachA!, { businessId })).toBe(false);
    expect(await canAccess(ctx.db, people.athleteA1!, { businessId })).toBe(false);
  });
});

describe("assertAccess", () => {
  it("throws a 404 so a hidden athlete looks like a missing one", async () => {
    await expect(
      assertAccess(ctx.db, people.coachA!, { athleteId: people.athleteB1!.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      assertAccess(ctx.db, people.coachA!, { athleteId: 999_999 }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      assertAccess(ctx.db, people.coachA!, { athleteId: people.athleteA2!.id }),
    ).resolves.toBeUndefined();
  });
});

describe("canAccess: athletes of a business without a coach", () => {
  it("shows an unassigned athlete to the business's owner only, and ends a removed link at once", async () => {
    const unassigned = await createUser(ctx.db, "athlete");
    await ctx.db.insert(businessAthletes).values({ businessId, athleteId: unassigned.id });
    const target = { athleteId: unassigned.id };
    expect(await canAccess(ctx.db, people.owner!, target)).toBe(true);
    expect(await canAccess(ctx.db, people.ownerB!, target)).toBe(false);
    expect(await canAccess(ctx.db, people.coachA!, target)).toBe(false);
    expect(await canAccess(ctx.db, people.athleteA1!, target)).toBe(false);

    await linkCoach(ctx.db, people.coachA!.id, unassigned.id, businessId);
    expect(await canAccess(ctx.db, people.coachA!, target)).toBe(true);
    await ctx.db.delete(coachAthletes).where(eq(coachAthletes.athleteId, unassigned.id));
    expect(await canAccess(ctx.db, people.coachA!, target)).toBe(false);
    expect(await canAccess(ctx.db, people.owner!, target)).toBe(true);
  });
});
