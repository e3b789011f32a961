import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { encodeActivity } from "../packages/shared/src/activities/fit-activity-test-support";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";
import { defaultFormatDay } from "./days";

afterEach(closeSignedIn);

const isoDay = (daysFromToday: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromToday),
  )
    .toISOString()
    .slice(0, 10);
};

/** This week's Monday (UTC dates; Chloe's time zone is UTC in the demo data). */
function thisMonday(): string {
  const now = new Date();
  const weekday = (now.getUTCDay() + 6) % 7;
  return isoDay(-weekday);
}

// An hour's ride three days ago: 200 W, with five minutes at 320 W in the middle.
const RIDE_DATE = isoDay(-3);
const RACE = `Lakeside sprint ${Date.now().toString(36)}`;

function rideFile(): Buffer {
  const bytes = encodeActivity(
    [
      {
        sport: "cycling",
        startSec: 0,
        seconds: 3600,
        record: (second) => ({
          power: second >= 1800 && second < 2100 ? 320 : 200,
          heartRate: 140,
          distance: second * 9,
          cadence: 90,
        }),
      },
    ],
    // Noon UTC: the same calendar day wherever the athlete lives.
    { start: new Date(`${RIDE_DATE}T12:00:00.000Z`) },
  );
  return Buffer.from(bytes);
}

async function chloeId(page: Page): Promise<number> {
  const { athletes } = await pageApi<{ athletes: { id: number; fullName: string }[] }>(
    page,
    "/api/coach/athletes/",
  );
  const chloe = athletes.find((athlete) => athlete.fullName === "Chloe Dubois");
  if (!chloe) throw new Error("Chloe Dubois is not an athlete of the coach");
  return chloe.id;
}

/**
 * Whether a script this page has loaded holds the chart library (uPlot's overlay class): the
 * screens without a chart load none of it (apps/web/vite.config.ts, the `charts` group).
 */
