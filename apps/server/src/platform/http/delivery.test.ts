import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { LiveCloseCode } from "@coach/shared/events/live-channel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  activityCaller,
  activityPaths,
  FIXTURE_FILES,
  fixture,
  onlyActivity,
} from "../../../test/activities-support";
import { createBusiness, createUser, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { libraryWorkouts } from "../../db/schema";
import { SYNC_COMPRESSION_MAX_BYTES } from "./delivery";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ APP_DOMAIN: "localhost" });
});
afterAll(() => ctx.close());

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

describe("compressed answers of the API and pages", () => {
  it("compresses JSON over 1 kB as the client accepts it, and leaves small answers alone", async () => {
    const athlete = await createUser(ctx.db);
    const caller = activityCaller(() => ctx);
    const [result] = await caller.uploadOk(athlete, athlete.id, [
      { name: "ride.fit", bytes: fixture(FIXTURE_FILES.ride) },
    ]);
    const { id } = onlyActivity(result!);
    const plain = await caller.call(athlete, "GET", activityPaths.analyze(id));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await caller.call(athlete, "GET", activityPaths.analyze(id), undefined, {
      "accept-encoding": BROWSER_ENCODINGS,
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await caller.call(athlete, "GET", activityPaths.analyze(id), undefined, {
      "accept-encoding": "gzip",
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // {"ok":true} is 11 bytes: under the threshold it goes out as it is.
    const health = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": BROWSER_ENCODINGS },
    });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ ok: true });
  });

  it("compresses an answer of tens of kB in one call, with its compressed length", async () => {
    const coach = await createUser(ctx.db, "coach");
    // 80 sessions of 300 characters of instructions each: about 40 kB of JSON, above the
    // plugin's own bound (8 kB on 2 cores), under ours.
    await ctx.db.insert(libraryWorkouts).values(
      Array.from({ length: 80 }, (_, index) => ({
        ownerId: coach.id,
        name: `Session ${index + 1}`,
        type: 3,
        instructions: "Easy for ten minutes, then build. ".repeat(9),
      })),
    );
    const { tokens } = await login(ctx.app, coach.email);
    const headers = { authorization: `Bearer ${tokens.access}` };
    const url = "/api/coach/library/?full=true";
    const plain = await ctx.app.inject({ method: "GET", url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(32 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESSION_MAX_BYTES);
    const brotli = await ctx.app.inject({
      method: "GET",
      url,
      headers: { ...headers, "accept-encoding": BROWSER_ENCODINGS },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    // A stream's length is not known when the headers go: it would be sent chunked, without one.
    expect(Number(brotli.headers["content-length"])).toBe(brotli.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("streams an activity's original FIT file as stored, with its length", async () => {
    const athlete = await createUser(ctx.db);
    const caller = activityCaller(() => ctx);
    const bytes = fixture(FIXTURE_FILES.run);
    const [result] = await caller.uploadOk(athlete, athlete.id, [{ name: "run.fit", bytes }]);
    const { id } = onlyActivity(result!);
    const download = await caller.call(athlete, "GET", activityPaths.file(id), undefined, {
      "accept-encoding": BROWSER_ENCODINGS,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/vnd.ant.fit");
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(Number(download.headers["content-length"])).toBe(bytes.length);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it("compresses a business's server-rendered public page", async () => {
    const owner = await createUser(ctx.db, "owner");
    const business = await createBusiness(ctx.db, owner.id);
    const page = await ctx.app.inject({
      method: "GET",
      url: "/",
      headers: { host: `${business.subdomain}.localhost:3000`, "accept-encoding": "br" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(
      `<h1>${business.businessName}</h1>`,
    );
  });

  it("keeps the live websocket working for browsers that accept compression", async () => {
    const athlete = await createUser(ctx.db);
    const { tokens } = await login(ctx.app, athlete.email);
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const headers = { "accept-encoding": BROWSER_ENCODINGS };
    for (const path of ["/WS", "/api/WS"]) {
      const signedIn = new WebSocket(
        `ws://127.0.0.1:${port}${path}?token=${encodeURIComponent(tokens.refresh)}`,
        { headers },
      );
      await once(signedIn, "open");
      signedIn.close();
      await once(signedIn, "close");
      // The channel itself answers: a wrong token is closed with the channel's own code.
      const refused = new WebSocket(`ws://127.0.0.1:${port}${path}?token=wrong`, { headers });
      const [code, reason] = (await once(refused, "close")) as [number, Buffer];
      expect(code, path).toBe(LiveCloseCode.policyViolation);
      expect(String(reason)).toBe("Token is invalid or expired");
    }
  });
});
