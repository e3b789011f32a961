import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, refreshTokens } from "../../src/db/schema";
import { hashToken } from "../../src/features/auth/tokens";
import { login, TEST_PASSWORD, tokenFromLatestMail } from "../factories";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  specCall,
} from "./contract-support";
import {
  AccountDetails,
  AccountInfo,
  CodedError,
  GeneralSettings,
  LoginAnswer,
  Tokens,
  WebPushSubscription,
} from "./spec-shapes";

/** Document 000, section 7, "Auth and account", with the spec's payloads. */

let ctx: TestContext;
let world: ContractWorld;
const call = contractCaller(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

/** The token of the link in the newest mail to `email` (`...?token=...`). */
async function mailedToken(email: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.textBody.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

const newAddress = () => `contract-${crypto.randomUUID()}@example.com`;

describe("sign-in and tokens", () => {
  it(specCall("POST api/auth/login/"), async () => {
    const answer = await call(null, "POST", "/api/auth/login/", {
      email: world.athlete.email,
      password: TEST_PASSWORD,
      timezone: "Europe/Berlin",
      redirectQuery: "",
      subdomain: "",
    });
    expect(answer.status).toBe(200);
    expectShape(answer.body, LoginAnswer);

    const wrong = await call(null, "POST", "/api/auth/login/", {
      email: world.athlete.email,
      password: "not the password",
      timezone: "Europe/Berlin",
    });
    expect(wrong.status).toBe(400);
    expectShape(wrong.body, CodedError);
  });

  it(specCall("POST /token/refresh/"), async () => {
    const { tokens } = await login(ctx.app, world.coach.email);
    for (const path of ["/token/refresh/", "/api/token/refresh/"]) {
      const answer = await call(null, "POST", path, { refresh: tokens.refresh });
      expect(answer.status, path).toBe(200);
      expectShape(answer.body, Tokens);
    }
    // The client kept its old token: honoured within the reuse window (a reload, a second tab)...
    const again = await call(null, "POST", "/token/refresh/", { refresh: tokens.refresh });
    expect(again.status).toBe(200);
    // ...and refused with a clear 401 once the window (30 s) is over.
    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh)));
    const late = await call(null, "POST", "/token/refresh/", { refresh: tokens.refresh });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ code: "token_not_valid" });
  });

  it(specCall("POST api/auth/logout/"), async () => {
    const { tokens } = await login(ctx.app, world.coach.email);
    const answer = await call(null, "POST", "/api/auth/logout/", { refresh: tokens.refresh });
    expect(answer.status).toBe(200);
    const after = await call(null, "POST", "/token/refresh/", { refresh: tokens.refresh });
    expect(after.status).toBe(401);
  });
});

describe("registration", () => {
  it(specCall("POST api/auth/register/"), async () => {
    const answer = await call(null, "POST", "/api/auth/register/", {
      email: newAddress(),
      password: "a good password",
      fullName: "Rita Runner",
      is_coach: false,
    });
    expect(answer.status).toBe(201);
  });

  it(specCall("POST /api/auth/register/athlete-request"), async () => {
    const [business] = await ctx.db.query.businesses.findMany({
      where: (row, { eq }) => eq(row.id, world.businessId),
    });
    const answer = await call(null, "POST", "/api/auth/register/athlete-request", {
      subdomain: business!.subdomain,
      athletesFullName: "Kim Lee",
      email: newAddress(),
      shortIntroduction: "Marathon in May",
      acceptTermsAndConditions: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ detail: "Thank you! Your request was sent to the coach." });
  });

  it(specCall("POST /api/auth/register/athlete/set-password/"), async () => {
    const email = newAddress();
    const sent = await call(world.coach, "POST", "/api/invitations/send", {
      email,
      from_athlete_to_coach: false,
      onBoardingId: null,
      messageFromCoach: "Welcome",
    });
    expect(sent.status).toBe(201);
    const token = (sent.body as { invitation: { url_hash: string } }).invitation.url_hash;
    const answer = await call(null, "POST", "/api/auth/register/athlete/set-password/", {
      token,
      password: "a good password",
    });
    expect(answer.status).toBe(201);
    expectShape(answer.body, LoginAnswer);
  });

  it(specCall("POST /api/auth/register/coach/"), async () => {
    const email = newAddress();
    const invited = await call(world.owner, "POST", "/api/business-owner/coach-invitations/", {
      email,
      full_name: "Nora New",
    });
    expect(invited.status).toBe(201);
    const token = await mailedToken(email);
    const answer = await call(null, "POST", "/api/auth/register/coach/", {
      token,
      password: "a good password",
    });
    expect(answer.status).toBe(201);
    expectShape(answer.body, LoginAnswer);
  });

  it(specCall("POST /api/auth/register/coach/last-step"), async () => {
    const answer = await call(world.coach, "POST", "/api/auth/register/coach/last-step", {
      fullName: "Carl Coach",
      jobTitle: "Head coach",
      profilePictureUrl: null,
    });
    expect(answer.status).toBe(200);
    const { details } = expectShape(answer.body, AccountInfo.pick({ details: true }));
    expect(details.fullName).toBe("Carl Coach");
  });

  it(specCall("POST /api/auth/register/last-step"), async () => {
    const answer = await call(world.athlete, "POST", "/api/auth/register/last-step", {
      fullName: "Anna Athlete",
    });
    expect(answer.status).toBe(200);
    const { details } = expectShape(answer.body, AccountInfo.pick({ details: true }));
    expect(details.fullName).toBe("Anna Athlete");
    const unsigned = await call(null, "POST", "/api/auth/register/last-step", { fullName: "X" });
    expect(unsigned.status).toBe(401);
  });
});

