import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";
import { pickFromLibrary } from "./library-picker";

afterEach(closeSignedIn);

// Three months ahead: every day is in the future, so flags are 'planned' and zone changes
// count, and no other journey (the plans journey fills next month) shares these days.
const now = new Date();
const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
const MONTH = next.toISOString().slice(0, 7);
const MONTH_SHORT = next.toLocaleString("en-US", { month: "long", timeZone: "UTC" }).slice(0, 3);
const YEAR = next.getUTCFullYear();
/** A day as the journey's users read it: their date format is the default "MMM D, YYYY". */
const dayLabel = (day: number) => `${MONTH_SHORT} ${day}, ${YEAR}`;
const date = (day: number) => `${MONTH}-${String(day).padStart(2, "0")}`;
const LIBRARY_WORKOUT = "3-minute critical power test";
const POWER_WORKOUT = "Steady 200 W ride";

/** A SegmentedControl option: its radio input is hidden behind the label. */
const segment = (page: Page, label: string) =>
  page.locator("label").filter({ hasText: new RegExp(`^${label}$`) });

const day = (page: Page, number: number) => page.getByRole("region", { name: dayLabel(number) });

async function addFromLibrary(page: Page, dayNumber: number) {
  await page.getByRole("button", { name: `Add to ${dayLabel(dayNumber)}` }).click();
  await page.getByRole("menuitem", { name: "Workout from library" }).click();
  const picker = page.getByRole("dialog", { name: /Add from library/ });
  await pickFromLibrary(picker, "critical power", LIBRARY_WORKOUT);
}

