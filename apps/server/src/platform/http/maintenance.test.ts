import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, signedAccess } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ MAINTENANCE: "true" });
});
afterAll(() => ctx.close());

describe("MAINTENANCE=true", () => {
  it("answers every API call 503 with Retry-After and JSON, the health check excepted", async () => {
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });

    const coach = await createUser(ctx.db, "coach");
    const headers = bearer(await signedAccess(ctx.db, ctx.deps.tokens, coach.id));
    const calls = [
      { method: "GET", url: "/api/dashboard/?startDate=2031-03-05&endDate=2031-03-15", headers },
      { method: "POST", url: "/api/auth/login/", payload: { email: coach.email, password: "x" } },
      { method: "POST", url: "/token/refresh/", payload: { refresh: "x" } },
      { method: "GET", url: "/api/no-such-route/" },
    ] as const;
    for (const request of calls) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers["retry-after"]).toBe("300");
      expect(response.json()).toEqual({
        detail: "We're Making Things Even Better!",
        code: "service_unavailable",
      });
    }
  });

  it("answers every page with the maintenance page", async () => {
    for (const url of ["/", "/dashboard", "/athlete/4/calendar?x=1", "/assets/index.js"]) {
      const response = await ctx.app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html" },
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"]).toBe("300");
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>We're Making Things Even Better!</h1>");
    }
  });
});

describe("without MAINTENANCE", () => {
  it("serves as usual", async () => {
    const normal = await createTestApp();
    try {
      const response = await normal.app.inject({ method: "GET", url: "/api/dashboard/" });
      expect(response.statusCode).toBe(401);
    } finally {
      await normal.close();
    }
  });
});
