import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { closeSignedIn, DESKTOP, PHONE, pageApi, screenshot, signIn } from "./browser";
import { type DemoStart, startDemo, waitForSeason } from "./demo-server";
import {
  ATHLETE_PAGES,
  type Choice,
  chooseFormats,
  foreignFormats,
  OWNER_PAGES,
  openDrawn,
  pageWords,
  sidewaysOverflow,
  smallTargets,
  storedTexts,
} from "./page-walk";

/**
 * A newcomer's first start: the app on a fresh database of its own (not the journeys' shared
 * one), the demo's season written in the background, then what the owner and an athlete see.
 * The figures checked are the demo athletes' own (Ben's threshold power is 285 W; Anna runs five
 * times a week), computed by the product from the imported files.
 */

/** The whole season on this 2-core machine while other journeys run beside it. */
const SEASON_TIMEOUT_MS = 6 * 60_000;

/** The demo the global setup started early (the whole suite), or one of this file's own. */
let server: DemoStart;
let stopOwn: (() => Promise<void>) | undefined;

async function userId(email: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo-password" }),
  });
  const body = (await response.json()) as { data: { details: { id: number } } };
  return body.data.details.id;
}

beforeAll(async () => {
  const early = inject("demoStart");
  if (early) {
    server = early;
  } else {
    const own = await startDemo();
    server = own.demo;
    stopOwn = own.stop;
  }
  // The app answers before the season is written.
  expect(server.answeredBeforeSeason).toBe(true);
  await waitForSeason(server, SEASON_TIMEOUT_MS);
}, SEASON_TIMEOUT_MS + 120_000);
afterAll(() => stopOwn?.());
afterEach(() => closeSignedIn());

