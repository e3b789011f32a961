import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, TEST_PASSWORD } from "../../../test/factories";
import { startTestInstance } from "../../../test/server-instances";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { createTestDatabase } from "../../../test/test-database";
import { loadConfig } from "../../config";
import { ACCOUNT_FAILURES_PER_HOUR, FREE_FAILURES, signInDelaySec } from "./rate-limit";

type Injectable = Pick<TestContext["app"], "inject">;

/** A sign-in from one socket address, with whatever X-Forwarded-For the sender chose. */
const signIn = (
  app: Injectable,
  options: { email: string; password?: string; from: string; forwardedFor?: string },
) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login/",
    remoteAddress: options.from,
    headers: options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {},
    payload: { email: options.email, password: options.password ?? "wrong guess" },
  });

const ATTACKER = "198.51.100.66";
const OWNER = "203.0.113.10";

describe("sign-in limits per address", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("ignores a forged X-Forwarded-For when TRUST_PROXY is unset: 30 guesses, refused after 20", async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess++) {
      const answer = await signIn(ctx.app, {
        email: `sprayed-${guess}@example.com`,
        from: ATTACKER,
        forwardedFor: `192.0.2.${guess + 1}`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));

    const refused = await signIn(ctx.app, { email: "another@example.com", from: ATTACKER });
    expect(refused.json()).toEqual({
      code: "rate_limited",
      error: { message: "Too many attempts, please wait a few minutes and try again." },
    });
    const retryAfterSec = Number(refused.headers["retry-after"]);
    expect(retryAfterSec).toBeGreaterThan(14 * 60);
    expect(retryAfterSec).toBeLessThanOrEqual(15 * 60);
  });
});

