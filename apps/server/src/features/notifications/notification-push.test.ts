import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notifications } from "../../db/schema";
import { silentLogger } from "../../platform/logger";
import { createPushService, type PushService } from "../../platform/push/push-service";
import { decryptPush, startFakePushEndpoint } from "../../platform/push/push-test-support";
import { commentNotice, raise } from "./notifications-test-support";

let ctx: TestContext;
let push: PushService;
let endpoint: Awaited<ReturnType<typeof startFakePushEndpoint>>;
beforeAll(async () => {
  endpoint = await startFakePushEndpoint({ "/anna": 201, "/ben": 201, "/carl": 201 });
  // The real web-push client, trusting the local push service's certificate; the rest is fake.
  ctx = await createTestApp(
    { AUTH_RATE_LIMIT: "100000" },
    {
      push: (db) =>
        createPushService({
          db,
          config: { vapidKeys: undefined, vapidSubject: "mailto:ops@example.com" },
          logger: silentLogger(),
          agent: endpoint.agent,
        }),
    },
  );
  push = ctx.deps.push;
});
afterAll(async () => {
  await ctx?.close();
  await endpoint?.close();
});
const call = caller(() => ctx);

/** A browser subscribed through the API at the local push service's `path`; its keys. */
async function subscribeBrowser(person: { id: number; email: string }, path: string) {
  const pair = createECDH("prime256v1");
  pair.generateKeys();
  const authSecret = randomBytes(16);
  const answer = await call(person, "POST", "/api/account/webpush/", {
    subscription: {
      endpoint: `${endpoint.origin}${path}`,
      keys: {
        p256dh: pair.getPublicKey().toString("base64url"),
        auth: authSecret.toString("base64url"),
      },
    },
    browser: "Firefox",
  });
  expect(answer.statusCode).toBe(201);
  return { pair, authSecret };
}

const receivedAt = (path: string) => endpoint.received.filter((request) => request.path === path);

describe("web push of notifications", () => {
  it("pushes a new notification to the person's browser, signed and encrypted for it", async () => {
    const anna = await createUser(ctx.db);
    const browser = await subscribeBrowser(anna, "/anna");
    const [row] = await raise(ctx, [commentNotice(anna.id, 1)]);
    expect(receivedAt("/anna")).toEqual([]);

    await ctx.settle();
    const [delivered] = receivedAt("/anna");
    expect(delivered!.headers).toMatchObject({ ttl: "86400", "content-encoding": "aes128gcm" });
    const vapid = delivered!.headers.authorization?.match(/^vapid t=([^,]+), k=(.+)$/);
    expect(vapid?.[2]).toBe(await push.publicKey());
    const point = Buffer.from(vapid![2]!, "base64url");
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      "ES256",
    );
    const { payload } = await jwtVerify(vapid![1]!, key, { audience: endpoint.origin });
    expect(payload.sub).toBe("mailto:ops@example.com");
    expect(JSON.parse(decryptPush(delivered!.body, browser.pair, browser.authSecret))).toEqual({
      title: "New comment",
      body: 'Carl Coach commented on your run: "Nice one 1"',
      url: "/activity/101",
      tag: `notification-${row!.id}`,
    });
  });

  it("pushes nothing of a notification removed before its push ran", async () => {
    const ben = await createUser(ctx.db);
    await subscribeBrowser(ben, "/ben");
    const [row] = await raise(ctx, [commentNotice(ben.id, 1)]);
    await ctx.db.delete(notifications).where(eq(notifications.id, row!.id));
    await ctx.settle();
    expect(receivedAt("/ben")).toEqual([]);
  });

  it("pushes nothing of a type turned off in the app (kept only for its e-mail)", async () => {
    const carl = await createUser(ctx.db);
    await subscribeBrowser(carl, "/carl");
    await call(carl, "PUT", "/api/notifications/settings/", {
      notification_settings: [
        { notification_type: "comment", in_app_enabled: false, mail_enabled: true },
      ],
    });
    const [row] = await raise(ctx, [commentNotice(carl.id, 1)]);
    expect(row).toMatchObject({ inApp: false, mailState: "pending" });
    await ctx.settle();
    expect(receivedAt("/carl")).toEqual([]);
  });
});
