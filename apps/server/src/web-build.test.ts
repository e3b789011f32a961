import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The web app's build (`npm run build -w apps/web`, which `npm start` runs when the web app's
 * files changed) makes the production bundle whatever NODE_ENV the shell has: Vite takes
 * NODE_ENV=development from the environment and bundles React's development build (the
 * entry 792 kB instead of 573 kB, every warning's text, a slower page), and the build stamp
 * of scripts/build-if-changed.mjs would then keep serving it.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const outDir = mkdtempSync(path.join(tmpdir(), "coach-web-build-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the web app's build", () => {
  it("is React's production build even with NODE_ENV=development", async () => {
    await promisify(execFile)("npm", ["run", "build", "-w", "apps/web", "--", "--outDir", outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "development" },
    });
    const assets = path.join(outDir, "assets");
    const entry = readdirSync(assets).find((name) => /^index-.*\.js$/.test(name));
    const code = readFileSync(path.join(assets, entry!), "utf8");
    // React's production build reports errors by number; its development build spells out
    // warnings such as the one for list items without keys.
    expect(code).toContain("Minified React error");
    expect(code).not.toContain('unique "key" prop');
  }, 120_000);
});