function watchChartCode(page: Page): () => boolean {
  let isLoaded = false;
  page.on("response", async (response) => {
    if (!/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.text().catch(() => "");
    if (/[`'"]u-over[`'"]/.test(body)) isLoaded = true;
  });
  return () => isLoaded;
}

/**
 * How many zod schemas the page has built since it loaded, read by `schemasBuilt`: zod hands
 * every schema it constructs to `globalThis.__zod_globalConfig.postProcessor` (zod/v4/core's
 * constructor), which this sets before the page's scripts run.
 */
async function countSchemas(page: Page) {
  await page.addInitScript(() => {
    const counter = { built: 0 };
    Object.assign(globalThis, {
      __schemasBuilt: counter,
      __zod_globalConfig: { postProcessor: () => (counter.built += 1) },
    });
  });
}

const schemasBuilt = (page: Page) =>
  page.evaluate(
    () => (globalThis as unknown as { __schemasBuilt: { built: number } }).__schemasBuilt.built,
  );

async function openPage(page: Page, label: string) {
  await page
    .getByRole("tablist", { name: "Athlete page" })
    .getByRole("tab", { name: label })
    .click();
}

describe("the athlete's pages", () => {
  let chloe = 0;

  it("shows a coach an athlete's overview, performance, insights, races and records, and keeps the macrocycle", async () => {
    const page = await signIn("coach@demo.coach");
    const isChartCodeLoaded = watchChartCode(page);
    chloe = await chloeId(page);

    // The ride is uploaded from Chloe's calendar; a race is planned for her in three weeks.
    await countSchemas(page);
    await page.goto(`/athlete/${chloe}/calendar`);
    // The page tabs keep their own padding: the screen's stylesheet comes after the entry's,
    // whose unstyled button (padding 0) would otherwise run the tabs' labels together.
    const calendarTab = page
      .getByRole("tablist", { name: "Athlete page" })
      .getByRole("tab", { name: "Calendar" });
    const tabPadding = await calendarTab.evaluate((tab) => getComputedStyle(tab).paddingLeft);
    expect(Number.parseFloat(tabPadding)).toBeGreaterThan(0);
    // The calendar builds the few schemas it reads, not the 2,191 that the shared package's
    // modules it loads declare (apps/web/scripts/deferred-schemas.ts).
    await page
      .getByRole("heading", { name: /\w+ \d{4}/ })
      .first()
      .waitFor();
    expect(await schemasBuilt(page)).toBeLessThan(200);
    // The counter counts: the library reads the coach's zones through their schema at its load.
    await page.goto("/library/workouts");
    await page.getByRole("tab", { name: "Workout Library" }).waitFor();
    expect(await schemasBuilt(page)).toBeGreaterThan(0);
    await page.goto(`/athlete/${chloe}/calendar`);
    await page.getByRole("button", { name: "Upload activities" }).click();
    await page.getByLabel("Activity files", { exact: true }).setInputFiles({
      name: "tempo-ride.fit",
      mimeType: "application/octet-stream",
      buffer: rideFile(),
    });
    await page
      .getByRole("list", { name: "Uploads" })
      .getByRole("listitem", { name: "tempo-ride.fit" })
      .getByText("Imported:")
      .waitFor({ timeout: 60_000 });
    await pageApi(page, `/api/athlete/${chloe}/calendar/races/`, {
      method: "POST",
      body: { date: isoDay(21), name: RACE, distance: 1500, priority: "A" },
    });

    // Overview: the ride among the last activities, the race as the next one.
    await page.goto(`/athlete/${chloe}/profile`);
    await page.getByRole("table", { name: "Last activities" }).getByRole("link").first().waitFor();
    await page.getByText(RACE).waitFor();
    expect(await page.getByLabel("Days to go").textContent()).toContain("21");
    await screenshot(page, "athlete-overview");
    // The dashboard, the calendar and the overview draw no chart: none of them loaded its code.
    expect(isChartCodeLoaded()).toBe(false);

    // Performance: fitness from the ride's stress, its 5-minute power on the curve.
    await openPage(page, "Performance");
    await page.waitForURL(/\/performance$/);
    await expect.poll(isChartCodeLoaded).toBe(true);
    const ctl = Number(await page.getByLabel("Fitness (CTL)", { exact: true }).textContent());
    expect(ctl).toBeGreaterThan(0);
    const power = page.getByRole("table", { name: "Best power per duration" });
    await expect
      .poll(() => power.getByRole("row", { name: /^5 min/ }).textContent())
      .toContain("320 W");
    await page.waitForTimeout(300);
    await screenshot(page, "athlete-performance");

    // Training insights: one cycling session of an hour this range.
    await openPage(page, "Training insights");
    await page.waitForURL(/\/training-insights$/);
    await page.getByRole("table").getByRole("cell", { name: "Cycling" }).first().waitFor();
    await screenshot(page, "athlete-insights");

    // Races & records: the A race to come, 320 W as the best 5 minutes.
    await openPage(page, "Races & records");
    await page.waitForURL(/\/races-records$/);
    const upcoming = page.getByRole("list", { name: "Upcoming races" });
    await upcoming.getByText(RACE).waitFor();
    await upcoming.getByLabel("Priority A").waitFor();
    const bests = page.getByRole("table", { name: "Cycling best power by duration" });
    expect(await bests.getByRole("row", { name: /^5 min/ }).textContent()).toContain("320 W");

    // Macrocycle: this week becomes Base 1 with a target of 400, saved and still there after a reload.
    // Each week's fields are named by its Monday in the coach's date format.
    await openPage(page, "Macrocycle");
    await page.waitForURL(/\/macrocycle$/);
    const monday = defaultFormatDay(thisMonday());
    await page.getByRole("combobox", { name: `Phase of week ${monday}` }).click();
    await page.getByRole("option", { name: "Base 1", exact: true }).click();
    const target = page.getByRole("textbox", { name: `Target stress of week ${monday}` });
    await target.fill("400");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Macrocycle saved").waitFor();
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole("textbox", { name: `Target stress of week ${monday}` }).inputValue(),
      )
      .toBe("400");
    expect(await page.getByRole("combobox", { name: `Phase of week ${monday}` }).inputValue()).toBe(
      "Base 1",
    );
    await screenshot(page, "athlete-macrocycle");
  });

  it("shows the athlete their own pages without the coach's, and fits a phone", async () => {
    expect(chloe).toBeGreaterThan(0);
    const page = await signIn("chloe@demo.athlete", PHONE);
    await page.goto(`/athlete/${chloe}/profile`);
    await page.getByRole("table", { name: "Last activities" }).getByRole("link").first().waitFor();
    // The phone's own select (a native one: its options are the phone's picker).
    const picker = page.getByRole("combobox", { name: "Athlete page" });
    expect(await picker.inputValue()).toBe("profile");
    const options = await picker.getByRole("option").allTextContents();
    expect(options).toContain("Training insights");
    expect(options).not.toContain("Performance");
    expect(options).not.toContain("Macrocycle");
    await picker.selectOption({ label: "Races & records" });
    await page.waitForURL(/\/races-records$/);
    await page.getByText(RACE).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "athlete-races-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // A coach-only page sends her home, and the server refuses its data too.
    await page.goto(`/athlete/${chloe}/performance`);
    await page.waitForURL(/\/calendar$/);
    const refused = await pageApi<{ detail?: string }>(
      page,
      `/api/athlete/${chloe}/performance/?startDate=${isoDay(-30)}&endDate=${isoDay(0)}`,
    );
    expect(refused.detail).toBe("You do not have permission to perform this action.");
  });

  it("shows another athlete nothing of hers", async () => {
    expect(chloe).toBeGreaterThan(0);
    const page = await signIn("dan@demo.athlete");
    await page.goto(`/athlete/${chloe}/profile`);
    await page.getByText("Athlete not found").waitFor();
    expect(await page.getByText(RACE).count()).toBe(0);
    const answer = await pageApi<Record<string, unknown>>(page, `/api/athlete/${chloe}/overview/`);
    // The error shape of a 404, nothing of the overview.
    expect(Object.keys(answer).sort()).toEqual(["code", "error"]);
  });
});
