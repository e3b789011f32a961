import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type Person } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { invitations, mailOutbox, pendingAthletes } from "../../db/schema";
import { peopleWorld } from "./my-athletes-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const LIST = "/api/coach/pending-athletes/";
const one = (id: number) => `/api/coach/pending-athletes/${id}/`;
const PERMISSION = { detail: "You do not have permission to perform this action." };

/** Business A with a sign-up sent to its coach, one sent to its owner, and an unregistered one. */
async function requests() {
  const world = await peopleWorld(ctx);
  const [toCoach, toOwner, unregistered] = await ctx.db
    .insert(pendingAthletes)
    .values([
      {
        coachId: world.coach.id,
        businessId: world.business.id,
        email: `kim-${world.coach.id}@example.com`,
        fullName: "Kim Lee",
        shortDescription: "Marathon in May",
        signedUpAt: new Date("2031-03-01T10:00:00Z"),
      },
      {
        coachId: world.owner.id,
        businessId: world.business.id,
        email: `lou-${world.owner.id}@example.com`,
        fullName: "Lou Park",
        signedUpAt: new Date("2031-03-02T10:00:00Z"),
      },
      {
        coachId: world.coach.id,
        businessId: world.business.id,
        email: `max-${world.coach.id}@example.com`,
        fullName: "Max Roe",
        status: "unregistered" as const,
      },
    ])
    .returning();
  return { ...world, toCoach: toCoach!, toOwner: toOwner!, unregistered: unregistered! };
}
const rowOf = async (id: number) =>
  (await ctx.db.select().from(pendingAthletes).where(eq(pendingAthletes.id, id)))[0];

describe("pending and unregistered athletes", () => {
  it("lists a coach's requests, and the whole business's to its owner", async () => {
    const world = await requests();
    const forCoach = await call(world.coach, "GET", LIST);
    expect(forCoach.statusCode).toBe(200);
    expect(forCoach.json()).toEqual({
      pendingAthletes: [
        {
          id: world.toCoach.id,
          fullName: "Kim Lee",
          name: "Kim Lee",
          email: world.toCoach.email,
          signedUpAt: "2031-03-01T10:00:00.000Z",
          signedUpOn: "2031-03-01",
          confirmedAt: null,
          shortDescription: "Marathon in May",
        },
      ],
      unregisteredAthletes: [expect.objectContaining({ id: world.unregistered.id })],
    });
    const forOwner = (await call(world.owner, "GET", LIST)).json();
    expect(forOwner.pendingAthletes.map((row: { id: number }) => row.id)).toEqual([
      world.toOwner.id,
      world.toCoach.id,
    ]);
    // My athletes carries the same lists.
    const myAthletes = (await call(world.owner, "GET", "/api/coach/my-athletes/")).json();
    expect(myAthletes.pendingAthletes).toEqual(forOwner.pendingAthletes);
    expect(myAthletes.unregisteredAthletes).toEqual(forOwner.unregisteredAthletes);

    for (const outsider of [world.otherCoach, world.otherOwner]) {
      expect((await call(outsider, "GET", LIST)).json()).toEqual({
        pendingAthletes: [],
        unregisteredAthletes: [],
      });
    }
    const byAthlete = await call(world.coachesAthlete, "GET", LIST);
    expect(byAthlete.statusCode).toBe(403);
    expect(byAthlete.json()).toEqual(PERMISSION);
    expect((await call(null, "GET", LIST)).statusCode).toBe(401);
  });

  it("confirms a sign-up by inviting the address; the request leaves the list", async () => {
    const world = await requests();
    const response = await call(world.coach, "POST", `${one(world.toCoach.id)}confirm/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "New Athlete Sign-up Confirmed",
      email: world.toCoach.email,
    });
    const [invitation] = await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, world.toCoach.email));
    expect(invitation).toMatchObject({
      kind: "coach_to_athlete",
      senderId: world.coach.id,
      status: "Pending",
    });
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, world.toCoach.email))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.textBody).toContain(`/invitation/${invitation!.urlHash}`);
    expect((await rowOf(world.toCoach.id))?.confirmedAt).not.toBeNull();
    expect((await call(world.coach, "GET", LIST)).json().pendingAthletes).toEqual([]);
    // Confirmed once: it is no longer a request.
    expect((await call(world.coach, "POST", `${one(world.toCoach.id)}confirm/`)).statusCode).toBe(
      404,
    );
    // The owner confirms a request sent to a coach of the business.
    const byOwner = await call(world.owner, "POST", `${one(world.toOwner.id)}confirm/`);
    expect(byOwner.json().message).toBe("New Athlete Sign-up Confirmed");
  });

  it("switches a request to unregistered and removes one", async () => {
    const world = await requests();
    const switched = await call(world.coach, "POST", `${one(world.toCoach.id)}unregistered/`);
    expect(switched.statusCode).toBe(200);
    expect((await rowOf(world.toCoach.id))?.status).toBe("unregistered");
    const listed = (await call(world.coach, "GET", LIST)).json();
    expect(listed.pendingAthletes).toEqual([]);
    expect(listed.unregisteredAthletes.map((row: { id: number }) => row.id).sort()).toEqual(
      [world.toCoach.id, world.unregistered.id].sort(),
    );

    expect((await call(world.owner, "DELETE", one(world.unregistered.id))).statusCode).toBe(200);
    expect(await rowOf(world.unregistered.id)).toBeUndefined();
    expect((await call(world.coach, "DELETE", one(world.toCoach.id))).statusCode).toBe(200);
    expect(await rowOf(world.toCoach.id)).toBeUndefined();
  });

  it("keeps other people's requests out of reach", async () => {
    const world = await requests();
    const attempts = (person: Person | null) => [
      call(person, "POST", `${one(world.toCoach.id)}confirm/`),
      call(person, "POST", `${one(world.toCoach.id)}unregistered/`),
      call(person, "DELETE", one(world.toCoach.id)),
    ];
    for (const outsider of [world.otherCoach, world.otherOwner]) {
      for (const response of await Promise.all(attempts(outsider))) {
        expect(response.statusCode).toBe(404);
      }
    }
    // A coach of the business does not handle the owner's requests.
    expect((await call(world.coach, "DELETE", one(world.toOwner.id))).statusCode).toBe(404);
    for (const response of await Promise.all(attempts(world.coachesAthlete))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(PERMISSION);
    }
    for (const response of await Promise.all(attempts(null))) {
      expect(response.statusCode).toBe(401);
    }
    expect(await rowOf(world.toCoach.id)).toMatchObject({ status: "pending", confirmedAt: null });
    expect(await rowOf(world.toOwner.id)).toBeDefined();
    expect(
      await ctx.db.select().from(invitations).where(eq(invitations.email, world.toCoach.email)),
    ).toEqual([]);
  });
});
