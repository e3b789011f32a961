import { messages } from "@coach/shared/validation/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businessAthletes, coachAthletes, onboardingForms, users } from "../../db/schema";
import { fakeClock } from "../../platform/clock";
import { audienceOf } from "../../platform/live/live-audience";
import {
  invitationCalls,
  invitationNotes,
  invitationPeople,
  invitationRow,
  mailsTo,
  newAddress,
} from "./invitations-test-support";

const clock = fakeClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const { call, send, sendOk, respond } = invitationCalls(() => ctx);

const DAY_MS = 24 * 3600 * 1000;
const forbidden = { detail: messages.permissionDenied };

async function linksOf(athleteId: number) {
  return ctx.db
    .select({ coachId: coachAthletes.coachId, businessId: coachAthletes.businessId })
    .from(coachAthletes)
    .where(eq(coachAthletes.athleteId, athleteId));
}

async function businessesOf(athleteId: number) {
  const rows = await ctx.db
    .select({ businessId: businessAthletes.businessId })
    .from(businessAthletes)
    .where(eq(businessAthletes.athleteId, athleteId));
  return rows.map((row) => row.businessId);
}

describe("sending an invitation", () => {
  it("a coach invites a new address: the mail carries the link, the list shows it pending", async () => {
    const { coach } = await invitationPeople(ctx);
    const email = newAddress();
    const sent = await sendOk(coach, { email: email.toUpperCase(), messageFromCoach: "Welcome!" });
    expect(sent.message).toBe(`Invitation to user ${email} has been sent`);
    const hash = sent.invitation.url_hash;
    // 32 random bytes, base64url: 43 characters.
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [mail] = await mailsTo(ctx, email);
    expect(mail!.textBody).toContain(`http://localhost:3000/invitation/${hash}`);
    expect(mail!.textBody).toContain("Coach Tester invites you");
    expect(mail!.textBody).toContain("Welcome!");
    const expires = new Date(clock.now().getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
    expect(mail!.textBody).toContain(`expires on ${expires}`);

    const row = await invitationRow(ctx, hash);
    expect(row).toMatchObject({ kind: "coach_to_athlete", email, receiverId: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * DAY_MS);
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "invitation.sent",
      invitationId: row!.id,
      senderId: coach.id,
      receiverId: null,
      email,
    });

    const list = await call(coach, "GET", "/api/invitations/");
    expect(list.statusCode).toBe(200);
    const { sent: mine, received } = list.json();
    expect(received).toEqual([]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: "Pending",
      email,
      from_athlete_to_coach: false,
      messageFromCoach: "Welcome!",
      url_hash: hash,
      onBoardingId: null,
      notificationId: null,
      sender_info: { email: coach.email, firstName: "Coach", lastName: "Tester" },
      receiver_info: { email, firstName: "", lastName: "" },
    });
  });

  it("refuses a malformed address, the sender's own, and athlete invitations from an athlete", async () => {
    const { coach, athlete } = await invitationPeople(ctx);
    const bad = await send(coach, { email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { message: "E-mail must be valid" },
      fields: { email: ["E-mail must be valid"] },
    });
    const self = await send(coach, { email: coach.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual({ email: [messages.invitationToSelf] });

    const byAthlete = await send(athlete, { email: newAddress(), from_athlete_to_coach: false });
    expect(byAthlete.statusCode).toBe(403);
    expect(byAthlete.json()).toEqual(forbidden);
    expect(
      await call(null, "POST", "/api/invitations/send", { email: newAddress() }),
    ).toMatchObject({ statusCode: 401 });
    expect((await call(null, "GET", "/api/invitations/")).statusCode).toBe(401);
  });

  it("attaches only the coach's own on-boarding form", async () => {
    const { coach, outsider, owner } = await invitationPeople(ctx);
    const [form] = await ctx.db.insert(onboardingForms).values({ coachId: coach.id }).returning();
    const [otherForm] = await ctx.db
      .insert(onboardingForms)
      .values({ coachId: outsider.id })
      .returning();
    const email = newAddress();
    const sent = await sendOk(coach, { email, onBoardingId: form!.id });
    expect((await invitationRow(ctx, sent.invitation.url_hash))!.onboardingFormId).toBe(form!.id);
    // Another coach's form, a form id that does not exist, and an owner without a form: 404.
    for (const [person, id] of [
      [coach, otherForm!.id],
      [coach, 999_999],
      [owner, form!.id],
    ] as const) {
      const refused = await send(person, { email: newAddress(), onBoardingId: id });
      expect(refused.statusCode).toBe(404);
    }
  });

  it("re-sending to the same address replaces the pending invitation and its notification", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const first = await sendOk(coach, { email: loner.email });
    await ctx.settle();
    const [firstNote] = await invitationNotes(ctx, loner.id);
    expect(firstNote!.data).toMatchObject({ url_hash: first.invitation.url_hash });

    const second = await sendOk(coach, { email: loner.email, messageFromCoach: "Again" });
    expect(second.invitation.url_hash).not.toBe(first.invitation.url_hash);
    const old = await call(null, "POST", "/api/invitations/validate-token/", {
      token: first.invitation.url_hash,
    });
    expect(old.statusCode).toBe(404);
    expect(await mailsTo(ctx, loner.email)).toHaveLength(2);

    await ctx.settle();
    const notes = await invitationNotes(ctx, loner.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data).toMatchObject({ url_hash: second.invitation.url_hash });
    const { received } = (await call(loner, "GET", "/api/invitations/")).json();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ messageFromCoach: "Again", notificationId: notes[0]!.id });
  });

  it("an athlete invites a coach", async () => {
    const { freelance, loner } = await invitationPeople(ctx);
    const sent = await sendOk(loner, { email: freelance.email, from_athlete_to_coach: true });
    expect(sent.invitation).toMatchObject({
      kind: "athlete_to_coach",
      from_athlete_to_coach: true,
      receiver_info: { email: freelance.email, firstName: "Coach" },
    });
    // An athlete has no on-boarding form to attach.
    const withForm = await send(loner, {
      email: newAddress(),
      from_athlete_to_coach: true,
      onBoardingId: 1,
    });
    expect(withForm.statusCode).toBe(404);
  });
});

