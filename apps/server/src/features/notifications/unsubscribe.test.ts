import { and, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createUser, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notificationSettings } from "../../db/schema";
import { fakeClock } from "../../platform/clock";
import { commentNotice, mailsTo, raise, storedNotifications } from "./notifications-test-support";
import { signUnsubscribeToken } from "./unsubscribe-token";

let ctx: TestContext;
const clock = fakeClock("2031-04-01T08:00:00Z");
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const HOUR_MS = 3600_000;
const INVALID = "This unsubscribe link is not valid. Open your notification settings instead.";

async function raiseAndSettle(...notices: Parameters<typeof raise>[1]) {
  await raise(ctx, notices);
  await ctx.settle();
}

/** The token of the unsubscribe page's link in a mail's text. */
function pageToken(text: string) {
  const match = text.match(/\/unsubscribe\?token=(\S+)/);
  if (!match) throw new Error("no unsubscribe link in the mail");
  return decodeURIComponent(match[1]!);
}

const unsubscribe = (token: string) =>
  ctx.app.inject({ method: "POST", url: "/api/notifications/unsubscribe/", payload: { token } });

async function mailChoice(userId: number, side: string) {
  const [row] = await ctx.db
    .select()
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.userId, userId),
        eq(notificationSettings.side, side),
        eq(notificationSettings.notificationType, "comment"),
      ),
    );
  return row && { inApp: row.inAppEnabled, mail: row.mailEnabled };
}

describe("unsubscribing from a notification e-mail", () => {
  it("turns comment mail off from the mail's link without sign-in; the next comment mails nothing", async () => {
    const athlete = await createUser(ctx.db);
    await raiseAndSettle(commentNotice(athlete.id, 1));
    const [mail] = await mailsTo(ctx, athlete.email);

    const answer = await unsubscribe(pageToken(mail!.textBody));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ notification_type: "comment", title: "New comment" });
    expect(await mailChoice(athlete.id, "athlete")).toEqual({ inApp: true, mail: false });
    const settings = (await call(athlete, "GET", "/api/notifications/settings/")).json();
    expect(settings.notification_settings[0]).toMatchObject({
      notification_type: "comment",
      in_app_enabled: true,
      mail_enabled: false,
    });

    clock.advance(2 * HOUR_MS);
    await raiseAndSettle(commentNotice(athlete.id, 2));
    expect(await mailsTo(ctx, athlete.email)).toHaveLength(1);
    // Still in the bell: only its e-mail was turned off.
    const rows = await storedNotifications(ctx, athlete.id);
    expect(rows.map((row) => [row.inApp, row.mailState])).toEqual([
      [true, "sent"],
      [true, "none"],
    ]);
    // The same link again changes nothing and still answers.
    expect((await unsubscribe(pageToken(mail!.textBody))).statusCode).toBe(200);
  });

  it("takes the one-click post of a mail client at the header's address, for that side only", async () => {
    const coach = await createUser(ctx.db, "coach");
    await raiseAndSettle(commentNotice(coach.id, 1, "coach"));
    const [mail] = await mailsTo(ctx, coach.email);
    const address = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const url = new URL(address);
    expect(url.origin + url.pathname).toBe(
      "http://localhost:3000/api/notifications/unsubscribe/one-click",
    );

    const answer = await ctx.app.inject({
      method: "POST",
      url: url.pathname + url.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ notification_type: "comment", title: "New comment" });
    expect(await mailChoice(coach.id, "coach")).toEqual({ inApp: true, mail: false });
    // Their comments as an athlete still come by e-mail.
    expect(await mailChoice(coach.id, "athlete")).toBeUndefined();
  });

  it("sends a browser that opens the one-click address to the confirmation page", async () => {
    const athlete = await createUser(ctx.db);
    const token = await signUnsubscribeToken(ctx.deps.tokens, {
      userId: athlete.id,
      side: "athlete",
      type: "race",
    });
    const answer = await ctx.app.inject({
      method: "GET",
      url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      `http://localhost:3000/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(await mailChoice(athlete.id, "athlete")).toBeUndefined();
  });

  it("refuses a forged, changed or foreign token with a clear message", async () => {
    const athlete = await createUser(ctx.db);
    const target = { userId: athlete.id, side: "athlete" as const, type: "comment" as const };
    const genuine = await signUnsubscribeToken(ctx.deps.tokens, target);
    const claims = {
      uid: athlete.id,
      side: "athlete",
      nt: "comment",
      typ: "notification_unsubscribe",
    };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-for-hs256"));
    // The genuine signature over someone else's claims.
    const [header, , signature] = genuine.split(".");
    const otherClaims = Buffer.from(JSON.stringify({ ...claims, uid: athlete.id + 1 })).toString(
      "base64url",
    );
    const access = (await login(ctx.app, athlete.email)).tokens.access;

    for (const token of [forged, `${header}.${otherClaims}.${signature}`, access, "not-a-token"]) {
      const answer = await unsubscribe(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: "token_invalid",
        error: { message: INVALID },
        fields: { token: [INVALID] },
      });
    }
    const oneClick = await ctx.app.inject({
      method: "POST",
      url: "/api/notifications/unsubscribe/one-click?token=not-a-token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(400);
    expect(await mailChoice(athlete.id, "athlete")).toBeUndefined();
  });
});

describe("the limit on refused unsubscribe tokens", () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => limited.close());

  it("answers 429 past the sign-in limit of refused tokens per address; valid ones still work", async () => {
    const post = (token: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/notifications/unsubscribe/",
        payload: { token },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await post("forged")).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);

    const athlete = await createUser(limited.db);
    const token = await signUnsubscribeToken(limited.deps.tokens, {
      userId: athlete.id,
      side: "athlete",
      type: "comment",
    });
    expect((await post(token)).statusCode).toBe(200);
  });
});
