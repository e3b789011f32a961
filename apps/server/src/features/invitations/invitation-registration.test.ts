import { messages } from "@coach/shared/validation/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businessCoaches, users } from "../../db/schema";
import { businessOrigin } from "../business/business.service";
import { assertStatusAllowsAthleteInvites } from "../subscription/subscription.service";
import { listBusinessCoachInvitations } from "./invitations.service";
import {
  invitationCalls,
  invitationPeople,
  invitationRow,
  mailsTo,
  newAddress,
} from "./invitations-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const { call, sendOk, respond } = invitationCalls(() => ctx);
const PASSWORD = "a new password 1";
const forbidden = { detail: messages.permissionDenied };

const post = (url: string, payload: object, access?: string) =>
  ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });

async function userOf(email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("an invited athlete registers from the link", () => {
  it("sets a password, is signed in with a confirmed address, then accepts", async () => {
    const { coach } = await invitationPeople(ctx);
    const email = newAddress();
    const sent = await sendOk(coach, { email });
    const token = sent.invitation.url_hash;

    const registered = await post("/api/auth/register/athlete/set-password/", {
      token,
      password: PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const session = registered.json();
    expect(session.tokens.access).toEqual(expect.any(String));
    expect(session.data.details).toMatchObject({ email, isCoach: false, hasCoach: false });
    const user = await userOf(email);
    expect(user!.emailConfirmedAt).not.toBeNull();
    expect((await login(ctx.app, email, PASSWORD)).data.details.id).toBe(user!.id);

    // Still pending, now naming the account; the new user accepts it.
    expect(await invitationRow(ctx, token)).toMatchObject({
      status: "Pending",
      receiverId: user!.id,
    });
    const accepted = await post(
      "/api/invitations/respond",
      { url_hash: token, response: "Accepted" },
      session.tokens.access,
    );
    expect(accepted.json()).toMatchObject({ status: "Accepted", athleteId: user!.id });
    const info = await ctx.app.inject({
      method: "GET",
      url: "/api/account/info/",
      headers: { authorization: `Bearer ${session.tokens.access}` },
    });
    expect(info.json().details).toMatchObject({ hasCoach: true });

    // The link made one account; it cannot make another.
    const again = await post("/api/auth/register/athlete/set-password/", {
      token,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(400);
  });

  it("refuses an account that already has a password, an unknown link and a weak password", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    const taken = await post("/api/auth/register/athlete/set-password/", {
      token: sent.invitation.url_hash,
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().code).toBe("email_taken");
    const unknown = await post("/api/auth/register/athlete/set-password/", {
      token: "y".repeat(43),
      password: PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    const weak = await post("/api/auth/register/athlete/set-password/", {
      token: sent.invitation.url_hash,
      password: "short",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: [messages.passwordTooShort] });
  });
});

describe("a business owner invites a coach", () => {
  it("only an owner; the spec's messages; the invitation is the business's", async () => {
    const { owner, coach, athlete, business, otherOwner, otherBusiness } =
      await invitationPeople(ctx);
    const url = "/api/business-owner/coach-invitations/";
    const email = newAddress();
    const invited = await call(owner, "POST", url, { email, full_name: "Cara Coach" });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({ message: "Athlete succesfully invited (email was sent)" });
    const [mail] = await mailsTo(ctx, email);
    expect(mail!.subject).toBe("Owner Tester invites you to coach in their business");
    expect(mail!.textBody).toContain(`coach athletes in ${business.businessName}`);
    // A new coach sets up their account on the business's subdomain, from the same token.
    const [sentRow] = await listBusinessCoachInvitations(ctx.deps, business.id);
    const { urlHash } = (await ctx.db.query.invitations.findFirst({
      where: (table, { eq: equals }) => equals(table.uuid, sentRow!.uuid_str),
    }))!;
    const origin = businessOrigin(ctx.deps.config, business.subdomain!);
    expect(mail!.textBody).toContain(`${origin}/trainer-setup?token=${urlHash}\n`);

    const listed = await listBusinessCoachInvitations(ctx.deps, business.id);
    expect(listed).toEqual([
      expect.objectContaining({ email, fullName: "Cara Coach", status: "Pending" }),
    ]);
    expect(await listBusinessCoachInvitations(ctx.deps, otherBusiness.id)).toEqual([]);

    const badEmail = await call(owner, "POST", url, { email: "nope", full_name: "Cara Coach" });
    expect(badEmail.json().fields).toEqual({ email: ["Please enter a valid email"] });
    const badName = await call(owner, "POST", url, { email, full_name: "C" });
    expect(badName.json().fields).toEqual({
      full_name: ["The name should be at least two characters"],
    });
    for (const person of [coach, athlete]) {
      const refused = await call(person, "POST", url, { email: newAddress(), full_name: "Xy" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(forbidden);
    }
    expect((await call(null, "POST", url, { email, full_name: "Xy" })).statusCode).toBe(401);
    // Another owner's invitation brings the coach into their own business.
    await call(otherOwner, "POST", url, { email: newAddress(), full_name: "Other Coach" });
    expect(await listBusinessCoachInvitations(ctx.deps, otherBusiness.id)).toHaveLength(1);
    expect(await listBusinessCoachInvitations(ctx.deps, business.id)).toHaveLength(1);
  });

  it("an address that has an account gets the main app's response link, to sign in", async () => {
    const { owner, freelance } = await invitationPeople(ctx);
    const url = "/api/business-owner/coach-invitations/";
    await call(owner, "POST", url, { email: freelance.email, full_name: "Known Coach" });
    const [mail] = await mailsTo(ctx, freelance.email);
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/invitation\/[\w-]+\n/);
    expect(mail!.textBody).not.toContain("/trainer-setup");
  });

  it("the invited coach registers from the link, joins the business and sets a profile", async () => {
    const { owner, business, athlete } = await invitationPeople(ctx);
    const email = newAddress();
    await call(owner, "POST", "/api/business-owner/coach-invitations/", {
      email,
      full_name: "Cara Coach",
    });
    const [invitation] = await listBusinessCoachInvitations(ctx.deps, business.id);
    const row = (await ctx.db.query.invitations.findFirst({
      where: (table, { eq: equals }) => equals(table.uuid, invitation!.uuid_str),
    }))!;
    // An athlete's set-password does not take a coach's link.
    const wrongKind = await post("/api/auth/register/athlete/set-password/", {
      token: row.urlHash,
      password: PASSWORD,
    });
    expect(wrongKind.statusCode).toBe(404);

    const registered = await post("/api/auth/register/coach/", {
      token: row.urlHash,
      password: PASSWORD,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { tokens, data } = registered.json();
    expect(data.details).toMatchObject({
      email,
      isCoach: true,
      firstName: "Cara",
      lastName: "Coach",
      businessName: business.businessName,
    });
    const coach = await userOf(email);
    const membership = await ctx.db
      .select()
      .from(businessCoaches)
      .where(eq(businessCoaches.coachId, coach!.id));
    expect(membership.map((m) => m.businessId)).toEqual([business.id]);
    expect((await listBusinessCoachInvitations(ctx.deps, business.id))[0]!.status).toBe("Accepted");

    const lastStep = await post(
      "/api/auth/register/coach/last-step",
      { fullName: "Cara M. Coach", jobTitle: "Run coach", profilePictureUrl: null },
      tokens.access,
    );
    expect(lastStep.statusCode, lastStep.body).toBe(200);
    expect(lastStep.json().details).toMatchObject({
      fullName: "Cara M. Coach",
      jobTitle: "Run coach",
    });
    const byAthlete = await call(athlete, "POST", "/api/auth/register/coach/last-step", {
      fullName: "Not A Coach",
    });
    expect(byAthlete.statusCode).toBe(403);
    expect(
      (await post("/api/auth/register/coach/last-step", { fullName: "Nobody" })).statusCode,
    ).toBe(401);
  });

  it("an existing account accepts a coach invitation and becomes a coach of the business", async () => {
    const { owner, business, loner } = await invitationPeople(ctx);
    await call(owner, "POST", "/api/business-owner/coach-invitations/", {
      email: loner.email,
      full_name: "Lone Athlete",
    });
    const { received } = (await call(loner, "GET", "/api/invitations/")).json();
    expect(received[0]).toMatchObject({ kind: "business_coach", status: "Pending" });
    const accepted = await respond(loner, received[0].url_hash, "Accepted");
    expect(accepted.json()).toMatchObject({ kind: "business_coach", coachId: loner.id });
    expect((await userOf(loner.email))!.isCoach).toBe(true);
    const membership = await ctx.db
      .select()
      .from(businessCoaches)
      .where(eq(businessCoaches.coachId, loner.id));
    expect(membership.map((m) => m.businessId)).toEqual([business.id]);
  });
});

describe("athlete invitations and the subscription", () => {
  it("today's status allows them; a cancelled one is refused with the spec's message", () => {
    expect(() => assertStatusAllowsAthleteInvites("trialing")).not.toThrow();
    expect(() => assertStatusAllowsAthleteInvites("cancelled")).toThrow(
      expect.objectContaining({
        status: 405,
        code: "due_subscription",
        message: "Please activate your subscription before inviting new athletes.",
      }),
    );
  });
});
