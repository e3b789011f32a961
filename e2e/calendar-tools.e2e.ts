import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";

afterEach(closeSignedIn);

// Five months ahead: a month of its own (the calendar journey plans month +3, the plans
// journey next month), every day of it in the future.
const now = new Date();
const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 5, 1));
const MONTH = ahead.toISOString().slice(0, 7);
const MONTH_SHORT = ahead.toLocaleString("en-US", { month: "long", timeZone: "UTC" }).slice(0, 3);
const YEAR = ahead.getUTCFullYear();
/** A day as the journey's users read it: their date format is the default "MMM D, YYYY". */
const dayLabel = (day: number) => `${MONTH_SHORT} ${day}, ${YEAR}`;
const date = (day: number) => `${MONTH}-${String(day).padStart(2, "0")}`;

/** A 45-minute ride at 180 W, planned for Dan on `onDate`. */
const ride = (name: string, onDate: string) => ({
  name,
  type: 2,
  subtype: null,
  method: 3,
  basedOn: "Duration",
  steps: [
    {
      stepType: "step",
      uuid: `${name}-steady`,
      action: "Work",
      unit: "number",
      lower: 180,
      upper: 180,
      lowerZone: null,
      upperZone: null,
      lowerZoneValue: null,
      upperZoneValue: null,
      duration: 2700,
      distance: null,
      stress: 0,
      targetName: "",
      stepInfo: "",
    },
  ],
  instructions: "",
  isPool: false,
  poolLength: 50,
  poolLengthUnit: "METER",
  elevation: null,
  gradient: null,
  date: onDate,
});

const day = (page: Page, number: number) => page.getByRole("region", { name: dayLabel(number) });
const chip = (page: Page, number: number, name: string) =>
  day(page, number).getByRole("button", { name: new RegExp(`^${name},`) });
/** How many times the named workout shows on a day. */
const countOn = (page: Page, number: number, name: string) => chip(page, number, name).count();

async function dayMenu(page: Page, number: number, item: string) {
  await page.getByRole("button", { name: `Add to ${dayLabel(number)}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The days dialog of a shift or a batch move: N days, then its button. */
async function byDays(page: Page, title: string, days: number, submit: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Days").fill(String(days));
  await dialog.getByRole("button", { name: submit }).click();
  await dialog.waitFor({ state: "hidden" });
}

/**
 * Waits until every named workout is where expected (count per day), in the UI. Those that
 * must be there are awaited first, so that an absence is not read before the month is drawn.
 */
async function expectPlaced(page: Page, placed: [day: number, name: string, count: number][]) {
  const presentFirst = [...placed].sort((a, b) => b[2] - a[2]);
  for (const [number, name, count] of presentFirst) {
    await expect.poll(() => countOn(page, number, name), { timeout: 10_000 }).toBe(count);
  }
}

/** Reloads the calendar: what it shows now is what the server kept. */
async function reload(page: Page) {
  await page.reload();
  await page.getByText("Calendar of Dan Kowalski").waitFor();
  await page.locator("section button[data-kind='workout']").first().waitFor();
}

describe("the calendar's tools", () => {
  it("copies and pastes, moves and deletes a selection, and shifts Dan's plan from a day", async () => {
    const page = await signIn("coach@demo.coach");
    const { athletes } = await pageApi<{ athletes: { id: number; fullName: string }[] }>(
      page,
      "/api/coach/athletes/",
    );
    const dan = athletes.find((athlete) => athlete.fullName === "Dan Kowalski")!.id;
    const planned: [number, string][] = [
      [3, "Tools ride A"],
      [4, "Tools ride B"],
      [5, "Tools ride C"],
      [10, "Tools ride D"],
      [12, "Tools ride E"],
      [20, "Tools ride F"],
    ];
    for (const [number, name] of planned) {
      const created = await pageApi<{ id?: number }>(
        page,
        `/api/athlete/${dan}/calendar/workouts/`,
        { method: "POST", body: ride(name, date(number)) },
      );
      expect(created.id, `${name} planned`).toBeGreaterThan(0);
    }
    await page.goto(`/athlete/${dan}/calendar?month=${MONTH}`);
    await page.getByText("Calendar of Dan Kowalski").waitFor();
    await expectPlaced(
      page,
      planned.map(([number, name]) => [number, name, 1]),
    );

    // Copy A from its builder, paste it onto the 7th.
    await chip(page, 3, "Tools ride A").click();
    const builder = page.getByRole("dialog", { name: "Tools ride A" });
    await builder.getByRole("button", { name: "Copy", exact: true }).click();
    await builder.waitFor({ state: "hidden" });
    await dayMenu(page, 7, "Paste workout");
    await expectPlaced(page, [
      [3, "Tools ride A", 1],
      [7, "Tools ride A", 1],
    ]);
    await reload(page);
    await expectPlaced(page, [
      [3, "Tools ride A", 1],
      [7, "Tools ride A", 1],
    ]);
    await screenshot(page, "calendar-tools-pasted");

    // Select B and C, move them two days later together.
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await chip(page, 4, "Tools ride B").click();
    await chip(page, 5, "Tools ride C").click();
    const selection = page.getByRole("toolbar", { name: "Selected workouts" });
    await selection.getByText("2 selected").waitFor();
    await screenshot(page, "calendar-tools-selected");
    await selection.getByRole("button", { name: "Move by days" }).click();
    await byDays(page, "Move selected workouts", 2, "Move");
    const afterMove: [number, string, number][] = [
      [4, "Tools ride B", 0],
      [5, "Tools ride C", 0],
      [6, "Tools ride B", 1],
      [7, "Tools ride C", 1],
      [7, "Tools ride A", 1],
    ];
    await expectPlaced(page, afterMove);
    await reload(page);
    await expectPlaced(page, afterMove);

    // Select the pasted copy and D, delete them together.
    await page.getByRole("button", { name: "Select", exact: true }).click();
    await chip(page, 7, "Tools ride A").click();
    await chip(page, 10, "Tools ride D").click();
    await selection.getByText("2 selected").waitFor();
    await selection.getByRole("button", { name: "Delete", exact: true }).click();
    const afterDelete: [number, string, number][] = [
      [7, "Tools ride A", 0],
      [10, "Tools ride D", 0],
      [3, "Tools ride A", 1],
      [7, "Tools ride C", 1],
    ];
    await expectPlaced(page, afterDelete);
    await selection.getByRole("button", { name: "Done" }).click();
    await reload(page);
    await expectPlaced(page, afterDelete);

    // Shift from the 12th by three days: E and F move, what comes before stays.
    await dayMenu(page, 12, "Shift from this day");
    await byDays(page, "Shift from this day", 3, "Shift");
    const afterShift: [number, string, number][] = [
      [12, "Tools ride E", 0],
      [15, "Tools ride E", 1],
      [20, "Tools ride F", 0],
      [23, "Tools ride F", 1],
      [3, "Tools ride A", 1],
      [6, "Tools ride B", 1],
      [7, "Tools ride C", 1],
    ];
    await expectPlaced(page, afterShift);
    await reload(page);
    await expectPlaced(page, afterShift);
    await screenshot(page, "calendar-tools-desktop");

    // Dan sees the result on his phone, the page no wider than the screen.
    const phone = await signIn("dan@demo.athlete", PHONE);
    await phone.goto(`/calendar?month=${MONTH}`);
    await expectPlaced(phone, afterShift);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone, "calendar-tools-phone");
  });
});
