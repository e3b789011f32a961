import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { encodeActivity } from "../packages/shared/src/activities/fit-activity-test-support";
import { closeSignedIn, pageApi, screenshot, signIn } from "./browser";
import { pickFromLibrary } from "./library-picker";

afterEach(closeSignedIn);

// Next month: every day of it is in the future, so the plan's workouts land there untouched.
const now = new Date();
const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const MONTH = next.toISOString().slice(0, 7);
/** The 8th as the coach reads it: their date format is the default "MMM D, YYYY". */
const EIGHTH_LABEL = `${next.toLocaleString("en-US", { month: "long", timeZone: "UTC" }).slice(0, 3)} 8, ${next.getUTCFullYear()}`;
const PLAN = `Journey base plan ${Date.now().toString(36)}`;
const STRENGTH = "Core strength circuit";
const LIBRARY = "3-minute critical power test";
const MOBILITY = "Long mobility session";

const day = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

async function dayMenu(page: Page, button: string, item: string) {
  await page.getByRole("button", { name: button, exact: true }).first().click();
  // A menu that just closed may still be fading out: look in this button's menu only.
  await page
    .getByRole("menu", { name: button, exact: true })
    .getByRole("menuitem", { name: item, exact: true })
    .click();
}

/** dnd-kit's pointer sensor wants a press, a few moves past 6 px, and a release. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("drag: element not visible");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  // dnd-kit measures the drop zones once the drag has started; move again once they are known.
  await page.waitForTimeout(150);
  await page.mouse.move(b.x + b.width / 2 + 2, b.y + b.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
  // For 50 ms after a drop dnd-kit swallows the next click (so the dropped item is not clicked):
  // a person never clicks that fast, a test does and loses the click.
  await page.waitForTimeout(100);
}

describe("training plans", () => {
  it("a coach builds a 3-week plan, assigns it to two athletes, updates one, and removes it from the other keeping the workout he completed", async () => {
    const page = await signIn("owner@demo.coach");
    await page.goto("/library/workouts");
    await page.getByRole("tab", { name: "Training Plan Library" }).click();
    await page.waitForURL(/\/library\/plan-library$/);
    await page.getByRole("button", { name: "Create new training plan" }).click();
    const modal = page.getByRole("dialog", { name: "New Plan" });
    await modal.getByRole("textbox", { name: "Plan name" }).fill(PLAN);
    await modal.getByRole("textbox", { name: "Notes" }).fill("Three weeks to build the base.");

    // Week 1: a strength workout built in place, a rest day, and a test from the library.
    await dayMenu(page, "Add to Week 1 Monday", "Strength workout");
    const builder = page.getByRole("dialog", { name: "New workout" });
    await builder.getByRole("textbox", { name: "Name" }).fill(STRENGTH);
    await builder
      .getByRole("textbox", { name: "Exercises and instructions" })
      .fill("Plank 3 x 60 s");
    await builder.getByRole("button", { name: "Save", exact: true }).click();
    await day(page, "Week 1 Monday").getByText(STRENGTH).waitFor();

    await dayMenu(page, "Add to Week 1 Tuesday", "Rest day");
    await day(page, "Week 1 Tuesday").getByText("Rest day").waitFor();

    await dayMenu(page, "Add to Week 1 Wednesday", "Add from library");
    const picker = page.getByRole("dialog", { name: /Add from library/ });
    await pickFromLibrary(picker, "critical power", LIBRARY);
    await day(page, "Week 1 Wednesday").getByText(LIBRARY).waitFor();

    // The rule of the domain core: no rest day on a day that holds a workout.
    await dayMenu(page, "Add to Week 1 Monday", "Rest day");
    await modal
      .getByRole("alert")
      .getByText("Cannot add a rest day there.", { exact: true })
      .waitFor();

    // Weeks 2 and 3: the strength workout copied and pasted.
    await dayMenu(page, `Menu of ${STRENGTH}`, "Copy");
    await modal.getByRole("button", { name: "Add week" }).click();
    await dayMenu(page, "Menu of Week 2 Monday", "Paste");
    await dayMenu(page, "Add to Week 2 Sunday", "Rest day");

    // Drag and drop: the test moves from week 1 to week 2.
    // Away from the modal's edges, where dnd-kit would start scrolling it.
    await day(page, "Week 2 Wednesday").evaluate((element) =>
      element.scrollIntoView({ block: "center" }),
    );
    await drag(
      page,
      modal.getByRole("button", { name: `Move ${LIBRARY}` }),
      day(page, "Week 2 Wednesday"),
    );
    await day(page, "Week 2 Wednesday").getByText(LIBRARY).waitFor();
    await modal.getByRole("button", { name: "Add week" }).click();
    await dayMenu(page, "Menu of Week 3 Monday", "Paste");

    expect(await day(page, "Week 1 Wednesday").getByText(LIBRARY).count()).toBe(0);

    // The library beside the weeks: the test dragged from it onto Week 3 Thursday.
    await modal.getByRole("button", { name: "Library", exact: true }).click();
    const shelf = modal.getByRole("complementary", { name: "Workout library" });
    await shelf.getByRole("textbox", { name: "Search the library" }).fill("critical power");
    await expect.poll(() => shelf.getByRole("listitem").count()).toBe(1);
    await day(page, "Week 3 Thursday").evaluate((element) =>
      element.scrollIntoView({ block: "center" }),
    );
    await drag(
      page,
      shelf.getByRole("button", { name: LIBRARY, exact: true }),
      day(page, "Week 3 Thursday"),
    );
    await day(page, "Week 3 Thursday").getByText(LIBRARY).waitFor();
    await screenshot(page, "plans-builder-library");

    // With the keyboard, as a screen reader's user does: Space, an arrow a day on, Space. Each
    // key once the announcement of the last is there (dnd-kit listens from the next task).
    const announced = (text: string) =>
      expect
        .poll(() => page.locator('[id^="DndLiveRegion"]').allTextContents())
        .toContainEqual(expect.stringContaining(text));
    await day(page, "Week 3 Thursday")
      .getByRole("button", { name: `Move ${LIBRARY}` })
      .focus();
    await page.keyboard.press("Space");
    // Picked up, and at once over its own day: the live region keeps the last of the two.
    await announced(`"${LIBRARY}" is over Week 3 Thursday.`);
    await page.keyboard.press("ArrowRight");
    await announced(`"${LIBRARY}" is over Week 3 Friday.`);
    await page.keyboard.press("Space");
    await day(page, "Week 3 Friday").getByText(LIBRARY).waitFor();
    expect(await day(page, "Week 3 Thursday").getByText(LIBRARY).count()).toBe(0);
    await shelf.getByRole("button", { name: "Close the library" }).click();
    await modal.getByText("3 weeks · 5 workouts").waitFor();
    await screenshot(page, "plans-builder");

    await modal.getByRole("button", { name: "Save plan" }).click();
    await page.getByText("Plan saved successfully").waitFor();
    await modal.waitFor({ state: "hidden" });

    // Assign to Anna and Ben with different start dates.
    await page.getByRole("button", { name: PLAN }).click();
    const overview = page.getByRole("dialog", { name: "Training plan" });
    await overview.getByText("Duration: 3 weeks").waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "plans-overview");
    await overview.getByRole("button", { name: "Assign to..." }).click();
    await overview.getByRole("textbox", { name: "Search athletes" }).fill("an");
    await overview.getByLabel("Anna Berg").check();
    await overview.getByRole("textbox", { name: "Search athletes" }).fill("okafor");
    await overview.getByLabel("Ben Okafor").check();
    await overview.getByRole("button", { name: "Continue" }).click();
    await overview.getByLabel("Start date for Anna Berg").fill(`${MONTH}-01`);
    await overview.getByLabel("Start date for Ben Okafor").fill(`${MONTH}-08`);
    // The date fields read a typed "YYYY-MM-DD" too; leaving the field closes its calendar.
    await overview.getByLabel("Start date for Ben Okafor").press("Tab");
    await expect
      .poll(() => overview.getByLabel("Start date for Ben Okafor").inputValue())
      .toBe(EIGHTH_LABEL);
    await overview.getByText(/can still be moved afterwards/).waitFor();
    await overview.getByRole("button", { name: "Assign", exact: true }).click();
    await page.getByText("Plan successfully applied").waitFor();
    await overview.getByRole("button", { name: "View assigned athletes" }).click();
    const table = overview.getByRole("table", { name: "Assigned athletes" });
    await table.getByText("Anna Berg").waitFor();
    await table.getByText(EIGHTH_LABEL).waitFor();
    await screenshot(page, "plans-assigned");

    // Anna's calendar holds the plan's workouts.
    const { athletes } = await pageApi<{ athletes: { id: number; fullName: string }[] }>(
      page,
      "/api/coach/athletes/",
    );
    const anna = athletes.find((athlete) => athlete.fullName === "Anna Berg");
    if (!anna) throw new Error("Anna Berg is not an athlete of the owner");
    await page.goto(`/athlete/${anna.id}/calendar?month=${MONTH}`);
    await page.getByText(STRENGTH).first().waitFor();
    await page.getByText(LIBRARY).first().waitFor();
    await screenshot(page, "plans-anna-calendar");

    // The coach edits the plan, updates Anna only, and removes it from Ben.
    await page.goto("/library/plan-library");
    await page.getByRole("button", { name: PLAN }).click();
    await overview.getByRole("button", { name: "Edit Plan" }).click();
    await dayMenu(page, "Add to Week 3 Friday", "Strength workout");
    await builder.getByRole("textbox", { name: "Name" }).fill(MOBILITY);
    await builder.getByRole("textbox", { name: "Exercises and instructions" }).fill("Hips, 20 min");
    await builder.getByRole("button", { name: "Save", exact: true }).click();
    await day(page, "Week 3 Friday").getByText(MOBILITY).waitFor();
    await overview.getByRole("button", { name: "Save plan" }).click();
    const update = overview.getByRole("table", { name: "Update assigned athletes" });
    await update.getByRole("button", { name: "Update Anna Berg" }).click();
    await update.getByText("Updated", { exact: true }).waitFor();
    await overview.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(/will be updated from the current plan/).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Plan workouts updated").waitFor();

    // Ben completes his first strength session: a FIT file dated on its day, uploaded from his
    // calendar, is matched to it.
    const ben = athletes.find((athlete) => athlete.fullName === "Ben Okafor");
    if (!ben) throw new Error("Ben Okafor is not an athlete of the owner");
    const range = await pageApi<{ workouts: { id: number; date: string; name: string }[] }>(
      page,
      `/api/athlete/${ben.id}/calendar/workouts/?startDate=${MONTH}-01&endDate=${MONTH}-28`,
    );
    const firstStrength = range.workouts.find((workout) => workout.name === STRENGTH);
    if (!firstStrength) throw new Error("Ben has no strength workout from the plan");
    // Noon UTC: the same calendar day in any time zone the demo athletes live in.
    const file = encodeActivity(
      [{ sport: "training", subSport: "strengthTraining", startSec: 0, seconds: 1800 }],
      { start: new Date(`${firstStrength.date}T12:00:00.000Z`) },
    );
    await page.goto(`/athlete/${ben.id}/calendar?month=${MONTH}`);
    await page.getByRole("button", { name: "Upload activities" }).click();
    await page.getByLabel("Activity files", { exact: true }).setInputFiles({
      name: "strength.fit",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(file),
    });
    await page
      .getByRole("list", { name: "Uploads" })
      .getByRole("listitem", { name: "strength.fit" })
      .getByText("Imported:")
      .waitFor({ timeout: 60_000 });
    const matched = await pageApi<{ activities: { matched_workout_id: number | null }[] }>(
      page,
      `/api/athlete/${ben.id}/calendar/workouts/?startDate=${firstStrength.date}&endDate=${firstStrength.date}`,
    );
    expect(matched.activities.map((activity) => activity.matched_workout_id)).toEqual([
      firstStrength.id,
    ]);

    await page.goto("/library/plan-library");
    await page.getByRole("button", { name: PLAN }).click();
    await overview.getByRole("button", { name: "View assigned athletes" }).click();
    await table.getByRole("button", { name: "Remove Ben Okafor" }).click();
    await table.getByText("Removed", { exact: true }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "plans-remove-marked");
    await overview.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(/Completed workouts stay/).waitFor();
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Plan workouts removed").waitFor();

    await page.goto(`/athlete/${anna.id}/calendar?month=${MONTH}`);
    await page.getByText(MOBILITY).first().waitFor();
    expect(await page.getByText(STRENGTH).count()).toBe(3);

    // Ben keeps the completed session only: the plan's other workouts left his calendar.
    await page.goto(`/athlete/${ben.id}/calendar?month=${MONTH}`);
    await page.getByText("Calendar of Ben Okafor").waitFor();
    // The month's answer may arrive after the network first falls idle: wait for its chip.
    await page.getByText(STRENGTH).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText(STRENGTH).count()).toBe(1);
    expect(await page.getByText(LIBRARY).count()).toBe(0);
    expect(await page.getByText(MOBILITY).count()).toBe(0);
    const left = await pageApi<{ workouts: { id: number }[] }>(
      page,
      `/api/athlete/${ben.id}/calendar/workouts/?startDate=${MONTH}-01&endDate=${MONTH}-28`,
    );
    expect(left.workouts.map((workout) => workout.id)).toEqual([firstStrength.id]);
    await screenshot(page, "plans-ben-calendar");
  });
});