describe("the receiver's notification", () => {
  it("is stored once the event is delivered, for an address with an account, once", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    expect(await invitationNotes(ctx, loner.id)).toEqual([]);
    await ctx.settle();
    const notes = await invitationNotes(ctx, loner.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      category: "invitation",
      content: "Coach Tester wants to be your coach",
      data: { url_hash: sent.invitation.url_hash },
      read: false,
    });
    expect(ctx.platform.events.emitted).toContainEqual(
      expect.objectContaining({ type: "notification.created", notificationId: notes[0]!.id }),
    );
  });

  it("is not written for an invitation answered before delivery", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    expect((await respond(loner, sent.invitation.url_hash, "Declined")).statusCode).toBe(200);
    await ctx.settle();
    expect(await invitationNotes(ctx, loner.id)).toEqual([]);
  });
});

describe("validate-token", () => {
  it("shows the response screen's facts to whoever holds the link; 404 for an unknown one", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const email = newAddress();
    const toNew = await sendOk(coach, { email, messageFromCoach: "Hi" });
    const preview = await call(null, "POST", "/api/invitations/validate-token/", {
      token: toNew.invitation.url_hash,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: "coach_to_athlete",
      status: "Pending",
      isExpired: false,
      email,
      sender_info: { email: coach.email, firstName: "Coach", lastName: "Tester" },
      messageFromCoach: "Hi",
      hasAccount: false,
      notificationId: null,
    });

    const toLoner = await sendOk(coach, { email: loner.email });
    await ctx.settle();
    const [note] = await invitationNotes(ctx, loner.id);
    const signedIn = await call(loner, "POST", "/api/invitations/validate-token/", {
      token: toLoner.invitation.url_hash,
    });
    expect(signedIn.json()).toMatchObject({ hasAccount: true, notificationId: note!.id });

    const unknown = await call(null, "POST", "/api/invitations/validate-token/", {
      token: "x".repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("answering", () => {
  it("a coach's athlete accepts: coached in the coach's business, notification removed", async () => {
    const { coach, business, loner, outsider, otherOwner, owner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    await ctx.settle();
    expect(await invitationNotes(ctx, loner.id)).toHaveLength(1);
    const hash = sent.invitation.url_hash;

    // Nobody else may answer: other people do not see it; its sender may only delete it.
    for (const person of [outsider, otherOwner, owner]) {
      expect((await respond(person, hash, "Accepted")).statusCode).toBe(404);
    }
    const bySender = await respond(coach, hash, "Accepted");
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json()).toEqual(forbidden);
    expect(
      (
        await call(null, "POST", "/api/invitations/respond", {
          url_hash: hash,
          response: "Accepted",
        })
      ).statusCode,
    ).toBe(401);

    const accepted = await respond(loner, hash, "Accepted");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: "Successfull operation",
      status: "Accepted",
      kind: "coach_to_athlete",
      athleteId: loner.id,
      coachId: coach.id,
      onBoardingId: null,
    });
    expect(await linksOf(loner.id)).toEqual([{ coachId: coach.id, businessId: business.id }]);
    expect(await businessesOf(loner.id)).toEqual([business.id]);
    expect(await invitationNotes(ctx, loner.id)).toEqual([]);
    const row = await invitationRow(ctx, hash);
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "invitation.answered",
      invitationId: row!.id,
      senderId: coach.id,
      receiverId: loner.id,
      response: "Accepted",
    });

    // Answered once.
    const again = await respond(loner, hash, "Declined");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(messages.invitationAnswered);
    const { sent: list } = (await call(coach, "GET", "/api/invitations/")).json();
    expect(list[0]).toMatchObject({ status: "Accepted", response: "Accepted" });
  });

  it("a coach of no business links the athlete without a business; the owner's own in theirs", async () => {
    const { freelance, owner, business } = await invitationPeople(ctx);
    const first = await createUser(ctx.db, "athlete");
    const second = await createUser(ctx.db, "athlete");
    const a = await sendOk(freelance, { email: first.email });
    const b = await sendOk(owner, { email: second.email });
    expect((await respond(first, a.invitation.url_hash, "Accepted")).statusCode).toBe(200);
    expect((await respond(second, b.invitation.url_hash, "Accepted")).statusCode).toBe(200);
    expect(await linksOf(first.id)).toEqual([{ coachId: freelance.id, businessId: null }]);
    expect(await businessesOf(first.id)).toEqual([]);
    expect(await linksOf(second.id)).toEqual([{ coachId: owner.id, businessId: business.id }]);
    expect(await businessesOf(second.id)).toEqual([business.id]);
  });

  it("accepting a form-carrying invitation leaves the athlete's on-boarding pending", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const [form] = await ctx.db.insert(onboardingForms).values({ coachId: coach.id }).returning();
    const sent = await sendOk(coach, { email: loner.email, onBoardingId: String(form!.id) });
    const accepted = await respond(loner, sent.invitation.url_hash, "Accepted");
    expect(accepted.json()).toMatchObject({ onBoardingId: form!.id });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, loner.id));
    expect(user!.onBoarding).toBe("pending");
  });

  it("declining links nobody", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    const declined = await respond(loner, sent.invitation.url_hash, "Declined");
    expect(declined.json()).toMatchObject({ message: "Successfull operation", status: "Declined" });
    expect(await linksOf(loner.id)).toEqual([]);
    const { received } = (await call(loner, "GET", "/api/invitations/")).json();
    expect(received[0]).toMatchObject({ status: "Declined" });
  });

  it("a coach accepts an athlete's request, in the coach's business; an athlete cannot", async () => {
    const { coach, business, loner, athlete } = await invitationPeople(ctx);
    const request = await sendOk(loner, { email: coach.email, from_athlete_to_coach: true });
    const accepted = await respond(coach, request.invitation.url_hash, "Accepted");
    expect(accepted.json()).toMatchObject({ athleteId: loner.id, coachId: coach.id });
    expect(await linksOf(loner.id)).toEqual([{ coachId: coach.id, businessId: business.id }]);

    const toAthlete = await sendOk(loner, { email: athlete.email, from_athlete_to_coach: true });
    const refused = await respond(athlete, toAthlete.invitation.url_hash, "Accepted");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.permissionDenied });
  });

  it("after 14 days only Delete is left", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    const hash = sent.invitation.url_hash;
    clock.advance(14 * DAY_MS);
    try {
      const preview = await call(null, "POST", "/api/invitations/validate-token/", { token: hash });
      expect(preview.json()).toMatchObject({ status: "Expired", isExpired: true });
      const { received } = (await call(loner, "GET", "/api/invitations/")).json();
      expect(received[0]).toMatchObject({ status: "Expired" });
      const late = await respond(loner, hash, "Accepted");
      expect(late.statusCode).toBe(400);
      expect(late.json().error.message).toBe(messages.invitationExpired);
      expect(await linksOf(loner.id)).toEqual([]);
      expect((await respond(loner, hash, "Delete")).json()).toMatchObject({
        message: "Successfull operation",
        status: null,
      });
      expect(await invitationRow(ctx, hash)).toBeUndefined();
    } finally {
      clock.advance(-14 * DAY_MS);
    }
  });

  it("the sender or the receiver deletes with Delete; links stay", async () => {
    const { coach, loner } = await invitationPeople(ctx);
    const bySender = await sendOk(coach, { email: loner.email });
    await ctx.settle();
    expect((await respond(coach, bySender.invitation.url_hash, "Delete")).statusCode).toBe(200);
    expect(await invitationNotes(ctx, loner.id)).toEqual([]);
    expect(ctx.platform.events.emitted).toContainEqual(
      expect.objectContaining({
        type: "invitation.answered",
        response: "Delete",
        receiverId: loner.id,
      }),
    );

    const accepted = await sendOk(coach, { email: loner.email });
    await respond(loner, accepted.invitation.url_hash, "Accepted");
    expect((await respond(loner, accepted.invitation.url_hash, "Delete")).statusCode).toBe(200);
    expect((await call(loner, "GET", "/api/invitations/")).json().received).toEqual([]);
    expect(await linksOf(loner.id)).toHaveLength(1);
  });
});

