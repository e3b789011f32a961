import { messages } from "@coach/shared/validation/messages";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createBusiness,
  createUser,
  linkCoach,
  login,
  signedAccess,
  TEST_PASSWORD,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import {
  businessAthletes,
  businessCoaches,
  coachAthletes,
  mailOutbox,
  oneTimeTokens,
  users,
} from "../../db/schema";

let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let owner: User;
let coach: User;
let athlete: User;
let otherOwner: User;
let otherCoach: User;
let businessId: number;
let otherBusinessId: number;

/** Business A: owner (coaches) and coach; business B: otherOwner and otherCoach. */
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, "owner", { firstName: "Olga", lastName: "Owner" });
  coach = await createUser(ctx.db, "coach");
  athlete = await createUser(ctx.db, "athlete");
  otherOwner = await createUser(ctx.db, "owner");
  otherCoach = await createUser(ctx.db, "coach");
  businessId = (await createBusiness(ctx.db, owner.id, [coach.id])).id;
  otherBusinessId = (await createBusiness(ctx.db, otherOwner.id, [otherCoach.id])).id;
  await linkCoach(ctx.db, coach.id, athlete.id, businessId);
});
afterAll(() => ctx.close());

async function createAthlete(as: User | null, payload: Record<string, unknown>) {
  // Signed tokens rather than a login per call: sign-in is rate-limited per address.
  const headers = as ? bearer(await signedAccess(ctx.db, ctx.deps.tokens, as.id)) : {};
  return ctx.app.inject({
    method: "POST",
    url: "/api/business-owner/athletes/",
    headers,
    payload,
  });
}

const newAddress = () => `New.Athlete-${crypto.randomUUID()}@Example.com`;

