import path from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";
import { defaultFormatDay } from "./days";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/activities");
const RUN = "garmin-fenix-5-run.fit";
const FIRST_COMMENT = "Lovely even pacing, Chloe";
const SECOND_COMMENT = "Keep the cadence up next time";
const MISSED_WORKOUT = "Notifications journey: 30 min at 200 W";

afterEach(closeSignedIn);

/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  const label = await bell.getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1]);
}

async function waitForBellCount(page: Page, count: number) {
  await page.getByRole("button", { name: `Notifications, ${count} unread` }).waitFor({
    timeout: 15_000,
  });
}

type OutboxMail = { toAddress: string; subject: string };

async function commentMailsTo(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const { mails } = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as {
    mails: OutboxMail[];
  };
  return mails.filter((mail) => mail.toAddress === email && /commented on/.test(mail.subject));
}

/** Runs a background job through its own entry point as if the clock read `at`. */
async function runJob(baseUrl: string, name: string, body: { at: string; payload?: unknown }) {
  const response = await fetch(`${baseUrl}/api/dev/jobs/run/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function sendComment(coach: Page, text: string) {
  await coach.getByLabel("Comment", { exact: true }).fill(text);
  await coach.getByRole("button", { name: "Send comment" }).click();
  await coach.getByRole("list", { name: "Comments" }).getByText(text).waitFor();
}

const baseUrlOf = (page: Page) => new URL(page.url()).origin;

describe("notifications", () => {
  it("tells Chloe of her coach's comment live, opens it, and stops mailing comments once she says so", async () => {
    const chloe = await signIn("chloe@demo.athlete");
    const baseUrl = baseUrlOf(chloe);
    const { details } = await pageApi<{ details: { id: number } }>(chloe, "/api/account/info/");
    const chloeId = details.id;
    const activitiesOf = async () =>
      (
        await pageApi<{ items: { id: number }[] }>(chloe, `/api/athlete/${chloeId}/activities/`)
      ).items.map((item) => item.id);

    // Chloe uploads a run from her calendar.
    const before = new Set(await activitiesOf());
    await chloe.goto("/calendar");
    await chloe.getByRole("button", { name: "Upload activities" }).click();
    await chloe
      .getByLabel("Activity files", { exact: true })
      .setInputFiles(path.join(FIXTURES, RUN));
    await chloe
      .getByRole("list", { name: "Uploads" })
      .getByRole("listitem", { name: RUN })
      .getByText("Imported:")
      .waitFor({ timeout: 60_000 });
    await chloe.keyboard.press("Escape");
    const runId = (await activitiesOf()).find((id) => !before.has(id));
    if (!runId) throw new Error("the run was not imported");
    const unreadBefore = await bellCount(chloe);
    const mailsBefore = await commentMailsTo(baseUrl, "chloe@demo.athlete");

    // Her coach, in a browser of his own, comments on the run.
    const coach = await signIn("coach@demo.coach");
    await coach.goto(`/activity/${runId}`);
    await sendComment(coach, FIRST_COMMENT);

    // Chloe's bell counts it without a reload.
    await chloe.evaluate(() => {
      (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    await waitForBellCount(chloe, unreadBefore + 1);
    expect(
      await chloe.evaluate(
        () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
      ),
    ).toBe(true);

    // The first comment of the hour is mailed at once, with a link into the app.
    await expect
      .poll(async () => (await commentMailsTo(baseUrl, "chloe@demo.athlete")).length, {
        timeout: 15_000,
      })
      .toBe(mailsBefore.length + 1);

    // She opens it from the bell and lands on the run, with the comment under it.
    await chloe.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    const item = chloe.getByRole("dialog").getByText(`Marco Silva commented on your`).first();
    await item.waitFor();
    // The list fades in; the picture is taken once it is fully shown.
    await chloe.waitForFunction(
      () =>
        getComputedStyle(document.querySelector("[role=dialog]") ?? document.body).opacity === "1",
    );
    expect(await item.textContent()).toContain(FIRST_COMMENT);
    // Of the viewport only: a full-page shot resizes the page for a moment, and the top bar's
    // layout (and its open list) would follow.
    await screenshot(chloe, "notifications-bell", { fullPage: false });
    await item.click();
    await chloe.waitForURL(new RegExp(`/activity/${runId}$`));
    await chloe.getByRole("list", { name: "Comments" }).getByText(FIRST_COMMENT).waitFor();

    // She turns comment e-mails off.
    await chloe.goto("/notification-settings");
    const commentMail = chloe.getByRole("switch", { name: "New comment: e-mail" });
    expect(await commentMail.isChecked()).toBe(true);
    await commentMail.click({ force: true });
    await chloe.getByText("Notifications Updated: New comment").waitFor();
    expect(await commentMail.isChecked()).toBe(false);
    await screenshot(chloe, "notification-settings");

    // The next comment reaches her bell, and no mail: not even the digest an hour later.
    const unreadNow = await bellCount(chloe);
    await sendComment(coach, SECOND_COMMENT);
    await waitForBellCount(chloe, unreadNow + 1);
    const anHourLater = new Date(Date.now() + 61 * 60_000).toISOString();
    await runJob(baseUrl, "notifications.mail-digest", {
      at: anHourLater,
      payload: { userId: chloeId, notificationType: "comment" },
    });
    expect(await commentMailsTo(baseUrl, "chloe@demo.athlete")).toHaveLength(
      mailsBefore.length + 1,
    );
  });

  it("shows the coach the workout Chloe missed, the next morning, on a phone", async () => {
    const coach = await signIn("coach@demo.coach", PHONE);
    const baseUrl = baseUrlOf(coach);
    const { athletes } = await pageApi<{ athletes: { id: number; email: string }[] }>(
      coach,
      "/api/coach/athletes/",
    );
    const chloeId = athletes.find((athlete) => athlete.email === "chloe@demo.athlete")?.id;
    if (!chloeId) throw new Error("Chloe is not an athlete of the coach");

    // Planned for today (the demo athletes live in UTC); nothing will match it.
    const today = new Date().toISOString().slice(0, 10);
    await pageApi(coach, `/api/athlete/${chloeId}/calendar/workouts/`, {
      method: "POST",
      body: steadyRide(today),
    });

    // The hourly job, through its own entry point, as of 07:00 the next morning.
    const nextMorning = new Date(`${today}T07:00:00Z`);
    nextMorning.setUTCDate(nextMorning.getUTCDate() + 1);
    await runJob(baseUrl, "notifications.missed-workouts", { at: nextMorning.toISOString() });

    await coach.goto("/notifications?category=workouts");
    const missed = coach.getByText(
      `Chloe Dubois missed "${MISSED_WORKOUT}" planned on ${defaultFormatDay(today)}`,
    );
    await missed.waitFor();
    await screenshot(coach, "notifications-missed-workout-phone");
    await missed.click();
    await coach.waitForURL(
      (url) =>
        url.pathname === `/athlete/${chloeId}/calendar` &&
        url.searchParams.get("eventDate") === today,
    );
    // The day it names is on screen, with the workout on it (on a phone, a chip without text).
    await coach
      .getByRole("button", { name: new RegExp(MISSED_WORKOUT) })
      .first()
      .waitFor();
    await screenshot(coach, "notifications-missed-day-phone");
  });
});

/** Thirty minutes at 200 W. */
function steadyRide(onDate: string) {
  return {
    name: MISSED_WORKOUT,
    type: 2,
    subtype: null,
    method: 3,
    basedOn: "Duration",
    steps: [
      {
        stepType: "step",
        uuid: "steady-ride",
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
  };
}