describe("sign-in behind a trusted proxy", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "127.0.0.1", AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => ctx.close());

  it("limits each forwarded client apart, and believes the header from the named proxy only", async () => {
    const viaProxy = (client: string, guess: number) =>
      signIn(ctx.app, {
        email: `client-${guess}@example.com`,
        from: "127.0.0.1",
        forwardedFor: client,
      });
    const first: number[] = [];
    for (let guess = 0; guess < 4; guess++)
      first.push((await viaProxy("192.0.2.1", guess)).statusCode);
    expect(first).toEqual([400, 400, 400, 429]);
    expect((await viaProxy("192.0.2.2", 9)).statusCode).toBe(400);

    // Another sender naming the limited client is counted under its own address.
    const forged = await signIn(ctx.app, {
      email: "client-10@example.com",
      from: ATTACKER,
      forwardedFor: "192.0.2.1",
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("growing delays per account and address", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => ctx.close());

  it("never keeps the owner out: 50 guesses from one address, then the right password from another", async () => {
    const anna = await createUser(ctx.db, "athlete", { email: "anna@example.com" });
    const statuses: number[] = [];
    for (let guess = 0; guess < 50; guess++) {
      statuses.push((await signIn(ctx.app, { email: anna.email, from: ATTACKER })).statusCode);
    }
    expect(statuses.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(400));
    expect(statuses.slice(FREE_FAILURES + 1)).toEqual(Array(50 - FREE_FAILURES - 1).fill(429));
    // Even the right password waits at the guessing address: the delay answers before the check.
    const attackerRight = await signIn(ctx.app, {
      email: anna.email,
      password: TEST_PASSWORD,
      from: ATTACKER,
    });
    expect(attackerRight.statusCode).toBe(429);

    const owner = await signIn(ctx.app, {
      email: anna.email,
      password: TEST_PASSWORD,
      from: OWNER,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().tokens.access).toEqual(expect.any(String));
  });

  it("makes the guessing address wait longer after each failure (Retry-After 1, 2, 4 s)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T10:00:00Z"));
    const target = await createUser(ctx.db);
    const guess = () => signIn(ctx.app, { email: target.email, from: "198.51.100.77" });
    for (let failure = 0; failure < FREE_FAILURES; failure++) {
      expect((await guess()).statusCode).toBe(400);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await guess()).statusCode).toBe(400);
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      const waitSec = Number(refused.headers["retry-after"]);
      waits.push(waitSec);
      vi.setSystemTime(Date.now() + waitSec * 1000 + 1);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it("forgets an address's failures for the account once it signs in", async () => {
    const person = await createUser(ctx.db);
    const from = "198.51.100.88";
    for (let failure = 0; failure < FREE_FAILURES; failure++) {
      expect((await signIn(ctx.app, { email: person.email, from })).statusCode).toBe(400);
    }
    const right = await signIn(ctx.app, { email: person.email, password: TEST_PASSWORD, from });
    expect(right.statusCode).toBe(200);
    // Five more typos are free again: the count started over.
    for (let failure = 0; failure < FREE_FAILURES; failure++) {
      expect((await signIn(ctx.app, { email: person.email, from })).statusCode).toBe(400);
    }
  });

  it("delays every guessing address of an account under a spread attack, never a fresh one", async () => {
    const target = await createUser(ctx.db);
    const bot = (index: number) => `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const total = ACCOUNT_FAILURES_PER_HOUR + 1;
    for (let start = 0; start < total; start += 10) {
      const batch = [];
      for (let index = start; index < Math.min(start + 10, total); index++) {
        batch.push(signIn(ctx.app, { email: target.email, from: bot(index) }));
      }
      for (const answer of await Promise.all(batch)) expect(answer.statusCode).toBe(400);
    }
    // A bot that failed once now waits; before the attack one failure was free.
    expect((await signIn(ctx.app, { email: target.email, from: bot(total - 1) })).statusCode).toBe(
      429,
    );
    const owner = await signIn(ctx.app, {
      email: target.email,
      password: TEST_PASSWORD,
      from: OWNER,
    });
    expect(owner.statusCode).toBe(200);
  });

  it("grows the delay from the first failure under attack and caps it at 15 minutes", () => {
    expect([1, 5, 6, 7, 8].map((failures) => signInDelaySec(failures, false))).toEqual([
      0, 0, 1, 2, 4,
    ]);
    expect([1, 2, 3].map((failures) => signInDelaySec(failures, true))).toEqual([1, 2, 4]);
    expect(signInDelaySec(40, false)).toBe(15 * 60);
  });
});

describe("limits shared by two instances on one database", () => {
  let a: Awaited<ReturnType<typeof startTestInstance>>;
  let b: Awaited<ReturnType<typeof startTestInstance>>;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    a = await startTestInstance(databaseUrl, { AUTH_RATE_LIMIT: "3" });
    b = await startTestInstance(databaseUrl, { AUTH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it("refuses on one instance the address that failed on the other", async () => {
    for (let guess = 0; guess < 3; guess++) {
      const answer = await signIn(a.app, { email: `shared-${guess}@example.com`, from: ATTACKER });
      expect(answer.statusCode).toBe(400);
    }
    const onOther = await signIn(b.app, { email: "shared-9@example.com", from: ATTACKER });
    expect(onOther.statusCode).toBe(429);
  });
});

describe("the API-wide limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ API_RATE_LIMIT: "3" });
  });
  afterAll(() => ctx.close());

  it("counts the socket address, whatever X-Forwarded-For says", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) {
      const answer = await ctx.app.inject({
        method: "GET",
        url: "/api/health",
        remoteAddress: ATTACKER,
        headers: { "x-forwarded-for": `192.0.2.${call + 1}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("TRUST_PROXY", () => {
  const trustProxy = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it("is off unless set, and takes a hop count or the proxies' addresses and CIDRs", () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("0")).toBe(false);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("127.0.0.1, 10.0.0.0/8,::1,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
  });

  it("refuses `true` and anything that is not an address, saying what is wrong", () => {
    expect(() => trustProxy("true")).toThrow(/TRUST_PROXY must be .*\(not true\)/);
    expect(() => trustProxy("10.0.0.1,proxy.local")).toThrow(/\(not proxy\.local\)/);
  });
});

describe("reset requests", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: "3" });
  });
  afterAll(() => ctx.close());

  const askReset = (email: string, from: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/",
      remoteAddress: from,
      payload: { email },
    });

  it("stop a flood from one address, and never keep the owner from asking for their own", async () => {
    const user = await createUser(ctx.db, "athlete", { email: "reset-target@example.com" });
    const attacker: number[] = [];
    for (let request = 0; request < 5; request++) {
      attacker.push((await askReset(user.email, ATTACKER)).statusCode);
    }
    expect(attacker).toEqual([200, 200, 200, 429, 429]);

    const owner = await askReset(user.email, OWNER);
    expect(owner.statusCode).toBe(200);
  });
});
