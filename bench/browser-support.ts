/**
 * What the browser benchmarks share: the app started as `npm start` starts it (built web app,
 * migrations, demo data) on a throw-away embedded PostgreSQL, and Chromium's flags for this
 * machine.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";

/** The flags of every bench's Chromium, but its headless mode. */
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

/**
 * Chromium's path: CHROME_PATH, or where Debian's package puts it. Checked before use, so that a
 * machine without it gets this message instead of a launcher's spawn error, which ends the
 * process at once and leaves the app and its PostgreSQL running.
 */
export function chromiumPath(): string {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  return chromePath;
}

/** Chromium for Lighthouse (chrome-launcher), with the same flags as the other benches. */
export function launchChromeForLighthouse() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
}

const root = path.resolve(import.meta.dirname, "..");
const webDist = path.join(root, "apps/web/dist");

async function waitForHealth(url: string, server: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

export async function startBuiltApp(name: string) {
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error("Build the web app first: npm run build");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `coach-bench-${name}-`));
  chmodSync(dataDir, 0o755);
  const pgPort = 46000 + Math.floor(Math.random() * 1000);
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    port: pgPort,
  });
  const baseUrl = `http://localhost:${pgPort + 1}`;
  const server = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "apps/server/src/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(pgPort + 1),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: "warn",
        // Benches make the data they measure; the demo season's minute of CPU would run beside.
        DEMO_SEASON: "off",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: database.url, stop };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Chromium at desktop size with a demo user's tokens in local storage (signed in through the
 * API, so no benchmark run times the login screen). Close `browser` when done.
 */
export async function openSignedInPage(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "demo-password" }),
  });
  const { tokens } = (await login.json()) as { tokens: { access: string; refresh: string } };
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
  });
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem("access", access!);
      localStorage.setItem("refresh", refresh!);
    },
    [tokens.access, tokens.refresh],
  );
  return { browser, page: await context.newPage() };
}
