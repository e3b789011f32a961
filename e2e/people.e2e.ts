import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import {
  closeSignedIn,
  linkFromOutbox,
  openVisitor,
  PHONE,
  pageApi,
  screenshot,
  signIn,
} from "./browser";
import { pickFromLibrary } from "./library-picker";

afterEach(closeSignedIn);

/** A valid 1x1 PNG (one opaque red pixel), made here so the upload is a real image. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

// Two months ahead, so the day is in the future and nothing of other journeys is near it.
const now = new Date();
const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const MONTH = ahead.toISOString().slice(0, 7);
/** The 9th as the coach reads it: their date format is the default "MMM D, YYYY". */
const DAY_LABEL = `${ahead.toLocaleString("en-US", { month: "long", timeZone: "UTC" }).slice(0, 3)} 9, ${ahead.getUTCFullYear()}`;
const LIBRARY_WORKOUT = "3-minute critical power test";

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The first settings a new account is asked for once. */
async function finishFirstSettings(page: Page) {
  await page.waitForURL(/\/first-settings/);
  await page.getByRole("group", { name: "Sports" }).getByText("Running", { exact: true }).click();
  await page
    .getByRole("group", { name: "Training days" })
    .getByText("Tuesday", { exact: true })
    .click();
  await page.getByRole("button", { name: "Save and continue" }).click();
}

