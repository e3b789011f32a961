import { messages } from "@coach/shared/validation/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  bearer,
  createBusiness,
  createUser,
  linkCoach,
  signedAccess,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businessAthletes, businessCoaches, coachAthletes, invitations } from "../../db/schema";
import { audienceOf } from "../../platform/live/live-audience";

let ctx: TestContext | undefined;
const app = () => ctx!;
type User = Awaited<ReturnType<typeof createUser>>;

/**
 * Business A: owner (coaches, coaches a1), coachA (coaches a2 and a3), coachZ (no athletes),
 * unassigned athlete u1 (business_athletes only), a pending coach invitation.
 * Business B: ownerB, coachB (coaches b1). A loner athlete has no coach.
 */
type World = Record<
  "owner" | "coachA" | "coachZ" | "a1" | "a2" | "a3" | "u1" | "ownerB" | "coachB" | "b1" | "loner",
  User
> & { businessId: number; otherBusinessId: number };
let world: World;

beforeEach(async () => {
  ctx ??= await createTestApp();
  const db = app().db;
  const make = (role: "athlete" | "coach" | "owner", firstName: string) =>
    createUser(db, role, { firstName });
  const people = {
    owner: await make("owner", "Olga"),
    coachA: await make("coach", "Carl"),
    coachZ: await make("coach", "Zed"),
    a1: await make("athlete", "Anna"),
    a2: await make("athlete", "bert"),
    a3: await make("athlete", "Cleo"),
    u1: await make("athlete", "Uma"),
    ownerB: await make("owner", "Otto"),
    coachB: await make("coach", "Bob"),
    b1: await make("athlete", "Bea"),
    loner: await make("athlete", "Lone"),
  };
  const a = await createBusiness(db, people.owner.id, [people.coachA.id, people.coachZ.id]);
  const b = await createBusiness(db, people.ownerB.id, [people.coachB.id]);
  await linkCoach(db, people.owner.id, people.a1.id, a.id);
  await linkCoach(db, people.coachA.id, people.a2.id, a.id);
  await linkCoach(db, people.coachA.id, people.a3.id, a.id);
  await linkCoach(db, people.coachB.id, people.b1.id, b.id);
  await db.insert(businessAthletes).values([
    { businessId: a.id, athleteId: people.a2.id },
    { businessId: a.id, athleteId: people.u1.id },
    { businessId: b.id, athleteId: people.b1.id },
  ]);
  await db.insert(invitations).values({
    urlHash: `hash-${crypto.randomUUID()}`,
    kind: "business_coach",
    senderId: people.owner.id,
    businessId: a.id,
    email: "new.coach@example.com",
    fullName: "Nina New",
    expiresAt: new Date(Date.now() + 14 * 86_400_000),
  });
  world = { ...people, businessId: a.id, otherBusinessId: b.id };
});
afterAll(() => ctx?.close());

async function call(
  as: User | null,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
) {
  // Signed tokens rather than a login per call: sign-in is rate-limited per address.
  const headers = as ? bearer(await signedAccess(app().db, app().deps.tokens, as.id)) : {};
  return app().app.inject({ method, url, headers, payload: payload as object });
}

const listCoaches = (as: User | null, query = "?include_athletes=true") =>
  call(as, "GET", `/api/business-owner/coach/${query}`);
const assign = (as: User | null, coachId: number | string, athleteId: number) =>
  call(as, "POST", `/api/business-owner/coach/${coachId}/assign-to-athlete`, {
    athlete_id: athleteId,
  });
const removeCoach = (as: User | null, coachId: number | string) =>
  call(as, "DELETE", `/api/coach/${coachId}/`);

const person = (user: User) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
});

async function coachesOf(athleteId: number) {
  const rows = await app()
    .db.select({ coachId: coachAthletes.coachId, businessId: coachAthletes.businessId })
    .from(coachAthletes)
    .where(eq(coachAthletes.athleteId, athleteId));
  return rows;
}

const forbidden = { detail: messages.permissionDenied };

