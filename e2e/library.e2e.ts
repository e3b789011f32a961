import { readFile } from "node:fs/promises";
import { Decoder, Stream } from "@garmin/fitsdk";
import type { Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { DESKTOP, openBrowser, PHONE, type Session, screenshot } from "./browser";

let s: Session | undefined;
afterEach(() => s?.close());

async function signIn(email: string, viewport = DESKTOP) {
  s = await openBrowser(viewport);
  await s.page.goto("/login");
  await s.page.getByLabel("E-mail").fill(email);
  await s.page.getByLabel("Password").fill("demo-password");
  await s.page.getByRole("button", { name: "Sign in" }).click();
  return s.page;
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp | string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option }).first().click();
}

async function setStep(
  page: Page,
  step: Locator,
  fields: { action?: string; duration: string; zone: RegExp },
) {
  if (fields.action) await choose(page, step, "Action", fields.action);
  await step.getByRole("textbox", { name: "Duration" }).fill(fields.duration);
  await choose(page, step, "From zone", fields.zone);
  await choose(page, step, "To zone", fields.zone);
}

/**
 * A coach builds warm-up, 5 x (3 min zone 4, 2 min active rest zone 1) and cool-down, saves it,
 * finds it by two words and exports it to FIT; the file decodes to the same steps.
 */
async function buildFindAndExport(page: Page, name: string, shot: string) {
  await page.waitForURL(/\/dashboard/);
  await page.goto("/library");
  await page.waitForURL(/\/library\/workouts$/);
  await page.getByRole("tab", { name: "Workout Library" }).waitFor();

  await page.getByRole("button", { name: "Add" }).click();
  await page.getByRole("menuitem", { name: "Running workout" }).click();
  const dialog = page.getByRole("dialog", { name: "New workout" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);

  await dialog.getByRole("button", { name: "Add step" }).click();
  await setStep(page, dialog.getByRole("group", { name: "Step 1" }), {
    action: "Warm up",
    duration: "00:10:00",
    zone: /^Z1/,
  });
  await dialog.getByRole("button", { name: "Add repeat" }).click();
  const repeat = dialog.getByRole("group", { name: "Step 2: repeat", exact: true });
  await repeat.getByRole("textbox", { name: "Repeats" }).fill("5");
  await setStep(page, dialog.getByRole("group", { name: "Step 2: repeat, step 1" }), {
    action: "Work",
    duration: "00:03:00",
    zone: /^Z4/,
  });
  await setStep(page, dialog.getByRole("group", { name: "Step 2: repeat, step 2" }), {
    action: "Rest active",
    duration: "00:02:00",
    zone: /^Z1/,
  });
  await dialog.getByRole("button", { name: "Add step", exact: true }).click();
  await setStep(page, dialog.getByRole("group", { name: "Step 3" }), {
    action: "Cool down",
    duration: "00:10:00",
    zone: /^Z1/,
  });

  // 10 + 5 x (3 + 2) + 10 = 45 minutes; stress 10 x 1 + 5 x (3 x 4 + 2 x 1) + 10 x 1 = 90.
  const totals = dialog.getByRole("status", { name: "Workout totals" });
  await totals.getByText("00:45:00").waitFor();
  await totals.getByText("90", { exact: true }).waitFor();
  await dialog.getByRole("img", { name: "Intensity over time" }).waitFor();
  await totals.scrollIntoViewIfNeeded();
  await screenshot(page, `${shot}-builder`);

  await dialog.getByRole("button", { name: "Save" }).click();
  await page.getByText(`Saved "${name}"`).waitFor();
  await dialog.waitFor({ state: "hidden" });

  const [, second, third] = name.split(" ");
  await page.getByLabel("Search workouts").fill(`${third!.toUpperCase()} ${second}`);
  const card = page.getByRole("article", { name });
  await card.waitFor();
  await expect.poll(() => page.getByRole("article").count()).toBe(1);
  await screenshot(page, `${shot}-search`);

  await card.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Garmin (.fit)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.fit$/);
  const bytes = new Uint8Array(await readFile((await download.path())!));

  const decoder = new Decoder(Stream.fromByteArray(bytes));
  expect(decoder.isFIT()).toBe(true);
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  expect(messages.workoutMesgs?.[0]).toMatchObject({
    wktName: name,
    sport: "running",
    numValidSteps: 5,
  });
  const steps = (messages.workoutStepMesgs ?? []) as Record<string, unknown>[];
  expect(steps.map((step) => [step.durationType, step.durationTime, step.intensity])).toEqual([
    ["time", 600, "warmup"],
    ["time", 180, "active"],
    ["time", 120, "recovery"],
    ["repeatUntilStepsCmplt", undefined, undefined],
    ["time", 600, "cooldown"],
  ]);
  expect(steps[3]).toMatchObject({ durationStep: 1, repeatSteps: 5 });
}

describe("the workout library", () => {
  it("lets a coach build, find and export an interval workout", async () => {
    const page = await signIn("coach@demo.coach");
    await buildFindAndExport(page, `Coastal lactate intervals ${Date.now()}`, "library-desktop");
  });

  it("works the same at phone width", async () => {
    const page = await signIn("coach@demo.coach", PHONE);
    await buildFindAndExport(page, `Harbour threshold repeats ${Date.now()}`, "library-phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  it("sends an athlete who opens /library to their calendar", async () => {
    const page = await signIn("anna@demo.athlete");
    await page.waitForURL(/\/calendar/);
    await page.goto("/library");
    await page.waitForURL(/\/calendar/);
    expect(page.url()).not.toContain("/library");
  });
});
