import { authMessages } from "@coach/shared/auth/auth.schemas";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createUser,
  login,
  TEST_PASSWORD,
  tokenFromLatestMail,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { mailOutbox, oneTimeTokens, refreshTokens, users } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload, headers });

describe("registration and e-mail confirmation", () => {
  it("registers a coach, mails a confirmation link, refuses login until confirmed, then signs in", async () => {
    const email = "New.Coach@Example.com";
    const registered = await post("/api/auth/register/", {
      email,
      password: "a good password",
      fullName: "Nina Coach",
      is_coach: true,
    });
    expect(registered.statusCode).toBe(201);

    const early = await post("/api/auth/login/", { email, password: "a good password" });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: "email_not_confirmed" });

    const token = await tokenFromLatestMail(ctx.db, email, "email-confirm");
    const confirmed = await post("/api/auth/email-confirm/", { token });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.user_id).toEqual(expect.any(Number));
    expect(body.tokens.access).toEqual(expect.any(String));
    expect(body.data.details).toMatchObject({
      email: "new.coach@example.com",
      isCoach: true,
      isBusinessOwner: false,
      firstName: "Nina",
      lastName: "Coach",
      firstSetup: false,
    });

    const again = await post("/api/auth/email-confirm/", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("token_invalid");

    const signedIn = await post("/api/auth/login/", {
      email: "new.coach@example.com",
      password: "a good password",
      timezone: "Europe/Paris",
      redirectQuery: null,
      subdomain: null,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.details.timezone).toBe("Europe/Paris");
  });

  it("registers an athlete by default and makes no second account on the same e-mail", async () => {
    const payload = { email: "runner@example.com", password: "12345678", fullName: "Rita Runner" };
    const first = await post("/api/auth/register/", payload);
    expect(first.statusCode).toBe(201);
    const token = await tokenFromLatestMail(ctx.db, payload.email, "email-confirm");
    const confirmed = (await post("/api/auth/email-confirm/", { token })).json();
    expect(confirmed.data.details.isCoach).toBe(false);
    const duplicate = await post("/api/auth/register/", {
      ...payload,
      password: "another password",
      email: "RUNNER@example.com",
    });
    // The same answer as for a new address: registration does not tell who has an account.
    expect(duplicate.statusCode).toBe(first.statusCode);
    expect(duplicate.json()).toEqual(first.json());
    expect(first.json()).toEqual({ detail: authMessages.registered });
    // The account is unchanged: its password still signs in, the new one does not.
    expect((await post("/api/auth/login/", payload)).statusCode).toBe(200);
    const withNew = await post("/api/auth/login/", { ...payload, password: "another password" });
    expect(withNew.statusCode).toBe(400);
  });

  it("gives ten simultaneous registrations of one new address ten identical 201s and one account", async () => {
    const payload = { email: "twin@example.com", password: "12345678", fullName: "Tess Twin" };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/auth/register/", payload)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ detail: authMessages.registered });
    }
    const accounts = await ctx.db.select().from(users).where(eq(users.email, payload.email));
    expect(accounts).toHaveLength(1);
  });

  it("tells the owner of a registered address about the attempt, with a working reset link", async () => {
    const owner = await createUser(ctx.db, "athlete");
    const response = await post("/api/auth/register/", {
      email: owner.email,
      password: "a new password",
      fullName: "Someone Else",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: authMessages.registered });
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe("Someone tried to register with your e-mail address");
    expect(mail?.textBody).not.toContain("email-confirm");
    const token = await tokenFromLatestMail(ctx.db, owner.email, "password-reset");
    const check = await ctx.app.inject({ url: `/api/auth/password-reset/?token=${token}` });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().email).toBe(owner.email);
  });

  it("answers bad input with the exact messages per field", async () => {
    const response = await post("/api/auth/register/", { email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("validation_error");
    expect(body.fields.email).toContain("Please enter a valid email");
    expect(body.fields.password).toContain("This field is required");
    expect(body.fields.fullName).toContain("This field is required");
  });

  it("sends the confirmation again on request without telling whether the e-mail exists", async () => {
    const user = await createUser(ctx.db, "athlete", { emailConfirmedAt: null });
    const known = await post("/api/auth/email-confirm-request/", { email: user.email });
    const unknown = await post("/api/auth/email-confirm-request/", { email: "nobody@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const token = await tokenFromLatestMail(ctx.db, user.email, "email-confirm");
    expect((await post("/api/auth/email-confirm/", { token })).statusCode).toBe(200);
  });
});

describe("login", () => {
  it("gives a wrong e-mail and a wrong password the same answer", async () => {
    const user = await createUser(ctx.db);
    const wrongPassword = await post("/api/auth/login/", {
      email: user.email,
      password: "wrong password",
    });
    const wrongEmail = await post("/api/auth/login/", {
      email: "ghost@example.com",
      password: "wrong password",
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({
      code: "invalid_credentials",
      error: { message: "Unable to log in with provided credentials." },
    });
  });

  it("answers {tokens, data:{details}} for good credentials, whatever the e-mail's case", async () => {
    const user = await createUser(ctx.db, "owner");
    const body = await login(ctx.app, user.email.toUpperCase());
    expect(body.tokens.refresh).toEqual(expect.any(String));
    expect(body.data.details.id).toBe(user.id);
  });
});

describe("tokens", () => {
  it("rotates the refresh token and refuses the old one", async () => {
    const user = await createUser(ctx.db);
    const { tokens } = await login(ctx.app, user.email);
    const refreshed = await post("/api/token/refresh/", { refresh: tokens.refresh });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.refresh).not.toBe(tokens.refresh);
    const info = await ctx.app.inject({
      method: "GET",
      url: "/api/account/info/",
      headers: bearer(next.access),
    });
    expect(info.statusCode).toBe(200);

    // A page reloaded during its refresh presents the old token again: honoured for 30 s.
    const retried = await post("/api/token/refresh/", { refresh: tokens.refresh });
    expect(retried.statusCode).toBe(200);

    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.userId, user.id));
    const reused = await post("/api/token/refresh/", { refresh: tokens.refresh });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("token_not_valid");
  });

  it("logout revokes the refresh token", async () => {
    const user = await createUser(ctx.db);
    const { tokens } = await login(ctx.app, user.email);
    expect((await post("/api/auth/logout/", { refresh: tokens.refresh })).statusCode).toBe(200);
    expect((await post("/api/token/refresh/", { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it("tells a missing, a malformed and an invalid authorization apart", async () => {
    const get = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    const missing = await get({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe("no_auth_cred_provided");
    const malformed = await get({ authorization: "Bearer" });
    expect(malformed.json().code).toBe("bad_authorization_header");
    const invalid = await get({ authorization: "Bearer abc.def.ghi" });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toMatchObject({ code: "token_not_valid", detail: expect.any(String) });
  });
});

describe("password reset", () => {
  it("mails a link that checks, sets the new password once, and ends every session", async () => {
    const user = await createUser(ctx.db);
    const { tokens } = await login(ctx.app, user.email);
    const unknown = await post("/api/auth/password-reset/", { email: "nobody@example.com" });
    const known = await post("/api/auth/password-reset/", { email: user.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const token = await tokenFromLatestMail(ctx.db, user.email, "password-reset");
    const check = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/password-reset/?token=${token}`,
    });
    expect(check.json()).toEqual({ valid: true, email: user.email });

    const short = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toEqual(["Password must be at least 8 characters"]);

    const reset = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "my new password" },
    });
    expect(reset.statusCode).toBe(200);
    await expect(login(ctx.app, user.email, TEST_PASSWORD)).rejects.toThrow();
    await login(ctx.app, user.email, "my new password");
    expect((await post("/api/token/refresh/", { refresh: tokens.refresh })).statusCode).toBe(401);

    const twice = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "another password" },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe("token_invalid");
  });

  it("refuses an expired link", async () => {
    const user = await createUser(ctx.db);
    await post("/api/auth/password-reset/", { email: user.email });
    const token = await tokenFromLatestMail(ctx.db, user.email, "password-reset");
    await ctx.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const check = await ctx.app.inject({
      method: "GET",
      url: `/api/auth/password-reset/?token=${token}`,
    });
    expect(check.statusCode).toBe(400);
    const reset = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "my new password" },
    });
    expect(reset.json().code).toBe("token_invalid");
  });

  it("makes the reset link expire one hour after it was sent", async () => {
    const user = await createUser(ctx.db);
    const before = Date.now();
    await post("/api/auth/password-reset/", { email: user.email });
    const [row] = await ctx.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    const ttlMs = row!.expiresAt.getTime() - before;
    expect(ttlMs).toBeGreaterThan(3590_000);
    expect(ttlMs).toBeLessThan(3610_000);
  });
});

describe("rate limits", () => {
  it("answers 429 after too many failed logins from one address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "3" });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/login/",
          payload: { email: "target@example.com", password: "guess" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe("rate_limited");
    } finally {
      await limited.close();
    }
  });
});