/** Thirty minutes at 200 W: its zone, and so its stress, depends on the athlete's FTP. */
const powerRide = (onDate: string) => ({
  name: POWER_WORKOUT,
  type: 2,
  subtype: null,
  method: 3,
  basedOn: "Duration",
  steps: [
    {
      stepType: "step",
      uuid: "steady-200w",
      action: "Work",
      unit: "number",
      lower: 200,
      upper: 200,
      lowerZone: null,
      upperZone: null,
      lowerZoneValue: null,
      upperZoneValue: null,
      duration: 1800,
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

describe("the athlete calendar", () => {
  it("lets a coach plan Anna's month, keeps it for Anna, and shows nothing to another coach", async () => {
    const page = await signIn("owner@demo.coach");
    const { athletes } = await pageApi<{ athletes: { id: number; fullName: string }[] }>(
      page,
      "/api/coach/athletes/",
    );
    const anna = athletes.find((athlete) => athlete.fullName === "Anna Berg")!.id;
    const calendarUrl = `/athlete/${anna}/calendar?month=${MONTH}`;
    await page.goto(calendarUrl);
    await page.getByText("Calendar of Anna Berg").waitFor();

    // From the library onto the 10th, then dragged to the 12th.
    await addFromLibrary(page, 10);
    const added = day(page, 10).getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) });
    await added.waitFor();
    const from = (await added.boundingBox())!;
    const to = (await day(page, 12).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    const moved = page.waitForResponse((r) => r.url().includes("/move/") && r.status() === 200);
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    await moved;
    await page.reload();
    await day(page, 12)
      .getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) })
      .waitFor();
    expect(await day(page, 10).getByRole("button").count()).toBe(1); // only its + menu
    await screenshot(page, "calendar-coach-desktop");

    // The same with the keyboard: Space picks it up, an arrow moves it a week, Enter drops it,
    // and the screen reader is told each step; Escape leaves it where it was.
    const chipOn = (number: number) =>
      day(page, number).getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) });
    const told = page.locator('[id^="DndLiveRegion"]');
    // As a person does, each key once the screen reader has told the last one's outcome (the
    // keyboard sensor listens for arrows from the task after the pick-up).
    const byKeys = async (steps: [key: string, told: string][]) => {
      for (const [key, text] of steps) {
        await page.keyboard.press(key);
        await expect.poll(() => told.textContent()).toContain(text);
      }
    };
    await chipOn(12).focus();
    const keyMoved = page.waitForResponse((r) => r.url().includes("/move/") && r.status() === 200);
    await byKeys([
      ["Space", `is over ${dayLabel(12)}.`],
      ["ArrowDown", `is over ${dayLabel(19)}.`],
      ["Enter", `moves to ${dayLabel(19)}.`],
    ]);
    await keyMoved;
    await chipOn(19).waitFor();
    // The focus followed the workout to its new day.
    await expect
      .poll(() => chipOn(19).evaluate((chip) => chip === document.activeElement))
      .toBe(true);
    await byKeys([
      ["Space", `is over ${dayLabel(19)}.`],
      ["ArrowUp", `is over ${dayLabel(12)}.`],
      ["Escape", `stays on ${dayLabel(19)}.`],
    ]);
    expect(await chipOn(12).count()).toBe(0);
    const movedBack = page.waitForResponse((r) => r.url().includes("/move/") && r.status() === 200);
    await chipOn(19).focus();
    await byKeys([
      ["Space", `is over ${dayLabel(19)}.`],
      ["ArrowUp", `is over ${dayLabel(12)}.`],
      ["Space", `moves to ${dayLabel(12)}.`],
    ]);
    await movedBack;
    await chipOn(12).waitFor();

    // The library beside the days: a workout dragged from it onto the 20th is planned there.
    await page.getByRole("button", { name: "Library", exact: true }).click();
    const shelf = page.getByRole("complementary", { name: "Workout library" });
    await shelf.getByRole("textbox", { name: "Search the library" }).fill("critical power");
    const item = shelf.getByRole("button", { name: LIBRARY_WORKOUT, exact: true });
    await expect.poll(() => shelf.getByRole("listitem").count()).toBe(1);
    const itemBox = (await item.boundingBox())!;
    const target = (await day(page, 20).boundingBox())!;
    // (A first answer may be 401: the journeys' access tokens last 15 s, and the app refreshes.)
    const planned = page.waitForResponse(
      (r) =>
        r.url().endsWith("/calendar/workouts/") &&
        r.request().method() === "POST" &&
        r.status() !== 401,
    );
    await page.mouse.move(itemBox.x + itemBox.width / 2, itemBox.y + itemBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(itemBox.x + itemBox.width / 2 - 10, itemBox.y + itemBox.height / 2, {
      steps: 3,
    });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, {
      steps: 10,
    });
    await page.mouse.up();
    expect((await planned).status()).toBe(201);
    await chipOn(20).waitFor();
    await screenshot(page, "calendar-library-panel-desktop", { fullPage: false });

    // And by keyboard: Space picks it up in the library, the first arrow brings it onto the
    // first day drawn, the arrows walk it to the 22nd, Enter plans it there.
    const firstDay = (await page
      .getByRole("region", { name: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/ })
      .first()
      .getAttribute("aria-label"))!;
    const utc = (label: string) => Date.parse(`${label} UTC`);
    const daysToGo = Math.round((utc(dayLabel(22)) - utc(firstDay)) / 86_400_000);
    const plannedByKeys = page.waitForResponse(
      (r) =>
        r.url().endsWith("/calendar/workouts/") &&
        r.request().method() === "POST" &&
        r.status() !== 401,
    );
    await item.focus();
    await byKeys([
      ["Space", `Picked up "${LIBRARY_WORKOUT}" from the library.`],
      ["ArrowRight", `is over ${firstDay}.`],
    ]);
    const walked = [
      ...Array.from({ length: Math.floor(daysToGo / 7) }, () => "ArrowDown"),
      ...Array.from({ length: daysToGo % 7 }, () => "ArrowRight"),
    ];
    let onDay = utc(firstDay);
    for (const key of walked) {
      onDay += (key === "ArrowDown" ? 7 : 1) * 86_400_000;
      const label = new Date(onDay).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
      await byKeys([[key, `is over ${label}.`]]);
    }
    await byKeys([["Enter", `is added to ${dayLabel(22)}.`]]);
    expect((await plannedByKeys).status()).toBe(201);
    await chipOn(22).waitFor();
    await shelf.getByRole("button", { name: "Close the library" }).click();
    expect(await shelf.count()).toBe(0);

    // A rest day on the empty 14th; a workout there is refused with the exact message.
    await page.getByRole("button", { name: `Add to ${dayLabel(14)}` }).click();
    await page.getByRole("menuitem", { name: "Rest day" }).click();
    await day(page, 14).getByRole("button", { name: "Rest day" }).waitFor();
    await addFromLibrary(page, 14);
    await page.getByText("Cannot add a workout there a rest day is declared").waitFor();
    expect(
      await day(page, 14)
        .getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) })
        .count(),
    ).toBe(0);

    // A power workout's stress follows Anna's FTP.
    await pageApi(page, `/api/athlete/${anna}/calendar/workouts/`, {
      method: "POST",
      body: powerRide(date(16)),
    });
    await page.reload();
    const ride = day(page, 16).getByRole("button", { name: new RegExp(POWER_WORKOUT) });
    const stressOf = async () => Number((await ride.textContent())?.match(/(\d+) stress/)?.[1]);
    await ride.waitFor();
    const stressBefore = await stressOf();
    await page
      .getByRole("tablist", { name: "Athlete page" })
      .getByRole("tab", { name: "Zones" })
      .click();
    await page.waitForURL(new RegExp(`/athlete/${anna}/zones`));
    await page.getByRole("tab", { name: "Cycling" }).click();
    const ftp = page.getByLabel("Power (FTP) threshold");
    await ftp.fill("500");
    await page.getByText("FTP must be between 120 and 450 W").waitFor();
    await ftp.fill("300");
    await page.getByRole("button", { name: "Save cycling zones" }).click();
    await page.getByText("Updated", { exact: true }).waitFor();
    await screenshot(page, "zones-coach-desktop");
    await page.goto(calendarUrl);
    await ride.waitFor();
    await expect.poll(stressOf).toBeLessThan(stressBefore);
    console.log(
      `stress of '${POWER_WORKOUT}': ${stressBefore} at FTP 210 W, ${await stressOf()} at 300 W`,
    );

    // Anna sees the same month, in her units, on desktop and at phone width.
    const annaPage = await signIn("anna@demo.athlete");
    await annaPage.goto(`/calendar?month=${MONTH}`);
    await day(annaPage, 12)
      .getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) })
      .waitFor();
    await day(annaPage, 14).getByRole("button", { name: "Rest day" }).waitFor();
    expect(
      await day(annaPage, 16)
        .getByRole("button", { name: new RegExp(POWER_WORKOUT) })
        .textContent(),
    ).toContain(`${await stressOf()} stress`);
    await screenshot(annaPage, "calendar-athlete-desktop");

    const phone = await signIn("anna@demo.athlete", PHONE);
    await phone.goto(`/calendar?month=${MONTH}`);
    await day(phone, 16)
      .getByRole("button", { name: new RegExp(POWER_WORKOUT) })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone, "calendar-athlete-phone");
    await segment(phone, "Week").click();
    await phone
      .getByRole("region", { name: /summary/ })
      .first()
      .waitFor();
    await screenshot(phone, "calendar-athlete-phone-week");

    // Another coach gets nothing of Anna's.
    const other = await signIn("coach@demo.coach");
    await other.goto(calendarUrl);
    await other.getByText("Athlete not found").waitFor();
    expect(await other.getByText(POWER_WORKOUT).count()).toBe(0);
    const refused = await pageApi<{ code?: string }>(
      other,
      `/api/athlete/${anna}/calendar/workouts/?startDate=${date(1)}&endDate=${date(28)}`,
    );
    expect(refused).not.toHaveProperty("workouts");
  });
});
