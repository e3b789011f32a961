import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer } from "./app-server";

/** What the server logs once the whole demo season is in its database. */
export const SEASON_WRITTEN = "demo: season written";

/**
 * A newcomer's first start, as `demo.e2e.ts` checks it: the app on a fresh database of its own
 * (not the journeys' shared one), the demo's season written in the background. Plain data, so
 * that a global setup can hand it to the journey's process.
 */
export type DemoStart = {
  baseUrl: string;
  databaseUrl: string;
  /** Everything the server prints, written as it comes. */
  outputFile: string;
  /** Whether the app answered its health check before the season was written. */
  answeredBeforeSeason: boolean;
};

/**
 * Starts the demo, checks at once whether it answers before its season is there, and leaves the
 * season to be written. Started by the second project's global setup when the whole suite runs
 * (`scripts/e2e.mjs`), so the season is written while that project's other journeys run; by
 * `demo.e2e.ts` itself when it runs alone.
 */
export async function startDemo(): Promise<{ demo: DemoStart; stop: () => Promise<void> }> {
  const folder = path.resolve(import.meta.dirname, ".artifacts");
  mkdirSync(folder, { recursive: true });
  const outputFile = path.join(folder, "demo-server.log");
  writeFileSync(outputFile, "");
  const server = await startAppServer({ LOG_LEVEL: "info" }, { outputFile });
  const isHealthy = (await fetch(`${server.baseUrl}/api/health`)).ok;
  const answeredBeforeSeason = isHealthy && !server.output().includes(SEASON_WRITTEN);
  return {
    demo: {
      baseUrl: server.baseUrl,
      databaseUrl: server.databaseUrl,
      outputFile,
      answeredBeforeSeason,
    },
    stop: server.stop,
  };
}

/** Waits until the demo's season is written, or throws after `timeoutMs`. */
export async function waitForSeason(demo: DemoStart, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!readFileSync(demo.outputFile, "utf8").includes(SEASON_WRITTEN)) {
    if (Date.now() - started > timeoutMs) throw new Error("the demo season was not written");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
