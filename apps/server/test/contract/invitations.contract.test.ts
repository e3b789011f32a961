import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { multipartBody } from "../../src/features/onboarding/onboarding-test-support";
import { createUser } from "../factories";
import { onePixelPng } from "../png-bytes";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  FORBIDDEN,
  specCall,
} from "./contract-support";
import { Invitation, OnBoardingForm } from "./spec-shapes";

/**
 * Document 000, section 7, "Invitations", with the spec's payloads (the on-boarding calls are
 * multipart: fields as JSON, the onBoarding flag, files by uuid).
 */

let ctx: TestContext;
let world: ContractWorld;
const call = contractCaller(() => ctx);
type Person = ContractWorld["owner"];
const ONBOARDING = "/api/on-boarding/";

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

const InvitationList = z.object({ sent: z.array(Invitation), received: z.array(Invitation) });
const Sent = z.object({ message: z.string(), invitation: Invitation });

/** POST api/invitations/send "with email, from_athlete_to_coach, onBoardingId, messageFromCoach". */
async function invite(from: Person, email: string, onBoardingId: number | null = null) {
  const answer = await call(from, "POST", "/api/invitations/send", {
    email,
    from_athlete_to_coach: false,
    onBoardingId,
    messageFromCoach: "Welcome to the team",
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectShape(answer.body, Sent);
}

/** A multipart save of the on-boarding page: "fields as JSON, onBoarding flag, files by uuid". */
async function savePage(person: Person, method: "POST" | "PUT", fields: object, withFile = true) {
  const files = withFile
    ? [{ name: "waiver-1", filename: "waiver.png", bytes: onePixelPng() }]
    : [];
  const body = multipartBody({ fields: JSON.stringify(fields), onBoarding: "true" }, files);
  return call(person, method, ONBOARDING, body.payload, body.headers);
}

const page = {
  m1: { itemType: "message", title: "Welcome to the team" },
  q1: { itemType: "question", title: "What is your goal race?", inputType: "Text field" },
  g1: {
    itemType: "files",
    instructions: "Read and sign the waiver",
    files: [{ uuid: "waiver-1", name: "waiver.png" }],
  },
};

describe("invitations", () => {
  it(specCall("POST api/invitations/send"), async () => {
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email);
    expect(sent.message).toBe(`Invitation to user ${invitee.email} has been sent`);
    expect(sent.invitation).toMatchObject({ status: "Pending", email: invitee.email });
    // Only a coach invites athletes: an athlete gets the spec's 403.
    const byAthlete = await call(world.athlete, "POST", "/api/invitations/send", {
      email: invitee.email,
      from_athlete_to_coach: false,
      onBoardingId: null,
      messageFromCoach: "",
    });
    expect(byAthlete.status).toBe(403);
    expect(byAthlete.body).toEqual(FORBIDDEN);
    const bad = await call(world.coach, "POST", "/api/invitations/send", {
      email: "not an address",
      from_athlete_to_coach: false,
      onBoardingId: null,
      messageFromCoach: "",
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("E-mail must be valid");
  });

  it(specCall("GET api/invitations/"), async () => {
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email);
    const bySender = await call(world.coach, "GET", "/api/invitations/");
    expect(bySender.status).toBe(200);
    const senderList = expectShape(bySender.body, InvitationList);
    expect(senderList.sent.map((item) => item.uuid_str)).toContain(sent.invitation.uuid_str);
    await ctx.settle();
    const received = expectShape(
      (await call(invitee, "GET", "/api/invitations/")).body,
      InvitationList,
    ).received;
    expect(received.map((item) => item.uuid_str)).toEqual([sent.invitation.uuid_str]);
    expect(received[0]!.sender_info).toEqual({
      email: world.coach.email,
      firstName: "Carl",
      lastName: "Coach",
    });
    // The people of another business see nothing of it.
    for (const person of [world.otherCoach, world.otherOwner]) {
      const list = expectShape(
        (await call(person, "GET", "/api/invitations/")).body,
        InvitationList,
      );
      expect([...list.sent, ...list.received]).toEqual([]);
    }
    expect((await call(null, "GET", "/api/invitations/")).status).toBe(401);
  });

  it(specCall("POST api/invitations/validate-token/"), async () => {
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email);
    // The response screen opens from the mailed link, signed in or not.
    const answer = await call(null, "POST", "/api/invitations/validate-token/", {
      token: sent.invitation.url_hash,
    });
    expect(answer.status).toBe(200);
    expectShape(
      answer.body,
      Invitation.pick({
        uuid_str: true,
        status: true,
        sender_info: true,
        email: true,
        from_athlete_to_coach: true,
        messageFromCoach: true,
        url_hash: true,
        notificationId: true,
        onBoardingId: true,
      }),
    );
    const unknown = await call(null, "POST", "/api/invitations/validate-token/", {
      token: "x".repeat(43),
    });
    expect(unknown.status).toBe(404);
  });

  it(specCall("POST api/invitations/respond"), async () => {
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email);
    await ctx.settle();
    const { received } = expectShape(
      (await call(invitee, "GET", "/api/invitations/")).body,
      InvitationList,
    );
    const body = {
      url_hash: sent.invitation.url_hash,
      response: "Accepted",
      notificationId: received[0]!.notificationId,
    };
    // Nobody but the invited person answers: another business's coach finds nothing.
    for (const person of [world.otherCoach, world.otherAthlete]) {
      const refused = await call(person, "POST", "/api/invitations/respond", body);
      expect(refused.status).toBe(404);
    }
    const answer = await call(invitee, "POST", "/api/invitations/respond", body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: "Successfull operation" });
    const coaches = await call(invitee, "GET", "/api/athlete/coaches/");
    expect(JSON.stringify(coaches.body)).toContain(`"id":${world.coach.id}`);
  });

  it(specCall("DELETE api/invitations/respond"), async () => {
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email);
    const body = { uuid_str: sent.invitation.uuid_str };
    // Only its sender withdraws a sent invitation.
    for (const person of [world.otherCoach, world.otherOwner, world.athlete]) {
      expect((await call(person, "DELETE", "/api/invitations/respond", body)).status).toBe(404);
    }
    const answer = await call(world.coach, "DELETE", "/api/invitations/respond", body);
    expect(answer.status).toBe(200);
    const list = expectShape(
      (await call(world.coach, "GET", "/api/invitations/")).body,
      InvitationList,
    );
    expect(list.sent.map((item) => item.uuid_str)).not.toContain(sent.invitation.uuid_str);
  });
});