describe("DELETE api/invitations/respond", () => {
  it("only the sender withdraws a sent invitation", async () => {
    const { coach, loner, owner, outsider, otherOwner } = await invitationPeople(ctx);
    const sent = await sendOk(coach, { email: loner.email });
    await ctx.settle();
    const body = { uuid_str: sent.invitation.uuid_str };
    for (const person of [loner, owner, outsider, otherOwner]) {
      expect((await call(person, "DELETE", "/api/invitations/respond", body)).statusCode).toBe(404);
    }
    expect((await call(null, "DELETE", "/api/invitations/respond", body)).statusCode).toBe(401);
    const removed = await call(coach, "DELETE", "/api/invitations/respond", body);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Successfull operation" });
    expect(await invitationRow(ctx, sent.invitation.url_hash)).toBeUndefined();
    expect(await invitationNotes(ctx, loner.id)).toEqual([]);
    expect((await call(coach, "DELETE", "/api/invitations/respond", body)).statusCode).toBe(404);
  });
});

describe("who sees which invitations", () => {
  it("the sender and the receiver only", async () => {
    const { coach, loner, owner, outsider, otherOwner, athlete } = await invitationPeople(ctx);
    await linkCoach(ctx.db, outsider.id, loner.id);
    await sendOk(coach, { email: loner.email });
    for (const person of [owner, outsider, otherOwner, athlete]) {
      const { sent, received } = (await call(person, "GET", "/api/invitations/")).json();
      expect([...sent, ...received]).toEqual([]);
    }
    const { received } = (await call(loner, "GET", "/api/invitations/")).json();
    expect(received).toHaveLength(1);
    const rows = await ctx.db
      .select()
      .from(coachAthletes)
      .where(and(eq(coachAthletes.athleteId, loner.id), eq(coachAthletes.coachId, coach.id)));
    expect(rows).toEqual([]);
  });
});

describe("live audience", () => {
  it("the sender, and the receiver once the address has an account", () => {
    const sent = {
      type: "invitation.sent",
      invitationId: 1,
      senderId: 2,
      email: "a@x.io",
    } as const;
    expect(audienceOf({ ...sent, receiverId: null })).toEqual([2]);
    expect(audienceOf({ ...sent, receiverId: 3 })).toEqual([2, 3]);
    expect(
      audienceOf({
        type: "invitation.answered",
        invitationId: 1,
        senderId: 2,
        receiverId: 3,
        response: "Delete",
      }),
    ).toEqual([2, 3]);
  });
});
