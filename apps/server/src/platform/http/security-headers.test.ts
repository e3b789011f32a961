import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Helmet's default directives in its order, ours in place of its own, connect-src added last. */
const HTTPS_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self' ws: wss:";

/** What Helmet 8 writes with our content security policy, as its documentation lists them. */
const EXPECTED_HEADERS = {
  // Over plain http, the same policy without upgrade-insecure-requests.
  "content-security-policy": HTTPS_POLICY.replace("upgrade-insecure-requests;", ""),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

describe("security headers", () => {
  it("go with every answer: an API call, a refusal, the health check and an unknown path", async () => {
    const user = await createUser(ctx.db);
    const { tokens } = await login(ctx.app, user.email);
    const answers = await Promise.all([
      ctx.app.inject({
        method: "GET",
        url: "/api/account/info/",
        headers: { authorization: `Bearer ${tokens.access}` },
      }),
      ctx.app.inject({ method: "GET", url: "/api/account/info/" }),
      ctx.app.inject({ method: "GET", url: "/api/health" }),
      ctx.app.inject({ method: "GET", url: "/api/no-such-thing/" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EXPECTED_HEADERS);
      expect(answer.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("ask the browser to upgrade to https only over https", async () => {
    // Behind a proxy it trusts, the app learns the scheme from X-Forwarded-Proto.
    const proxied = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const page = (proto: string) =>
        proxied.app.inject({
          method: "GET",
          url: "/api/health",
          headers: { "x-forwarded-proto": proto },
        });
      const [overHttps, overHttp] = await Promise.all([page("https"), page("http")]);
      expect(overHttps.headers["content-security-policy"]).toBe(HTTPS_POLICY);
      expect(overHttp.headers["content-security-policy"]).not.toContain("upgrade-insecure");
      // Without a trusted proxy, a client's own X-Forwarded-Proto changes nothing.
      const direct = await ctx.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(direct.headers["content-security-policy"]).not.toContain("upgrade-insecure");
    } finally {
      await proxied.close();
    }
  });

  it("let the map's images come from the configured tile server, and tell signed-in users where", async () => {
    const tiles = await createTestApp({
      MAP_TILE_URL: "http://127.0.0.1:8181/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    });
    try {
      const health = await tiles.app.inject({ method: "GET", url: "/api/health" });
      expect(health.headers["content-security-policy"]).toContain(
        "img-src 'self' data: blob: https: http://127.0.0.1:8181;",
      );
      expect((await tiles.app.inject({ method: "GET", url: "/api/map/tiles/" })).statusCode).toBe(
        401,
      );
      const { tokens } = await login(tiles.app, (await createUser(tiles.db, "athlete")).email);
      const answer = await tiles.app.inject({
        method: "GET",
        url: "/api/map/tiles/",
        headers: bearer(tokens.access),
      });
      expect(answer.json()).toEqual({
        urlTemplate: "http://127.0.0.1:8181/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
      });
      // Unset, the maps draw the route alone.
      const { tokens: plain } = await login(ctx.app, (await createUser(ctx.db, "athlete")).email);
      const none = await ctx.app.inject({
        method: "GET",
        url: "/api/map/tiles/",
        headers: bearer(plain.access),
      });
      expect(none.json()).toEqual({ urlTemplate: null, attribution: null });
    } finally {
      await tiles.close();
    }
  });
});