async function latestMailTo(email: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

async function coachesOf(athleteId: number) {
  const rows = await ctx.db
    .select({ coachId: coachAthletes.coachId, businessId: coachAthletes.businessId })
    .from(coachAthletes)
    .where(eq(coachAthletes.athleteId, athleteId));
  return rows;
}

async function businessesOf(athleteId: number) {
  const rows = await ctx.db
    .select({ businessId: businessAthletes.businessId })
    .from(businessAthletes)
    .where(eq(businessAthletes.athleteId, athleteId));
  return rows.map((row) => row.businessId);
}

describe("POST api/business-owner/athletes/", () => {
  it("creates an account without a password, coached by the owner, with a set-password mail", async () => {
    const email = newAddress();
    const response = await createAthlete(owner, { full_name: "  Nora   Newby ", email });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      passwordHash: "",
      firstName: "Nora",
      lastName: "Newby",
      isCoach: false,
      isBusinessOwner: false,
      emailConfirmedAt: null,
    });
    expect(await businessesOf(id)).toEqual([businessId]);
    expect(await coachesOf(id)).toEqual([{ coachId: owner.id, businessId }]);

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe(`Business ${owner.id}: your athlete account is ready`);
    expect(mail?.textBody).toContain("Olga Owner created an athlete account for you");
    // The link opens the business's own page (APP_DOMAIN is localhost in the tests).
    const token = mail?.textBody.match(
      new RegExp(
        `http://biz${owner.id}\\.localhost(?::\\d+)?/set-password\\?token=([A-Za-z0-9_-]+)`,
      ),
    )?.[1];
    expect(token, mail?.textBody).toBeDefined();
    const [stored] = await ctx.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.purpose, "set_password")));
    const validForDays = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(validForDays).toBeCloseTo(7, 1);

    expect(ctx.platform.events.emitted).toContainEqual(
      expect.objectContaining({
        type: "athlete.created",
        businessId,
        ownerId: owner.id,
        athleteId: id,
        isNewAccount: true,
      }),
    );

    // No password signs in until the link sets one; the password screen accepts the link.
    const before = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email, password: "any password at all" },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().code).toBe("invalid_credentials");
    const check = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/password-reset/?token=${token}`,
    });
    expect(check.json()).toEqual({ valid: true, email: email.toLowerCase() });
    const set = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: TEST_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(ctx.app, email);
    expect(signedIn.data.details.id).toBe(id);
    const again = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "another password" },
    });
    expect(again.statusCode).toBe(400);
  });

  it("adds an existing athlete's account to the business and tells them by mail", async () => {
    const existing = await createUser(ctx.db, "athlete", { firstName: "Eva" });
    const response = await createAthlete(owner, {
      full_name: "Someone Else",
      email: existing.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: existing.id });
    expect(await businessesOf(existing.id)).toEqual([businessId]);
    expect(await coachesOf(existing.id)).toEqual([{ coachId: owner.id, businessId }]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row?.passwordHash).toBe(existing.passwordHash);
    expect(row?.firstName).toBe("Eva");
    const mail = await latestMailTo(existing.email);
    expect(mail?.textBody).toContain(`Olga Owner added you as an athlete of Business ${owner.id}`);
    expect(mail?.textBody).not.toContain("password-reset");
  });

  it("keeps the coach of an athlete already coached in the business", async () => {
    const response = await createAthlete(owner, {
      full_name: "Athlete Tester",
      email: athlete.email,
    });
    expect(response.json()).toEqual({ id: athlete.id });
    expect(await coachesOf(athlete.id)).toEqual([{ coachId: coach.id, businessId }]);
    expect(await businessesOf(athlete.id)).toEqual([businessId]);
  });

  it("refuses the address of a coach or an owner, of this business or another", async () => {
    for (const email of [coach.email, otherCoach.email, otherOwner.email, owner.email]) {
      const response = await createAthlete(owner, { full_name: "Some Coach", email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "validation_error",
        error: { message: messages.athleteEmailIsCoach },
        fields: { email: [messages.athleteEmailIsCoach] },
      });
    }
    expect(await businessesOf(otherCoach.id)).toEqual([]);
    expect(await coachesOf(otherCoach.id)).toEqual([]);
  });

  it("answers the form's messages for a one-word name and a malformed e-mail", async () => {
    const response = await createAthlete(owner, { full_name: "  Nora ", email: "nora@" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      full_name: [messages.invalidFullName],
      email: [messages.invalidEmail],
    });
  });

  it("files an athlete of another business's owner under that business only", async () => {
    const email = newAddress();
    const response = await createAthlete(otherOwner, { full_name: "Bea Bee", email });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await businessesOf(id)).toEqual([otherBusinessId]);
    expect(await coachesOf(id)).toEqual([{ coachId: otherOwner.id, businessId: otherBusinessId }]);
  });

  it("leaves the athlete without a coach when the owner does not coach", async () => {
    const manager = await createUser(ctx.db, "owner");
    const business = await createBusiness(ctx.db, manager.id);
    await ctx.db.delete(businessCoaches).where(eq(businessCoaches.coachId, manager.id));
    const response = await createAthlete(manager, {
      full_name: "Una Assigned",
      email: newAddress(),
    });
    const { id } = response.json();
    expect(await businessesOf(id)).toEqual([business.id]);
    expect(await coachesOf(id)).toEqual([]);
  });

  it("answers 404 to an owner without a business", async () => {
    const founder = await createUser(ctx.db, "owner");
    const response = await createAthlete(founder, {
      full_name: "Nobody Here",
      email: newAddress(),
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses athletes and coaches (403) and anonymous callers (401)", async () => {
    const body = { full_name: "Nora Newby", email: newAddress() };
    for (const caller of [athlete, coach, otherCoach]) {
      const response = await createAthlete(caller, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: messages.permissionDenied });
    }
    const anonymous = await createAthlete(null, body);
    expect(anonymous.statusCode).toBe(401);
    const [created] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, body.email.toLowerCase()));
    expect(created).toBeUndefined();
  });
});
