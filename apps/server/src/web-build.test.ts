import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

const assets = path.join(outDir, "assets");

describe("the web app's build", () => {
  beforeAll(async () => {
    await promisify(execFile)("npm", ["run", "build", "-w", "apps/web", "--", "--outDir", outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "development" },
    });
  }, 120_000);

  it("is React's production build even with NODE_ENV=development", () => {
    const entry = readdirSync(assets).find((name) => /^index-.*\.js$/.test(name));
    const code = readFileSync(path.join(assets, entry!), "utf8");
    // React's production build reports errors by number; its development build spells out
    // warnings such as the one for list items without keys.
    expect(code).toContain("Minified React error");
    expect(code).not.toContain('unique "key" prop');
  });

  // docs/decisions/133-first-screen-asked-with-the-page.md
  it("names its early script first in the page, one file that imports nothing", () => {
    const page = readFileSync(path.join(outDir, "index.html"), "utf8");
    const head = page.slice(page.indexOf("<head>") + "<head>".length).trimStart();
    const first = head.match(
      /^<script src="\/(assets\/early-requests-[\w-]+\.js)" async><\/script>/,
    );
    expect(first).not.toBeNull();
    const early = readFileSync(path.join(outDir, first![1]!), "utf8");
    expect(early).toContain("/api/account/info/");
    expect(early).toContain("/calendar/workouts/");
    expect(early).not.toMatch(/\bimport\s*[({"'`]|\bimport\s+\w|\bexport\s/);
  });

  it("sends no request of its own for the icon or the manifest before the app's code", () => {
    const page = readFileSync(path.join(outDir, "index.html"), "utf8");
    expect(page).not.toContain("/icon.svg");
    expect(page).not.toContain('rel="manifest"');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
    // The boot screen's mark, drawn in the page.
    expect(page).toMatch(
      /<div class="boot"[^>]*>\s*<svg width="48" height="48" aria-hidden="true"/,
    );
    // The manifest the app links later (src/app/web-manifest.ts) is where it looks.
    expect(readdirSync(outDir)).toContain("manifest.webmanifest");
  });

  // docs/decisions/134-first-screen-chunk.md
  it("gives the calendar the code its screen draws, not the forms and dialogs it opens later", () => {
    const page = readFileSync(path.join(outDir, "index.html"), "utf8");
    const preloads: { pattern: string; scripts: string[] }[] = JSON.parse(
      readFileSync(path.join(outDir, ".vite/route-preloads.json"), "utf8"),
    );
    const calendar = preloads.find((preload) => preload.pattern === "/calendar");
    const entry = [...page.matchAll(/<script [^>]*src="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    const code = [...entry, ...calendar!.scripts]
      .map((file) => readFileSync(path.join(outDir, file), "utf8"))
      .join("\n");
    const absent = (text: string | RegExp) =>
      typeof text === "string" ? !code.includes(text) : !text.test(code);
    // Mantine names each component in its styles (`name: "Menu"`): the calendar draws menus.
    const component = (name: string) => new RegExp(`name:[\`"']${name}[\`"']`);
    expect(absent(component("Menu"))).toBe(false);
    expect(absent("Calendar view")).toBe(false); // view-switch.tsx, its Month/Week
    // Mantine's Month/Week control now comes only with the dialogs that use it (decision 139).
    expect(absent(component("SegmentedControl"))).toBe(true);
    // Inputs of other screens' forms, which the one shared chunk used to bring along.
    for (const name of ["NumberInput", "DateInput", "Checkbox", "Switch", "Table"]) {
      expect(absent(component(name)), name).toBe(true);
    }
    // The calendar's own dialogs and panels, and the shell's, loaded when first needed.
    for (const text of [
      "Travel, illness, work...", // calendar-dialogs.tsx
      "Upload activity files", // upload-activities.tsx
      "Send us your feedback", // feedback-dialog.tsx
      "Functional threshold power", // peak-dialog.tsx
      "Dual calendar: planned and done", // help-topics.ts, for the tutorials and the assistant
    ]) {
      expect(absent(text), text).toBe(true);
    }
    // The code the calendar leaves is in the build, for the screens that load it.
    const all = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(path.join(assets, name), "utf8"))
      .join("\n");
    expect(component("NumberInput").test(all)).toBe(true);
    expect(all.includes("Travel, illness, work...")).toBe(true);
  });
});
