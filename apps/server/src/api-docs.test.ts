import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app";

let withDocs: TestContext;
let withoutDocs: TestContext;
beforeAll(async () => {
  withDocs = await createTestApp({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) });
  withoutDocs = await createTestApp({
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    API_DOCS: "false",
  });
});
afterAll(async () => {
  await withDocs.close();
  await withoutDocs.close();
});

describe("the OpenAPI page", () => {
  it("is served by default, also in production", async () => {
    expect((await withDocs.app.inject({ url: "/api/docs/json" })).statusCode).toBe(200);
    expect((await withDocs.app.inject({ url: "/api/docs" })).statusCode).not.toBe(404);
  });

  it("is turned off with API_DOCS=false", async () => {
    for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
      expect((await withoutDocs.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await withoutDocs.app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });

  it("and the development routes are never registered in production", async () => {
    expect((await withDocs.app.inject({ url: "/api/dev/mail" })).statusCode).toBe(404);
  });
});