describe("password reset and e-mail confirmation", () => {
  it(specCall("POST api/auth/password-reset/"), async () => {
    const answer = await call(null, "POST", "/api/auth/password-reset/", {
      email: world.otherAthlete.email,
    });
    expect(answer.status).toBe(200);
  });

  it(specCall("GET api/auth/password-reset/"), async () => {
    await call(null, "POST", "/api/auth/password-reset/", { email: world.otherAthlete.email });
    const token = await tokenFromLatestMail(ctx.db, world.otherAthlete.email, "password-reset");
    const answer = await call(null, "GET", `/api/auth/password-reset/?token=${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: true });
  });

  it(specCall("PUT api/auth/password-reset/"), async () => {
    await call(null, "POST", "/api/auth/password-reset/", { email: world.otherAthlete.email });
    const token = await tokenFromLatestMail(ctx.db, world.otherAthlete.email, "password-reset");
    const answer = await call(null, "PUT", "/api/auth/password-reset/", {
      token,
      password: TEST_PASSWORD,
    });
    expect(answer.status).toBe(200);
  });

  it(specCall("POST api/auth/email-confirm-request/"), async () => {
    const answer = await call(null, "POST", "/api/auth/email-confirm-request/", {
      email: world.otherCoach.email,
    });
    expect(answer.status).toBe(200);
  });

  it(specCall("POST api/auth/email-confirm/"), async () => {
    const email = newAddress();
    await call(null, "POST", "/api/auth/register/", {
      email,
      password: "a good password",
      fullName: "Cora Confirm",
      is_coach: true,
    });
    const token = await tokenFromLatestMail(ctx.db, email, "email-confirm");
    const answer = await call(null, "POST", "/api/auth/email-confirm/", { token });
    expect(answer.status).toBe(200);
    // "answer user_id, tokens, data"
    const body = expectShape(answer.body, LoginAnswer.extend({ user_id: AccountDetails.shape.id }));
    expect(body.user_id).toBe(body.data.details.id);
  });
});

describe("the account", () => {
  it(specCall("GET api/account/info/"), async () => {
    for (const person of [world.athlete, world.coach, world.owner]) {
      const answer = await call(person, "GET", "/api/account/info/");
      expect(answer.status).toBe(200);
      expect(expectShape(answer.body, AccountInfo).details.id).toBe(person.id);
    }
    expect((await call(null, "GET", "/api/account/info/")).status).toBe(401);
  });

  it(specCall("GET api/account/info/f"), async () => {
    const answer = await call(world.athlete, "GET", "/api/account/info/f");
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, AccountInfo).details.firstSetup).toBe(true);
  });

  it(specCall("POST api/account/update/profile/"), async () => {
    const answer = await call(world.athlete, "POST", "/api/account/update/profile/", {
      profile: { sports: ["running"], trainingDays: ["Monday", "Thursday"] },
    });
    expect(answer.status).toBe(200);
    const info = await call(world.athlete, "GET", "/api/account/info/");
    expect(expectShape(info.body, AccountInfo).details.profile.trainingDays).toEqual([
      "Monday",
      "Thursday",
    ]);
  });

  it(specCall("POST api/account/update/general/"), async () => {
    const answer = await call(world.athlete, "POST", "/api/account/update/general/", {
      dateFormat: "MMM D, YYYY",
      displayUnits: "Imperial",
    });
    expect(answer.status).toBe(200);
    const info = await call(world.athlete, "GET", "/api/account/info/");
    expect(expectShape(info.body, AccountInfo).details.displayUnits).toBe("Imperial");
    expectShape({ dateFormat: "MMM D, YYYY", displayUnits: "Imperial" }, GeneralSettings);
  });

  it(specCall("POST /api/account/webpush/"), async () => {
    const subscription = {
      endpoint: "https://push.example.com/send/contract",
      keys: {
        p256dh:
          "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    };
    const answer = await call(
      world.athlete,
      "POST",
      "/api/account/webpush/",
      expectShape({ subscription, browser: "chrome" }, WebPushSubscription),
    );
    expect([200, 201]).toContain(answer.status);
  });

  it(specCall("GET /api/account/webpush/"), async () => {
    // The spec names no answer for GET; ours lists the subscriptions the POST stored.
    const answer = await call(world.athlete, "GET", "/api/account/webpush/");
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain("https://push.example.com/send/contract");
  });

  it(specCall("POST api/feedback/submit/"), async () => {
    const answer = await call(world.coach, "POST", "/api/feedback/submit/", {
      subject: "Calendar",
      thoughts: "Drag and drop is quick.",
      locationUrl: "/calendar",
      browser: "chrome",
      isMobile: false,
      isTablet: false,
    });
    expect([200, 201]).toContain(answer.status);
  });
});