describe("people: invitations, on-boarding, my athletes and the coach manager", () => {
  it("brings a coach and an athlete in by mail, on-boards the athlete and hands them over", async () => {
    const stamp = Date.now();
    const coachEmail = `coach-${stamp}@example.test`;
    const coachName = "Nora Lind";
    const athleteEmail = `athlete-${stamp}@example.test`;
    const athleteFirst = "Tess";
    const athleteLast = `Varga-${stamp.toString(36)}`;
    const athleteName = `${athleteFirst} ${athleteLast}`;
    const inviteMessage = "Welcome aboard, let's get you to your first marathon.";
    const answerText = "I ran 40 km a week last year and want a sub-4 marathon.";
    const groupName = `Marathon ${stamp}`;

    // 1. The owner invites a new coach into the business.
    const owner = await signIn("owner@demo.coach");
    await owner.goto("/my-coaches");
    await owner.getByRole("heading", { name: /^Coaches \(\d+\)$/ }).waitFor();
    await owner.getByRole("button", { name: "Add coach" }).click();
    const addCoach = owner.getByRole("dialog", { name: "Add coach" });
    await addCoach.getByLabel("E-mail").fill(coachEmail);
    await addCoach.getByLabel("Full name").fill(coachName);
    await addCoach.getByRole("button", { name: "Send invitation" }).click();
    await owner
      .getByText("Athlete succesfully invited (email was sent)", { exact: true })
      .waitFor();
    const invitedCoach = owner
      .getByRole("list", { name: "Invited coaches" })
      .getByRole("listitem")
      .filter({ hasText: coachEmail });
    await invitedCoach.getByText(coachName, { exact: true }).waitFor();
    expect(await invitedCoach.getByText("Pending", { exact: true }).count()).toBe(1);

    // 2. The new coach registers from the mailed token and lands signed in. The mail links to
    // the business subdomain's /trainer-setup (its screen has unit tests); the journey goes on
    // on the main app, so it answers the same token on /invitation/.
    const { page: coach, baseUrl } = await openVisitor();
    const setupLink = new URL(await linkFromOutbox(baseUrl, coachEmail, "/trainer-setup?token="));
    expect(setupLink.pathname).toBe("/trainer-setup");
    await coach.goto(`/invitation/${setupLink.searchParams.get("token")}`);
    await coach
      .getByRole("heading", { name: "Olivia Hart invites you to coach in Hart Endurance" })
      .waitFor();
    await coach.getByText(coachEmail, { exact: true }).waitFor();
    await coach.getByLabel("Password", { exact: true }).fill("coach password 123");
    await coach.getByLabel("Confirm password").fill("coach password 123");
    await coach.getByRole("button", { name: "Create account" }).click();
    await finishFirstSettings(coach);
    await coach.waitForURL(/\/dashboard/);
    const coachInfo = await pageApi<{ details: { email: string; isCoach: boolean } }>(
      coach,
      "/api/account/info/",
    );
    expect(coachInfo.details).toMatchObject({ email: coachEmail, isCoach: true });

    // 3. The coach builds the on-boarding page: a text question and a file question.
    await coach.goto("/admin-center/on-boarding");
    const custom = coach.getByRole("region", { name: "Custom page" });
    await custom.getByText("No custom page yet").waitFor();
    await custom.getByRole("button", { name: "Create form" }).click();
    const builder = coach.getByRole("dialog", { name: "Athlete on-boarding / Custom page" });
    await builder.getByRole("button", { name: "Add question" }).click();
    await builder.getByRole("button", { name: "Add question" }).click();
    const questions = builder.getByRole("group", { name: "Form field item" });
    await questions.nth(0).getByLabel("Question").fill("How much do you run each week?");
    await questions.nth(1).getByLabel("Question").fill("Your last race result");
    await questions
      .nth(1)
      .locator("label")
      .filter({ hasText: /^File upload$/ })
      .click();
    await builder
      .getByLabel("Page summary")
      .getByText("0 message + 2 form field + 0 file group")
      .waitFor();
    await builder.getByRole("button", { name: "Save Page" }).click();
    await builder.waitFor({ state: "hidden" });
    await custom.getByText("0 message + 2 form field + 0 file group", { exact: true }).waitFor();
    await custom.getByRole("button", { name: "Edit form" }).waitFor();

    // 4. The coach invites a new athlete with the form.
    await coach.goto("/athlete-invite");
    await coach.getByRole("heading", { name: "Invite athletes" }).waitFor();
    await coach.getByLabel("Athlete's e-mail").fill(athleteEmail);
    await coach.getByLabel("Short message (optional)").fill(inviteMessage);
    await coach.getByRole("switch", { name: "Show form" }).check();
    await coach.getByText("0 message + 2 form field + 0 file group", { exact: true }).waitFor();
    await coach.getByRole("button", { name: "Send Invitation" }).click();
    await coach
      .getByRole("status")
      .getByText(`Invitation to user ${athleteEmail} has been sent`, { exact: true })
      .waitFor();

    // 5. The athlete, on a phone, opens the invitation, registers, accepts and answers.
    const { page: athlete } = await openVisitor(PHONE);
    await athlete.goto(await linkFromOutbox(baseUrl, athleteEmail, "/invitation/"));
    await athlete.getByRole("heading", { name: `${coachName} wants to be your coach` }).waitFor();
    // The coach's message, signed with their name.
    const quote = athlete.getByRole("blockquote").filter({ hasText: inviteMessage });
    await quote.waitFor();
    expect(await quote.textContent()).toBe(`${inviteMessage}- ${coachName}`);
    expect(await pageWidth(athlete)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(athlete, "people-invitation-phone");
    await athlete.getByLabel("Password", { exact: true }).fill("athlete password 123");
    await athlete.getByLabel("Confirm password").fill("athlete password 123");
    await athlete.getByRole("button", { name: "Create account" }).click();
    await athlete
      .getByText(/^By accepting, you agree that Nora Lind sees your training data/)
      .waitFor();
    await athlete.getByRole("button", { name: "Accept" }).click();
    await athlete.getByText("Successfull operation", { exact: true }).waitFor();
    // A new account makes its first choices, then goes on to the coach's on-boarding page.
    await finishFirstSettings(athlete);
    await athlete.waitForURL(/\/athlete\/\d+\/athlete-profile\?showOnBoard=true$/);
    const athleteId = Number(new URL(athlete.url()).pathname.split("/")[2]);

    const onboarding = athlete.getByRole("region", { name: "On-boarding" });
    await onboarding
      .getByRole("heading", { name: `Welcome! ${coachName} asks you a few things` })
      .waitFor();
    await onboarding.getByLabel("How much do you run each week?").fill(answerText);
    const fileQuestion = onboarding.getByRole("group", { name: "Your last race result" });
    const chooser = athlete.waitForEvent("filechooser");
    await fileQuestion.getByRole("button", { name: "Select files" }).click();
    await (await chooser).setFiles({
      name: "race-result.png",
      mimeType: "image/png",
      buffer: PIXEL_PNG,
    });
    await fileQuestion.getByText("race-result.png", { exact: true }).waitFor();
    await screenshot(athlete, "people-onboarding-answers");
    await onboarding.getByRole("button", { name: "Submit" }).click();
    await athlete.getByText("Profile Updated", { exact: true }).first().waitFor();
    await athlete.getByText("Your coach has your answers.").waitFor();
    expect(await pageWidth(athlete)).toBeLessThanOrEqual(PHONE.width);

    // The athlete writes their name on their profile, so their coach knows them by it.
    await athlete.getByLabel("First name").fill(athleteFirst);
    await athlete.getByLabel("Last name").fill(athleteLast);
    await athlete.getByRole("button", { name: "Save profile" }).click();
    await expect
      .poll(async () => {
        const info = await pageApi<{ details: { firstName: string } }>(
          athlete,
          "/api/account/info/",
        );
        return info.details.firstName;
      })
      .toBe(athleteFirst);

    // 6. The coach finds the athlete, reads the answers, mutes, groups and plans a workout.
    await coach.goto("/my-athletes");
    await coach.getByLabel("Search athletes").fill(athleteLast);
    const card = coach.getByRole("article", { name: athleteName });
    await card.waitFor();
    await coach.goto(`/athlete/${athleteId}/athlete-profile`);
    const answers = coach.getByRole("region", { name: "On-boarding answers" });
    await answers.getByText(answerText, { exact: true }).waitFor();
    await answers.getByText(/^Sent /).waitFor();
    // The file the athlete chose comes back byte for byte under its name.
    const downloading = coach.waitForEvent("download");
    await answers.getByRole("button", { name: "race-result.png" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("race-result.png");
    expect(Buffer.compare(await readFile(await download.path()), PIXEL_PNG)).toBe(0);

    await coach.goto("/my-athletes");
    await card.getByRole("button", { name: `Actions for ${athleteName}` }).click();
    await coach.getByRole("menuitem", { name: "Mute" }).click();
    await coach.getByText(`${athleteName} is muted`, { exact: true }).waitFor();
    await card.getByRole("img", { name: "Muted" }).waitFor();

    await coach.getByRole("button", { name: "Manage groups" }).click();
    const groups = coach.getByRole("dialog", { name: "Groups" });
    await groups.getByLabel("Group name").fill(groupName);
    await groups.getByRole("button", { name: "Create group" }).click();
    const group = groups.getByRole("region", { name: `Group ${groupName}` });
    await group.getByRole("combobox", { name: `Add athletes to ${groupName}` }).click();
    await coach.getByRole("option", { name: athleteName }).click();
    await group.getByRole("button", { name: "Add", exact: true }).click();
    await group.getByRole("button", { name: `Remove ${athleteName} from ${groupName}` }).waitFor();
    await coach.keyboard.press("Escape");
    await groups.waitFor({ state: "hidden" });
    await coach.getByRole("combobox", { name: "Group" }).click();
    await coach.getByRole("option", { name: groupName }).click();
    await expect.poll(() => coach.getByRole("article").count()).toBe(1);
    await card.getByRole("img", { name: "Muted" }).waitFor();
    await screenshot(coach, "people-my-athletes-muted-group");

    await coach.goto(`/athlete/${athleteId}/calendar?month=${MONTH}`);
    await coach.getByText(`Calendar of ${athleteName}`).waitFor();
    await coach.getByRole("button", { name: `Add to ${DAY_LABEL}` }).click();
    await coach.getByRole("menuitem", { name: "Workout from library" }).click();
    const picker = coach.getByRole("dialog", { name: /Add from library/ });
    await pickFromLibrary(picker, "critical power", LIBRARY_WORKOUT);
    await coach
      .getByRole("region", { name: DAY_LABEL })
      .getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) })
      .waitFor();

    // 7. The owner hands the athlete to the second coach and removes the new coach.
    await owner.reload();
    const newCoachCard = owner.getByRole("article", { name: coachName });
    await newCoachCard.getByText(athleteName, { exact: true }).waitFor();
    await newCoachCard.getByRole("button", { name: `Change coach for ${athleteName}` }).click();
    const select = owner.getByRole("dialog", { name: "Select coach" });
    await select.getByLabel("Search coaches").fill("marco");
    await select.getByRole("listitem", { name: "Assign to Marco Silva" }).click();
    await owner.getByText("Succesfully assigned athlete to coach", { exact: true }).waitFor();
    await select.waitFor({ state: "hidden" });
    await newCoachCard.getByText("0 athletes", { exact: true }).waitFor();
    const marcoCard = owner.getByRole("article", { name: "Marco Silva" });
    await marcoCard
      .getByRole("list", { name: "Athletes of Marco Silva" })
      .getByText(athleteName, { exact: true })
      .waitFor();
    await screenshot(owner, "people-coach-manager-assigned");
    await newCoachCard.getByRole("button", { name: `Remove coach ${coachName}` }).click();
    const confirm = owner.getByRole("dialog", { name: "Remove coach" });
    await confirm.getByRole("button", { name: "Remove coach" }).click();
    await owner.getByText("Succesfully removed coach", { exact: true }).waitFor();
    await newCoachCard.waitFor({ state: "detached" });
    await owner.getByRole("heading", { name: "Coaches (2)" }).waitFor();

    const marco = await signIn("coach@demo.coach");
    await marco.goto("/my-athletes");
    await marco.getByRole("article", { name: athleteName }).waitFor();
    await marco.goto(`/athlete/${athleteId}/calendar?month=${MONTH}`);
    await marco.getByText(`Calendar of ${athleteName}`).waitFor();
    await marco
      .getByRole("region", { name: DAY_LABEL })
      .getByRole("button", { name: new RegExp(LIBRARY_WORKOUT) })
      .waitFor();

    await coach.goto("/my-athletes");
    await coach.getByRole("heading", { name: "Athletes", exact: true }).waitFor();
    await coach
      .getByText("You have no athletes yet. Add athletes to start coaching them.")
      .waitFor();
    expect(await coach.getByRole("article", { name: athleteName }).count()).toBe(0);
    await coach.goto(`/athlete/${athleteId}/calendar?month=${MONTH}`);
    await coach.getByText("Athlete not found").waitFor();

    // 8. My athletes fits a phone.
    const ownerPhone = await signIn("owner@demo.coach", PHONE);
    await ownerPhone.goto("/my-athletes");
    await ownerPhone.getByRole("article", { name: athleteName }).waitFor();
    expect(await pageWidth(ownerPhone)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(ownerPhone, "people-my-athletes-phone");

    // The owner lets the athlete go, so the business has its demo athletes only again.
    const leaving = ownerPhone.getByRole("article", { name: athleteName });
    await leaving.getByRole("button", { name: `Actions for ${athleteName}` }).click();
    await ownerPhone.getByRole("menuitem", { name: "Remove" }).click();
    await ownerPhone
      .getByRole("dialog", { name: "Remove athlete" })
      .getByRole("button", { name: "Remove", exact: true })
      .click();
    await ownerPhone
      .getByText(`Successfully unsubscribed athlete ${athleteName}`, { exact: true })
      .waitFor();
    await leaving.waitFor({ state: "detached" });
    await marco.goto("/my-athletes");
    await marco.getByRole("article", { name: "Dan Kowalski" }).waitFor();
    expect(await marco.getByRole("article", { name: athleteName }).count()).toBe(0);
  });
});
