import { createECDH, randomBytes } from "node:crypto";
import type { SaveWebPushBody } from "@coach/shared/account/webpush.schemas";
import { configureZodMessages } from "@coach/shared/validation/zod-config";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { bearer, createUser, signedAccess } from "../../../test/factories";
import { createTestDatabase } from "../../../test/test-database";
import { loadConfig } from "../../config";
import { createDatabase, type Database } from "../../db/client";
import { pushSubscriptions, serverSecrets } from "../../db/schema";
import { registerErrorHandler } from "../../errors/error-handler";
import { createTokenSigner } from "../../features/auth/tokens";
import { keptAnswers } from "../answers/kept-answers";
import { silentLogger } from "../logger";
import { fakePushService } from "./fake-push";
import { pushRoutes } from "./push.routes";
import { createPushService } from "./push-service";
import { saveWebPushSubscription } from "./push-subscriptions.service";
import { decryptPush, startFakePushEndpoint } from "./push-test-support";

const config = { vapidKeys: undefined, vapidSubject: "mailto:ops@example.com" };

/** A browser's subscription keys: its P-256 pair (p256dh is the public half) and auth secret. */
function browserKeys() {
  const pair = createECDH("prime256v1");
  pair.generateKeys();
  const authSecret = randomBytes(16);
  return {
    pair,
    authSecret,
    keys: {
      p256dh: pair.getPublicKey().toString("base64url"),
      auth: authSecret.toString("base64url"),
    },
  };
}

const subscriptionBody = (endpoint: string, browser = "Firefox"): SaveWebPushBody => ({
  subscription: { endpoint, expirationTime: null, keys: browserKeys().keys },
  browser,
});

let db: Database;
beforeAll(async () => {
  db = createDatabase(await createTestDatabase(), 4);
});
afterAll(async () => {
  await db?.$client.end();
});

describe("sending to a user's browsers through a push service", () => {
  let endpoint: Awaited<ReturnType<typeof startFakePushEndpoint>>;
  beforeAll(async () => {
    endpoint = await startFakePushEndpoint({
      "/ok": 201,
      "/gone": 410,
      "/missing": 404,
      "/broken": 500,
    });
  });
  afterAll(() => endpoint?.close());

  it("encrypts for the browser, signs with the stored key, and drops only the subscriptions gone", async () => {
    const push = createPushService({ db, config, logger: silentLogger(), agent: endpoint.agent });
    const user = await createUser(db);
    const other = await createUser(db);
    const browser = browserKeys();
    await saveWebPushSubscription({ db }, user.id, {
      subscription: { endpoint: `${endpoint.origin}/ok`, keys: browser.keys },
      browser: "Firefox",
    });
    for (const path of ["/gone", "/missing", "/broken"]) {
      await saveWebPushSubscription({ db }, user.id, subscriptionBody(`${endpoint.origin}${path}`));
    }
    await saveWebPushSubscription(
      { db },
      other.id,
      subscriptionBody(`${endpoint.origin}/ok?other`),
    );
    const message = { title: "Missed workout", body: "Tempo run was planned yesterday", url: "/" };

    expect(await push.sendToUser(user.id, message)).toEqual({ sent: 1, removed: 2 });

    expect(endpoint.received.map((request) => request.path).sort()).toEqual(
      ["/broken", "/gone", "/missing", "/ok"].sort(),
    );
    const delivered = endpoint.received.find((request) => request.path === "/ok")!;
    expect(delivered.headers).toMatchObject({ ttl: "86400", "content-encoding": "aes128gcm" });
    const vapid = delivered.headers.authorization?.match(/^vapid t=([^,]+), k=(.+)$/);
    expect(vapid?.[2]).toBe(await push.publicKey());
    const publicPoint = Buffer.from(vapid![2]!, "base64url");
    const verificationKey = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: publicPoint.subarray(1, 33).toString("base64url"),
        y: publicPoint.subarray(33, 65).toString("base64url"),
      },
      "ES256",
    );
    const { payload } = await jwtVerify(vapid![1]!, verificationKey, { audience: endpoint.origin });
    expect(payload.sub).toBe("mailto:ops@example.com");
    expect(JSON.parse(decryptPush(delivered.body, browser.pair, browser.authSecret))).toEqual(
      message,
    );

    const kept = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((row) => new URL(row.endpoint).pathname).sort()).toEqual(["/broken", "/ok"]);
    expect(kept.find((row) => row.endpoint.endsWith("/ok"))!.lastSuccessAt).toBeInstanceOf(Date);
    expect(kept.find((row) => row.endpoint.endsWith("/broken"))!.lastSuccessAt).toBeNull();
  });

  it("sends nothing to a user without subscriptions", async () => {
    const push = createPushService({ db, config, logger: silentLogger(), agent: endpoint.agent });
    const before = endpoint.received.length;
    const user = await createUser(db);
    expect(await push.sendToUser(user.id, { title: "t", body: "b" })).toEqual({
      sent: 0,
      removed: 0,
    });
    expect(endpoint.received.length).toBe(before);
  });
});

describe("VAPID keys", () => {
  it("are generated once and shared by every instance over the database", async () => {
    const instances = [1, 2, 3].map(() =>
      createPushService({ db, config, logger: silentLogger() }),
    );
    const keys = await Promise.all(instances.map((push) => push.publicKey()));
    expect(new Set(keys).size).toBe(1);
    expect(Buffer.from(keys[0]!, "base64url")).toHaveLength(65);
    const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.key, "vapid"));
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.value).publicKey).toBe(keys[0]);
  });

  it("are the configured ones when set", async () => {
    const configured = webpush.generateVAPIDKeys();
    const push = createPushService({
      db,
      config: { ...config, vapidKeys: configured },
      logger: silentLogger(),
    });
    expect(await push.publicKey()).toBe(configured.publicKey);
  });
});