describe("the demo on a fresh start", () => {
  it("the owner's dashboard shows the athletes' last days, with figures and comments", async () => {
    for (const [viewport, name] of [
      [DESKTOP, "demo-dashboard"],
      [PHONE, "demo-dashboard-phone"],
    ] as const) {
      const page = await signIn("owner@demo.coach", viewport, server.baseUrl);
      await page.waitForURL(/\/dashboard/);
      // Card C: completed sessions of the last days as duration and distance.
      await expect
        .poll(() => page.getByText(/\d{2}:\d{2}:\d{2} · \d+\.\d{2} km/).count(), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      expect(await page.getByText("No completed workouts").count()).toBe(0);
      // The business side, beside the cards on a desktop (behind buttons on a phone): this
      // month's 120.00 of each of the four athletes is due today, and someone asked to join
      // through the business page.
      if (viewport === DESKTOP) {
        const payments = page.locator('[aria-label="Incoming payments"]');
        await expect.poll(() => payments.textContent(), { timeout: 20_000 }).toContain("$480.00");
        await page.getByRole("button", { name: "Review & approve" }).waitFor();
      }
      await page.waitForTimeout(500);
      await screenshot(page, name);
    }
  });

  it("an athlete's calendar, Performance with months of fitness, and an activity's analysis", async () => {
    const ben = await userId("ben@demo.athlete");
    const page = await signIn("owner@demo.coach", DESKTOP, server.baseUrl);

    await page.goto(`${server.baseUrl}/athlete/${ben}/calendar`);
    // This month's rides, done and planned, with their distances.
    await expect
      .poll(() => page.getByText(/\d+(\.\d+)? km/).count(), { timeout: 20_000 })
      .toBeGreaterThan(5);
    await page.waitForTimeout(500);
    await screenshot(page, "demo-calendar");

    await page.goto(`${server.baseUrl}/athlete/${ben}/performance`);
    const ctlText = page.getByLabel("Fitness (CTL)", { exact: true });
    await ctlText.waitFor();
    // About six hours a week for half a year: fitness far above a beginner's.
    expect(Number(await ctlText.textContent())).toBeGreaterThan(30);
    // The 20 minutes of a 2 × 20 min threshold session: around Ben's 285 W.
    const power = page.getByRole("table", { name: "Best power per duration" });
    const twenty = await power.getByRole("row", { name: /^20 min/ }).textContent();
    const watts = Number(twenty?.match(/(\d+) W/)?.[1]);
    expect(watts).toBeGreaterThan(0.85 * 285);
    expect(watts).toBeLessThan(1.1 * 285);
    await page.waitForTimeout(800);
    await screenshot(page, "demo-performance");

    await page.goto(`${server.baseUrl}/athlete/${ben}/profile`);
    const last = page.getByRole("table", { name: "Last activities" }).getByRole("link").first();
    await last.click();
    await page.waitForURL(/\/activity\/\d+/);
    // The analysis of a ride: a power meter's figures.
    await page
      .getByText(/Normali[sz]ed power/i)
      .first()
      .waitFor();
    expect(await page.getByText(/\d+ W/).count()).toBeGreaterThan(0);
    await page.waitForTimeout(800);
    await screenshot(page, "demo-activity");
  });

  it("the runner sees her own season on her calendar, on a phone", async () => {
    const page = await signIn("anna@demo.athlete", PHONE, server.baseUrl);
    await page.goto(`${server.baseUrl}/calendar`);
    // A phone's month draws each workout as its sport's icon, coloured by its flag: the name
    // and figures are the chip's label and title.
    const workouts = page.getByRole("button", {
      name: /, (completed|partly completed|missed|planned)$/,
    });
    await expect.poll(() => workouts.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const titles = await workouts.evaluateAll((chips) =>
      chips.map((chip) => chip.getAttribute("title") ?? ""),
    );
    expect(titles.filter((title) => /: .*\d+(\.\d+)? km/.test(title)).length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await screenshot(page, "demo-athlete-calendar-phone");
  });
});

/** A desktop as wide as a coach's office screen. */
const WIDE = { width: 1440, height: 900 };

type Walk = { who: string; width: number; choice: Choice; stored: string[] };

/**
 * Each page drawn, then read: anything reaching past the window's width, and anything written
 * in another format than the reader chose; on a phone, any control smaller than a fingertip.
 * Screenshots are named `<width>-<who>-<page>.png`.
 */
async function walk(page: Page, paths: string[], { who, width, choice, stored }: Walk) {
  const found: string[] = [];
  for (const path of paths) {
    await openDrawn(page, path);
    const { reach, culprits } = await sidewaysOverflow(page, width);
    if (reach > width) found.push(`${path}: ${reach} px wide, ${culprits.join(", ")}`);
    for (const foreign of foreignFormats(await pageWords(page), stored, choice))
      found.push(`${path}: ${foreign}`);
    if (width === PHONE.width)
      for (const small of await smallTargets(page)) found.push(`${path}: ${small} px`);
    const name = path.replace(/\?.*/, "").replace(/\d+/g, "n").replaceAll("/", "-");
    // The analysis page whole, its chart below the figures included.
    await screenshot(page, `${width}-${who}${name}`, { fullPage: path.startsWith("/activity/") });
  }
  return found;
}

/** 42 pages, each drawn and measured: about 60 s on a quiet machine, 90 s beside the other project. */
const WALK_TIMEOUT_MS = 240_000;

describe("every page, in the formats its reader chose", () => {
  async function walkAll(viewport: typeof WIDE, choice: Choice) {
    const anna = await userId("anna@demo.athlete");
    const owner = await signIn("owner@demo.coach", viewport, server.baseUrl);
    await chooseFormats(owner, choice);
    // The library's built-in tests are named by their protocol ("Critical velocity 1000 m
    // test"), like the names people type.
    const library = await pageApi<{ items: { name: string }[] }>(owner, "/api/coach/library/");
    const stored = [
      ...(await storedTexts(server.databaseUrl)),
      ...library.items.map((item) => item.name),
    ].sort((a, b) => b.length - a.length);
    // Anna's latest activity and the owner's season plan stand for every analysis and plan.
    const { items } = await pageApi<{ items: { id: number }[] }>(
      owner,
      `/api/athlete/${anna}/activities/`,
    );
    const { plans } = await pageApi<{ plans: { id: number }[] }>(owner, "/api/plan-library/");
    const named = (path: string) =>
      path
        .replace(":id", String(anna))
        .replace(":activity", String(items[0]!.id))
        .replace(":plan", String(plans[0]!.id));
    const width = viewport.width;
    const found = await walk(owner, OWNER_PAGES.map(named), {
      who: "owner",
      width,
      choice,
      stored,
    });
    const athlete = await signIn("anna@demo.athlete", viewport, server.baseUrl);
    await chooseFormats(athlete, choice);
    found.push(
      ...(await walk(athlete, ATHLETE_PAGES.map(named), { who: "athlete", width, choice, stored })),
    );
    return found;
  }

  it(
    "on a phone, in DD.MM.YYYY and Imperial, without scrolling sideways",
    async () => {
      expect(await walkAll(PHONE, { dateFormat: "DD.MM.YYYY", units: "Imperial" })).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "at 1440 px, in MMM D, YYYY and Metric",
    async () => {
      expect(await walkAll(WIDE, { dateFormat: "MMM D, YYYY", units: "Metric" })).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
