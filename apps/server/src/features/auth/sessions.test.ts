import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, login, tokenFromLatestMail } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { refreshTokens } from "../../db/schema";
import { hashToken } from "./tokens";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload });
const refresh = (token: string) => post("/api/token/refresh/", { refresh: token });
const accountInfo = (access: string) =>
  ctx.app.inject({ method: "GET", url: "/api/account/info/", headers: bearer(access) });

async function signIn() {
  const user = await createUser(ctx.db);
  const { tokens } = await login(ctx.app, user.email);
  return { user, tokens };
}

/** Moves the rotation of `token` back in time, as if it had happened `secondsAgo`. */
async function rotatedAgo(token: string, secondsAgo: number) {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
}

const rowsOf = (userId: number) =>
  ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

describe("sessions", () => {
  it("logout ends the access and the refresh token of the session at once", async () => {
    const { tokens } = await signIn();
    expect((await accountInfo(tokens.access)).statusCode).toBe(200);

    expect((await post("/api/auth/logout/", { refresh: tokens.refresh })).statusCode).toBe(200);

    const afterLogout = await accountInfo(tokens.access);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().code).toBe("token_not_valid");
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it("logout with a token rotated 5 s before leaves nothing that can mint a pair", async () => {
    const { tokens } = await signIn();
    const next = (await refresh(tokens.refresh)).json();
    await rotatedAgo(tokens.refresh, 5);

    expect((await post("/api/auth/logout/", { refresh: tokens.refresh })).statusCode).toBe(200);

    for (const token of [tokens.refresh, next.refresh]) {
      const answer = await refresh(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe("token_not_valid");
    }
    expect((await accountInfo(next.access)).statusCode).toBe(401);
    expect((await accountInfo(tokens.access)).statusCode).toBe(401);
  });

  it("answers a token presented again within 30 s with the same successor, minting nothing", async () => {
    const { user, tokens } = await signIn();
    const first = (await refresh(tokens.refresh)).json();
    const rowsAfterFirst = (await rowsOf(user.id)).length;

    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(tokens.refresh)));

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().refresh).toBe(first.refresh);
      expect((await accountInfo(answer.json().access)).statusCode).toBe(200);
    }
    expect(rowsAfterFirst).toBe(2);
    expect(await rowsOf(user.id)).toHaveLength(2);
    // The successor rotates once, as usual.
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).not.toBe(first.refresh);
  });

  it("ends the whole session when a rotated token comes back after the window", async () => {
    const { user, tokens } = await signIn();
    const next = (await refresh(tokens.refresh)).json();
    await rotatedAgo(tokens.refresh, 31);

    const reused = await refresh(tokens.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("token_not_valid");

    expect((await refresh(next.refresh)).statusCode).toBe(401);
    expect((await accountInfo(next.access)).statusCode).toBe(401);
    const rows = await rowsOf(user.id);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows.map((row) => row.revokeReason).sort()).toEqual(["reuse", "rotated"]);
  });

  it("a password reset ends every session of the user and no other user's", async () => {
    const user = await createUser(ctx.db);
    const phone = (await login(ctx.app, user.email)).tokens;
    const laptop = (await login(ctx.app, user.email)).tokens;
    const laptopNext = (await refresh(laptop.refresh)).json();
    const other = await signIn();

    await post("/api/auth/password-reset/", { email: user.email });
    const token = await tokenFromLatestMail(ctx.db, user.email, "password-reset");
    const reset = await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "my new password" },
    });
    expect(reset.statusCode).toBe(200);

    for (const access of [phone.access, laptop.access, laptopNext.access]) {
      expect((await accountInfo(access)).statusCode).toBe(401);
    }
    for (const token of [phone.refresh, laptop.refresh, laptopNext.refresh]) {
      expect((await refresh(token)).statusCode).toBe(401);
    }
    expect((await accountInfo(other.tokens.access)).statusCode).toBe(200);
    expect((await refresh(other.tokens.refresh)).statusCode).toBe(200);
  });

  it("logout of one session leaves the user's other sessions working", async () => {
    const user = await createUser(ctx.db);
    const phone = (await login(ctx.app, user.email)).tokens;
    const laptop = (await login(ctx.app, user.email)).tokens;

    await post("/api/auth/logout/", { refresh: phone.refresh });

    expect((await accountInfo(phone.access)).statusCode).toBe(401);
    expect((await accountInfo(laptop.access)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });
});

describe("session events", () => {
  it("tells every instance which sessions logout and a reset ended", async () => {
    const { user, tokens } = await signIn();
    const second = (await login(ctx.app, user.email)).tokens;
    const sessionOf = async (token: string) => {
      const [row] = await ctx.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      return row!.sessionId;
    };
    const [first, other] = [await sessionOf(tokens.refresh), await sessionOf(second.refresh)];

    await post("/api/auth/logout/", { refresh: tokens.refresh });
    await post("/api/auth/password-reset/", { email: user.email });
    const token = await tokenFromLatestMail(ctx.db, user.email, "password-reset");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/auth/password-reset/",
      payload: { token, password: "my new password" },
    });

    const revoked = ctx.platform.events.emitted.filter(
      (event) => event.type === "session.revoked" && event.userId === user.id,
    );
    expect(revoked).toEqual([
      { type: "session.revoked", userId: user.id, sessionIds: [first] },
      { type: "session.revoked", userId: user.id, sessionIds: [other] },
    ]);
  });
});