describe("VAPID configuration", () => {
  const configured = webpush.generateVAPIDKeys();

  it("takes both keys, or neither, in their exact shape", () => {
    const env = {
      VAPID_PUBLIC_KEY: configured.publicKey,
      VAPID_PRIVATE_KEY: configured.privateKey,
    };
    expect(loadConfig(env).vapidKeys).toEqual(configured);
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: configured.publicKey })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: "c2hvcnQ" })).toThrow(
      /32 \(private\) bytes/,
    );
  });

  it("names the operator with the https site, else the sender's mail address, unless set", () => {
    expect(loadConfig({ PUBLIC_URL: "https://coach.example.com" }).vapidSubject).toBe(
      "https://coach.example.com",
    );
    expect(loadConfig({ MAIL_FROM: "Coach <team@coach.example.com>" }).vapidSubject).toBe(
      "mailto:team@coach.example.com",
    );
    expect(loadConfig({ VAPID_SUBJECT: "mailto:ops@example.com" }).vapidSubject).toBe(
      "mailto:ops@example.com",
    );
    expect(() => loadConfig({ VAPID_SUBJECT: "http://example.com" })).toThrow(/mailto: or https:/);
  });
});

describe("GET and POST /api/account/webpush/", () => {
  const tokens = createTokenSigner("test-secret-that-is-long-enough-for-hs256-signing", 900);
  const push = fakePushService();
  const path = "/api/account/webpush/";
  let app: FastifyInstance;

  beforeAll(async () => {
    configureZodMessages();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // Not started: nothing is kept, every request reads the session.
    const answers = keptAnswers({ db, logger: silentLogger() });
    await app.register(async (scope) => pushRoutes(scope, { db, tokens, push, answers }));
    await app.ready();
  });
  afterAll(() => app?.close());

  async function signedIn() {
    const user = await createUser(db);
    return { id: user.id, headers: bearer(await signedAccess(db, tokens, user.id)) };
  }

  it("keeps the caller's browser and lists it with the key to subscribe with", async () => {
    const alice = await signedIn();
    const body = subscriptionBody("https://push.example.com/send/alice-firefox");

    const created = await app.inject({
      method: "POST",
      url: path,
      headers: alice.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      endpoint: body.subscription.endpoint,
      browser: "Firefox",
    });

    const listed = await app.inject({ method: "GET", url: path, headers: alice.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      publicKey: "fake-vapid-public-key",
      subscriptions: [
        {
          id: created.json().id,
          endpoint: body.subscription.endpoint,
          browser: "Firefox",
          createdAt: expect.any(String),
          lastSuccessAt: null,
        },
      ],
    });
  });

  it("refreshes a browser posted again: same subscription, new keys, 200", async () => {
    const alice = await signedIn();
    const endpoint = "https://push.example.com/send/alice-chrome";
    const first = await app.inject({
      method: "POST",
      url: path,
      headers: alice.headers,
      payload: subscriptionBody(endpoint, "Chrome"),
    });
    const again = subscriptionBody(endpoint, "Chrome 131");
    const second = await app.inject({
      method: "POST",
      url: path,
      headers: alice.headers,
      payload: again,
    });

    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, browser: "Chrome 131" });
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({
      p256dh: again.subscription.keys.p256dh,
      auth: again.subscription.keys.auth,
    });
  });

  it("shows no one else's browsers, and moves a browser to the user who signed in there last", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const body = subscriptionBody("https://push.example.com/send/shared-laptop");
    await app.inject({ method: "POST", url: path, headers: alice.headers, payload: body });

    const bobsList = await app.inject({ method: "GET", url: path, headers: bob.headers });
    expect(bobsList.json().subscriptions).toEqual([]);

    await app.inject({ method: "POST", url: path, headers: bob.headers, payload: body });
    const alicesList = await app.inject({ method: "GET", url: path, headers: alice.headers });
    expect(alicesList.json().subscriptions).toEqual([]);
    const bobsNewList = await app.inject({ method: "GET", url: path, headers: bob.headers });
    expect(bobsNewList.json().subscriptions).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const body = subscriptionBody("https://push.example.com/send/anonymous");
    for (const request of [
      { method: "GET" as const, url: path },
      { method: "POST" as const, url: path, payload: body },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "no_auth_cred_provided" });
    }
    expect(
      await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, body.subscription.endpoint)),
    ).toEqual([]);
  });

  it("answers 400 with the fields at fault for a subscription that is not a browser's", async () => {
    const alice = await signedIn();
    const response = await app.inject({
      method: "POST",
      url: path,
      headers: alice.headers,
      payload: {
        subscription: {
          endpoint: "http://push.example.com/plain",
          keys: { p256dh: "short", auth: "" },
        },
        browser: "Firefox",
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "validation_error",
      error: { message: "Enter the https address the browser's push service gave." },
      fields: {
        "subscription.endpoint": ["Enter the https address the browser's push service gave."],
        "subscription.keys.p256dh": ["This key does not come from a browser's push subscription."],
        "subscription.keys.auth": ["This key does not come from a browser's push subscription."],
      },
    });

    const missing = await app.inject({
      method: "POST",
      url: path,
      headers: alice.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ subscription: ["This field is required"] });
  });
});