describe("on-boarding", () => {
  it(specCall("POST api/on-boarding/"), async () => {
    const answer = await savePage(world.coach, "POST", page);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const form = expectShape(answer.body, OnBoardingForm);
    expect(Object.keys(form.fields).sort()).toEqual(["g1", "m1", "q1"]);
    expect(form.fields.g1!.files).toHaveLength(1);
    // On-boarding items: required text, 'This field is required'.
    const blank = await savePage(world.coach, "POST", { q1: { ...page.q1, title: "" } }, false);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("This field is required");
    const byAthlete = await savePage(world.athlete, "POST", page);
    expect(byAthlete.status).toBe(403);
    expect(byAthlete.body).toEqual(FORBIDDEN);
  });

  it(specCall("GET api/on-boarding/"), async () => {
    await savePage(world.coach, "POST", page);
    const answer = await call(world.coach, "GET", ONBOARDING);
    expect(answer.status).toBe(200);
    const form = expectShape(answer.body, OnBoardingForm);
    expect(form.fields.q1).toMatchObject(page.q1);
    // Another business's coach has no page of their own: nothing of this one is shown.
    expect((await call(world.otherCoach, "GET", ONBOARDING)).status).toBe(404);
    const byAthlete = await call(world.athlete, "GET", ONBOARDING);
    expect(byAthlete.status).toBe(403);
    expect(byAthlete.body).toEqual(FORBIDDEN);
  });

  it(specCall("PUT api/on-boarding/"), async () => {
    const saved = expectShape((await savePage(world.coach, "POST", page)).body, OnBoardingForm);
    const edited = {
      ...saved.fields,
      q1: { itemType: "question", title: "Your goal race and date", inputType: "Text field" },
    };
    const answer = await savePage(world.coach, "PUT", edited, false);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const form = expectShape(answer.body, OnBoardingForm);
    expect(form.id).toBe(saved.id);
    expect(form.fields.q1).toMatchObject({ title: "Your goal race and date" });
    const byAthlete = await savePage(world.athlete, "PUT", edited, false);
    expect(byAthlete.status).toBe(403);
    expect(byAthlete.body).toEqual(FORBIDDEN);
  });

  it(specCall("POST api/on-boarding/form/submit"), async () => {
    const form = expectShape((await savePage(world.coach, "POST", page)).body, OnBoardingForm);
    // An athlete who accepted an invitation carrying the page fills it in.
    const invitee = await createUser(ctx.db, "athlete");
    const sent = await invite(world.coach, invitee.email, form.id);
    const accepted = await call(invitee, "POST", "/api/invitations/respond", {
      url_hash: sent.invitation.url_hash,
      response: "Accepted",
      notificationId: null,
    });
    expect(accepted.status).toBe(200);
    const submit = (person: Person, answers: object) => {
      const body = multipartBody({ id: String(form.id), answers: JSON.stringify(answers) });
      return call(person, "POST", "/api/on-boarding/form/submit", body.payload, body.headers);
    };
    const answer = await submit(invitee, { q1: "Berlin marathon" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(JSON.stringify(answer.body)).toContain("Berlin marathon");
    // The page was not given to the people of another business.
    for (const person of [world.otherAthlete, world.otherCoach]) {
      expect((await submit(person, { q1: "Hi" })).status).toBe(404);
    }
  });
});
