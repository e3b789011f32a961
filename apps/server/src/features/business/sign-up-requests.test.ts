import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import {
  businessAthletes,
  coachAthletes,
  mailOutbox,
  pendingAthletes,
  users,
} from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT: "100000",
    APP_DOMAIN: "localhost",
    PUBLIC_URL: "http://localhost:3000",
  });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const REQUEST = "/api/auth/register/athlete-request";
const LIST = "/api/subdomain/requests";
const ACCEPT = "/api/subdomain/requests/accept";
const CANCEL = "/api/subdomain/requests/cancel";
const PERMISSION = { detail: "You do not have permission to perform this action." };

async function world() {
  const owner = await createUser(ctx.db, "owner", { firstName: "Hanna", lastName: "Hart" });
  const coach = await createUser(ctx.db, "coach");
  const business = await createBusiness(ctx.db, owner.id, [coach.id]);
  const athlete = await createUser(ctx.db, "athlete");
  await linkCoach(ctx.db, owner.id, athlete.id, business.id);
  const otherOwner = await createUser(ctx.db, "owner");
  const otherCoach = await createUser(ctx.db, "coach");
  await createBusiness(ctx.db, otherOwner.id, [otherCoach.id]);
  return { owner, coach, business, athlete, otherOwner, otherCoach };
}

let serial = 0;
/** A visitor asks to join the business through its page; the request's id. */
async function askToJoin(subdomain: string, fullName = "Kim Lee") {
  serial += 1;
  const email = `visitor-${serial}-${Date.now()}@example.com`;
  const response = await call(null, "POST", REQUEST, {
    subdomain,
    athletesFullName: fullName,
    email,
    shortIntroduction: "Marathon in May",
    acceptTermsAndConditions: true,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ detail: "Thank you! Your request was sent to the coach." });
  const [row] = await ctx.db.select().from(pendingAthletes).where(eq(pendingAthletes.email, email));
  return { id: row!.id, email };
}

const latestMailTo = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];

