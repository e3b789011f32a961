import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { registerRequestLog } from "./request-log";

type Entry = { level: number; msg: string; status?: number; durationMs?: number };

/** A Fastify app logging through pino into `entries`, as the real app does. */
async function appWithLog() {
  const entries: Entry[] = [];
  const sink = new Writable({
    write(chunk, _encoding, next) {
      entries.push(JSON.parse(String(chunk)));
      next();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: "debug" }, sink) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get("/api/health", async () => ({ ok: true }));
  app.get("/assets/index-abc.js", async () => "code");
  app.get("/api/boom", async () => {
    throw new Error("boom");
  });
  await app.ready();
  return { app, entries };
}

const INFO = 30;
const DEBUG = 20;
const ERROR = 50;

describe("the request log", () => {
  it("writes one line per request, with method, path, status and time", async () => {
    const { app, entries } = await appWithLog();
    await app.inject({ method: "GET", url: "/api/health" });
    const lines = entries.filter((entry) => entry.msg.startsWith("GET "));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/^GET \/api\/health 200 \d+ ms$/);
    expect(lines[0]).toMatchObject({ level: INFO, status: 200 });
    await app.close();
  });

  it("keeps files of the build at debug level unless they fail, and errors at error level", async () => {
    const { app, entries } = await appWithLog();
    await app.inject({ method: "GET", url: "/assets/index-abc.js" });
    await app.inject({ method: "GET", url: "/assets/gone-123.js" });
    await app.inject({ method: "GET", url: "/api/boom" });
    const level = (start: string) => entries.find((entry) => entry.msg.startsWith(start))?.level;
    expect(level("GET /assets/index-abc.js 200")).toBe(DEBUG);
    expect(level("GET /assets/gone-123.js 404")).toBe(INFO);
    expect(level("GET /api/boom 500")).toBe(ERROR);
    await app.close();
  });
});
