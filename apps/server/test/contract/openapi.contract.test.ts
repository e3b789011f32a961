import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test-app";
import { SPEC_CALLS } from "./spec-calls";

/**
 * The OpenAPI document at /api/docs describes every spec call that answers as specified, with
 * the schema of its answer, so that a client can be generated from it. The schemas are the
 * routes' own zod schemas: what the document says is what the server validates and sends.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A path with its parameters' names left out: the spec and the routes name them differently. */
const shapeOf = (path: string) =>
  `/${path.replace(/^\//, "")}`.replace(/\{[^}]+\}/g, "{}").replace(/\/$/, "");

/** Calls that are not HTTP answers: the live channel is a WebSocket. */
const NOT_HTTP = new Set(["GET /WS"]);

describe("the OpenAPI document", () => {
  it("has every spec call that answers as specified, with its answer's schema", async () => {
    const document = (await ctx.app.inject({ url: "/api/docs/json" })).json() as OpenApi;
    const documented = new Map<string, Operation>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        documented.set(`${method.toUpperCase()} ${shapeOf(path)}`, operation);
      }
    }
    const missing: string[] = [];
    const withoutAnswer: string[] = [];
    for (const call of SPEC_CALLS) {
      if ("pending" in call || NOT_HTTP.has(call.id)) continue;
      const [method, path] = call.id.split(" ") as [string, string];
      const operation = documented.get(`${method} ${shapeOf(path)}`);
      if (!operation) {
        missing.push(call.id);
        continue;
      }
      const success = Object.entries(operation.responses ?? {}).filter(([code]) =>
        /^2\d\d$/.test(code),
      );
      const hasSchema = success.some(([code, answer]) =>
        code === "204" ? true : Object.values(answer.content ?? {}).some((body) => body.schema),
      );
      if (!hasSchema) withoutAnswer.push(call.id);
    }
    expect(missing, "spec calls the document does not describe").toEqual([]);
    expect(withoutAnswer, "spec calls documented without their answer's schema").toEqual([]);
  });
});