describe("GET api/business-owner/coach/", () => {
  it("lists the owner first, the coaches with their athletes, new coaches and unassigned athletes", async () => {
    const response = await listCoaches(world.owner);
    expect(response.statusCode).toBe(200);
    const { coaches, unassignedAthletes } = response.json();
    expect(coaches).toEqual([
      { type: "coach", ...person(world.owner), isOwner: true, athletes: [person(world.a1)] },
      {
        type: "coach",
        ...person(world.coachA),
        isOwner: false,
        // By name whatever the case: bert before Cleo.
        athletes: [person(world.a2), person(world.a3)],
      },
      { type: "coach", ...person(world.coachZ), isOwner: false, athletes: [] },
      {
        type: "new-coach",
        id: expect.any(String),
        name: "Nina New",
        email: "new.coach@example.com",
        status: "Pending",
        sentAt: expect.any(String),
        athletes: [],
      },
    ]);
    expect(unassignedAthletes).toEqual([person(world.u1)]);
  });

  it("never lists the owner or a coach as an athlete", async () => {
    // The owner is coached by a coach of their business, and a coach is listed as an athlete.
    await linkCoach(app().db, world.coachA.id, world.owner.id, world.businessId);
    await app()
      .db.insert(businessAthletes)
      .values({ businessId: world.businessId, athleteId: world.coachZ.id });
    const { coaches, unassignedAthletes } = (await listCoaches(world.owner)).json();
    const listed = [
      ...coaches.flatMap((coach: { athletes: { id: number }[] }) => coach.athletes),
      ...unassignedAthletes,
    ].map((athlete: { id: number }) => athlete.id);
    expect(listed).not.toContain(world.owner.id);
    expect(listed).not.toContain(world.coachZ.id);
    expect(listed.sort()).toEqual([world.a1.id, world.a2.id, world.a3.id, world.u1.id].sort());
  });

  it("leaves the athletes out unless include_athletes=true", async () => {
    const { coaches, unassignedAthletes } = (await listCoaches(world.owner, "")).json();
    expect(coaches.map((coach: { name: string }) => coach.name)).toEqual([
      "Olga Tester",
      "Carl Tester",
      "Zed Tester",
      "Nina New",
    ]);
    expect(coaches.every((coach: { athletes: unknown[] }) => coach.athletes.length === 0)).toBe(
      true,
    );
    expect(unassignedAthletes).toEqual([]);
  });

  it("shows another business's owner only their own business", async () => {
    const { coaches, unassignedAthletes } = (await listCoaches(world.ownerB)).json();
    expect(coaches.map((coach: { id: number }) => coach.id)).toEqual([
      world.ownerB.id,
      world.coachB.id,
    ]);
    expect(coaches[1].athletes).toEqual([person(world.b1)]);
    expect(unassignedAthletes).toEqual([]);
  });

  it("refuses coaches and athletes (403) and anonymous callers (401)", async () => {
    for (const caller of [world.coachA, world.coachB, world.a1]) {
      const response = await listCoaches(caller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect((await listCoaches(null)).statusCode).toBe(401);
  });
});

describe("POST api/business-owner/coach/{id}/assign-to-athlete", () => {
  it("moves an athlete to another coach of the business", async () => {
    const response = await assign(world.owner, world.coachZ.id, world.a2.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Succesfully assigned athlete to coach" });
    expect(await coachesOf(world.a2.id)).toEqual([
      { coachId: world.coachZ.id, businessId: world.businessId },
    ]);
    const { coaches } = (await listCoaches(world.owner)).json();
    expect(coaches[1].athletes).toEqual([person(world.a3)]);
    expect(coaches[2].athletes).toEqual([person(world.a2)]);
  });

  it("gives an unassigned athlete a coach, the owner included", async () => {
    expect((await assign(world.owner, world.owner.id, world.u1.id)).statusCode).toBe(200);
    expect(await coachesOf(world.u1.id)).toEqual([
      { coachId: world.owner.id, businessId: world.businessId },
    ]);
    const { unassignedAthletes } = (await listCoaches(world.owner)).json();
    expect(unassignedAthletes).toEqual([]);
  });

  it("keeps the athlete's coaches outside the business", async () => {
    await linkCoach(app().db, world.coachB.id, world.a3.id, world.otherBusinessId);
    await assign(world.owner, world.coachZ.id, world.a3.id);
    const coaches = await coachesOf(world.a3.id);
    expect(coaches).toHaveLength(2);
    expect(coaches).toContainEqual({ coachId: world.coachB.id, businessId: world.otherBusinessId });
    expect(coaches).toContainEqual({ coachId: world.coachZ.id, businessId: world.businessId });
  });

  it("answers 404 for a coach or an athlete outside the business", async () => {
    const cases: [number | string, number][] = [
      [world.coachB.id, world.a2.id],
      [world.coachA.id, world.b1.id],
      [world.coachA.id, world.loner.id],
      [world.coachA.id, world.coachZ.id],
      [world.loner.id, world.a2.id],
      ["abc", world.a2.id],
      ["99999999999", world.a2.id],
      [world.coachA.id, 2_147_483_648],
    ];
    for (const [coachId, athleteId] of cases) {
      const response = await assign(world.owner, coachId, athleteId);
      expect(response.statusCode, `${coachId} ${athleteId}`).toBe(404);
    }
    expect(await coachesOf(world.b1.id)).toEqual([
      { coachId: world.coachB.id, businessId: world.otherBusinessId },
    ]);
  });

  it("lets another business's owner touch nothing of this one", async () => {
    const response = await assign(world.ownerB, world.coachA.id, world.u1.id);
    expect(response.statusCode).toBe(404);
    expect(await coachesOf(world.u1.id)).toEqual([]);
  });

  it("refuses coaches and athletes (403) and anonymous callers (401)", async () => {
    for (const caller of [world.coachA, world.coachB, world.a2]) {
      const response = await assign(caller, world.coachA.id, world.u1.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect((await assign(null, world.coachA.id, world.u1.id)).statusCode).toBe(401);
    expect(await coachesOf(world.u1.id)).toEqual([]);
  });
});

describe("DELETE api/coach/{id}/", () => {
  const profileOf = (as: User, athlete: User) =>
    call(as, "GET", `/api/athlete/${athlete.id}/profile/`);

  it("removes the coach; their athletes stay in the business without a coach", async () => {
    expect((await profileOf(world.coachA, world.a3)).statusCode).toBe(200);
    const response = await removeCoach(world.owner, world.coachA.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Succesfully removed coach" });

    const membership = await app()
      .db.select()
      .from(businessCoaches)
      .where(
        and(
          eq(businessCoaches.businessId, world.businessId),
          eq(businessCoaches.coachId, world.coachA.id),
        ),
      );
    expect(membership).toEqual([]);
    expect(await coachesOf(world.a2.id)).toEqual([]);
    expect(await coachesOf(world.a3.id)).toEqual([]);
    const { coaches, unassignedAthletes } = (await listCoaches(world.owner)).json();
    expect(coaches.map((coach: { name: string }) => coach.name)).toEqual([
      "Olga Tester",
      "Zed Tester",
      "Nina New",
    ]);
    expect(unassignedAthletes).toEqual([person(world.a2), person(world.a3), person(world.u1)]);

    expect(app().platform.events.emitted).toContainEqual(
      expect.objectContaining({
        type: "coach.removed",
        businessId: world.businessId,
        coachId: world.coachA.id,
        ownerId: world.owner.id,
        athleteIds: [world.a2.id, world.a3.id].sort((x, y) => x - y),
      }),
    );

    // The live channel tells the owner and the removed coach.
    const removed = app().platform.events.emitted.find((event) => event.type === "coach.removed");
    expect(audienceOf(removed!).sort()).toEqual([world.owner.id, world.coachA.id].sort());

    // The removed coach loses access at once; the owner keeps it to the unassigned athletes.
    expect((await profileOf(world.coachA, world.a3)).statusCode).toBe(404);
    expect((await profileOf(world.owner, world.a3)).statusCode).toBe(200);
    // The coach is still a coach, and can be added again.
    expect((await call(world.coachA, "GET", "/api/coach/athletes/")).json()).toEqual({
      athletes: [],
    });
  });

  it("does not let the owner remove themselves", async () => {
    const response = await removeCoach(world.owner, world.owner.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.cannotRemoveSelf);
    expect(await coachesOf(world.a1.id)).toEqual([
      { coachId: world.owner.id, businessId: world.businessId },
    ]);
  });

  it("answers 404 for a coach of another business, a stranger or a bad id", async () => {
    for (const id of [world.coachB.id, world.ownerB.id, world.loner.id, "abc", 0]) {
      expect((await removeCoach(world.owner, id)).statusCode, String(id)).toBe(404);
    }
    expect((await removeCoach(world.ownerB, world.coachA.id)).statusCode).toBe(404);
    expect(await coachesOf(world.a2.id)).toEqual([
      { coachId: world.coachA.id, businessId: world.businessId },
    ]);
  });

  it("refuses coaches and athletes (403) and anonymous callers (401)", async () => {
    for (const caller of [world.coachZ, world.coachB, world.a2]) {
      const response = await removeCoach(caller, world.coachA.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect((await removeCoach(null, world.coachA.id)).statusCode).toBe(401);
    expect(await coachesOf(world.a2.id)).toHaveLength(1);
  });
});
