import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, login } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";
import { DEV_ROUTES_REFUSED, isLoopbackAddress } from "./dev-access";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: "development" });
});
afterAll(() => ctx.close());

const PHONE = "192.168.1.20";
const devRoutes = [
  { method: "GET" as const, url: "/api/dev/mail" },
  { method: "GET" as const, url: "/dev/mail" },
  { method: "GET" as const, url: "/api/dev/jobs/failed" },
  { method: "POST" as const, url: "/api/dev/jobs/run/no.such-job" },
];

describe("the development routes (outbox, jobs)", () => {
  it.each(devRoutes)("refuse $method $url from another machine", async (route) => {
    const response = await ctx.app.inject({ ...route, remoteAddress: PHONE });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(DEV_ROUTES_REFUSED);
  });

  it("never take X-Forwarded-For for the address, and refuse what a proxy forwarded", async () => {
    const spoofed = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/mail",
      remoteAddress: PHONE,
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoofed.statusCode).toBe(403);
    const proxied = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/mail",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": PHONE },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it("answer this machine over IPv4 and IPv6 loopback", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await ctx.app.inject({ method: "GET", url: "/api/dev/mail", remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json()).toHaveProperty("mails");
    }
    const page = await ctx.app.inject({ method: "GET", url: "/dev/mail", remoteAddress: "::1" });
    expect(page.statusCode).toBe(200);
    const jobs = await ctx.app.inject({ method: "GET", url: "/api/dev/jobs/failed" });
    expect(jobs.statusCode).toBe(200);
  });

  it("answer an administrator from anywhere, and no other signed-in user", async () => {
    const admin = await createUser(ctx.db, "coach");
    const someone = await createUser(ctx.db, "coach");
    // As if ADMIN_USER_IDS named the admin (the ids exist only once the users do).
    ctx.deps.config.adminUserIds.push(admin.id);
    const adminToken = (await login(ctx.app, admin.email)).tokens.access;
    const otherToken = (await login(ctx.app, someone.email)).tokens.access;
    for (const route of devRoutes.slice(0, 3)) {
      const asAdmin = await ctx.app.inject({
        ...route,
        remoteAddress: PHONE,
        headers: bearer(adminToken),
      });
      expect(asAdmin.statusCode, route.url).toBe(200);
      const asOther = await ctx.app.inject({
        ...route,
        remoteAddress: PHONE,
        headers: bearer(otherToken),
      });
      expect(asOther.statusCode, route.url).toBe(403);
    }
    const unknownJob = await ctx.app.inject({
      ...devRoutes[3]!,
      remoteAddress: PHONE,
      headers: bearer(adminToken),
    });
    expect(unknownJob.statusCode).toBe(404);
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.4.5.6", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["192.168.1.20", false],
    ["::ffff:192.168.1.20", false],
    ["10.0.0.1", false],
    ["fe80::1", false],
    [undefined, false],
  ])("%s → %s", (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});