describe("sign-ups through a business page", () => {
  it("lists a visitor's request to the owner only", async () => {
    const w = await world();
    const request = await askToJoin(w.business.subdomain!);
    const list = await call(w.owner, "GET", LIST);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: request.id,
        fullName: "Kim Lee",
        name: "Kim Lee",
        email: request.email,
        signedUpAt: expect.any(String),
        signedUpOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        confirmedAt: null,
        shortDescription: "Marathon in May",
      },
    ]);
    expect((await call(w.otherOwner, "GET", LIST)).json()).toEqual([]);
    for (const person of [w.coach, w.athlete]) {
      const refused = await call(person, "GET", LIST);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PERMISSION);
    }
    expect((await call(null, "GET", LIST)).statusCode).toBe(401);
  });

  it("refuses a request without the terms, a bad name, or to an unknown page", async () => {
    const w = await world();
    const body = {
      subdomain: w.business.subdomain!,
      athletesFullName: "Kim Lee",
      email: "kim@example.com",
      acceptTermsAndConditions: true,
    };
    const noTerms = await call(null, "POST", REQUEST, { ...body, acceptTermsAndConditions: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fields.acceptTermsAndConditions).toEqual([
      "Please accept the terms and conditions.",
    ]);
    const oneWord = await call(null, "POST", REQUEST, { ...body, athletesFullName: "Kim" });
    expect(oneWord.json().fields.athletesFullName).toEqual(["Please enter a valid full name"]);
    const badEmail = await call(null, "POST", REQUEST, { ...body, email: "kim" });
    expect(badEmail.json().fields.email).toEqual(["Please enter a valid email"]);
    const unknown = await call(null, "POST", REQUEST, { ...body, subdomain: "no-such-page-x" });
    expect(unknown.statusCode).toBe(404);
  });

  it("accepts: a new athlete of the business, coached by the chosen coach, mailed a link", async () => {
    const w = await world();
    const request = await askToJoin(w.business.subdomain!, "Kim Lee");
    const accepted = await call(w.owner, "POST", ACCEPT, { id: request.id, coachId: w.coach.id });
    expect(accepted.statusCode).toBe(200);
    const { athleteId } = accepted.json();
    expect(accepted.json()).toEqual({ message: "New Athlete Sign-up Confirmed", athleteId });
    const [athlete] = await ctx.db.select().from(users).where(eq(users.id, athleteId));
    expect(athlete).toMatchObject({
      email: request.email,
      firstName: "Kim",
      lastName: "Lee",
      isCoach: false,
      passwordHash: "",
    });
    const links = await ctx.db
      .select()
      .from(coachAthletes)
      .where(eq(coachAthletes.athleteId, athleteId));
    expect(links).toEqual([
      expect.objectContaining({ coachId: w.coach.id, businessId: w.business.id }),
    ]);
    const member = await ctx.db
      .select()
      .from(businessAthletes)
      .where(
        and(
          eq(businessAthletes.businessId, w.business.id),
          eq(businessAthletes.athleteId, athleteId),
        ),
      );
    expect(member).toHaveLength(1);
    const mail = await latestMailTo(request.email);
    expect(mail!.subject).toBe(`Business ${w.owner.id} accepted your sign-up`);
    expect(mail!.textBody).toMatch(
      new RegExp(`http://biz${w.owner.id}\\.localhost:3000/set-password\\?token=[A-Za-z0-9_-]+`),
    );
    // The request leaves the list; answering it again finds nothing.
    expect((await call(w.owner, "GET", LIST)).json()).toEqual([]);
    expect((await call(w.owner, "POST", ACCEPT, { id: request.id })).statusCode).toBe(404);
    // The coach now sees the athlete.
    const coachView = await call(w.coach, "GET", "/api/coach/athletes/");
    expect(coachView.json().athletes.map((row: { id: number }) => row.id)).toContain(athleteId);
  });

  it("assigns the owner when no coach is chosen, and sets the password from the mail", async () => {
    const w = await world();
    const request = await askToJoin(w.business.subdomain!);
    const accepted = await call(w.owner, "POST", ACCEPT, { id: request.id });
    const { athleteId } = accepted.json();
    const links = await ctx.db
      .select()
      .from(coachAthletes)
      .where(eq(coachAthletes.athleteId, athleteId));
    expect(links.map((link) => link.coachId)).toEqual([w.owner.id]);
    const token = (await latestMailTo(request.email))!.textBody.match(/token=([A-Za-z0-9_-]+)/)![1];
    const set = await call(null, "PUT", "/api/auth/password-reset/", {
      token,
      password: "a new password",
    });
    expect(set.statusCode).toBe(200);
    const signIn = await call(null, "POST", "/api/auth/login/", {
      email: request.email,
      password: "a new password",
      subdomain: w.business.subdomain,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("refuses a coach of another business, and other people's requests", async () => {
    const w = await world();
    const request = await askToJoin(w.business.subdomain!);
    const wrongCoach = await call(w.owner, "POST", ACCEPT, {
      id: request.id,
      coachId: w.otherCoach.id,
    });
    expect(wrongCoach.statusCode).toBe(404);
    expect((await call(w.otherOwner, "POST", ACCEPT, { id: request.id })).statusCode).toBe(404);
    expect((await call(w.otherOwner, "POST", CANCEL, { id: request.id })).statusCode).toBe(404);
    for (const person of [w.coach, w.athlete]) {
      expect((await call(person, "POST", ACCEPT, { id: request.id })).json()).toEqual(PERMISSION);
      expect((await call(person, "POST", CANCEL, { id: request.id })).statusCode).toBe(403);
    }
    expect((await call(null, "POST", ACCEPT, { id: request.id })).statusCode).toBe(401);
    // Still waiting for its owner.
    expect((await call(w.owner, "GET", LIST)).json()).toHaveLength(1);
  });

  it("cancels: the request goes and the person is told", async () => {
    const w = await world();
    const request = await askToJoin(w.business.subdomain!, "Lou Park");
    const cancelled = await call(w.owner, "POST", CANCEL, { id: request.id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: "The sign-up was cancelled" });
    expect((await call(w.owner, "GET", LIST)).json()).toEqual([]);
    const mail = await latestMailTo(request.email);
    expect(mail!.subject).toBe(`Your sign-up at Business ${w.owner.id}`);
    expect(mail!.textBody).toContain("Hello Lou,");
    const account = await ctx.db.select().from(users).where(eq(users.email, request.email));
    expect(account).toEqual([]);
  });
});
