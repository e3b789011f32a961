import pg from "pg";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  closeSignedIn,
  linkFromOutbox,
  openVisitor,
  PHONE,
  pageApi,
  screenshot,
  signIn,
} from "./browser";

afterEach(closeSignedIn);

/**
 * A second business holding `subdomain`, written straight into the journeys' database: the app
 * has no screen that creates a business owner.
 */
async function rivalBusiness(subdomain: string) {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    const owner = await client.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, is_coach, is_business_owner)
       values ($1, '', 'Rita', 'Rival', true, true) returning id`,
      [`rival-${subdomain}@example.test`],
    );
    await client.query(
      "insert into businesses (owner_id, business_name, subdomain) values ($1, 'Rival Racing', $2)",
      [owner.rows[0]!.id, subdomain],
    );
  } finally {
    await client.end();
  }
}

/** A 1600x400 logo, made here; the server scales it into 800x160 (640x160). */
const logoPng = () =>
  sharp({ create: { width: 1600, height: 400, channels: 3, background: "#2b8a3e" } })
    .png()
    .toBuffer();

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the business: settings, public page, sign-ups", () => {
  it("an owner publishes the page, a visitor signs up there and becomes an athlete", async () => {
    const stamp = Date.now().toString(36);
    const taken = `rival-${stamp}`;
    const label = `hart-${stamp}`;
    const visitorName = `Vera Visitor${stamp}`;
    const visitorEmail = `vera-${stamp}@example.test`;
    await rivalBusiness(taken);

    // 1. The owner opens the business settings from the dashboard and uploads a logo.
    const owner = await signIn("owner@demo.coach");
    await owner.goto("/dashboard");
    // Card A's menu, as the owner finds it on the dashboard.
    await owner.getByRole("button", { name: "Business page menu" }).click();
    await owner.getByRole("menuitem", { name: "Edit business settings" }).click();
    const dialog = owner.getByRole("dialog", { name: "Edit business settings" });
    await dialog.getByLabel("Business name").waitFor();
    expect(await dialog.getByLabel("Business name").inputValue()).toBe("Hart Endurance");
    await dialog.getByText("Recommended 800x160 px, png or jpeg").waitFor();
    const chooser = owner.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload logo" }).click();
    await (await chooser).setFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await logoPng(),
    });
    await dialog.getByRole("img", { name: "Logo preview" }).waitFor();

    // 2. A subdomain another business holds is refused as the owner types, and on save.
    const subdomain = dialog.getByRole("textbox", { name: "Subdomain" });
    expect(await subdomain.getAttribute("readonly")).not.toBeNull();
    await dialog.getByRole("switch", { name: "Edit" }).check({ force: true });
    await subdomain.fill(taken.toUpperCase());
    expect(await subdomain.inputValue()).toBe(taken);
    await dialog.getByText("This domain is not available", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await owner
      .getByText("Please fix the errors in the form before submitting.", { exact: true })
      .waitFor();
    await screenshot(owner, "business-settings-taken");

    // 3. A free one is saved.
    await subdomain.fill(label);
    await dialog.getByText(`${label}.localhost:`).waitFor();
    await owner.waitForTimeout(800);
    expect(await dialog.getByText("This domain is not available").count()).toBe(0);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await owner.getByText("Settings saved successfully", { exact: true }).waitFor();
    const port = new URL(owner.url()).port;
    const pageUrl = `http://${label}.localhost:${port}`;
    await owner.getByRole("link", { name: `${label}.localhost:${port}` }).waitFor();

    // 4. Anyone opens the page at its own address: real HTML, on a phone too.
    const reader = await openVisitor(PHONE);
    // The first response already holds what search engines and link previews read.
    const response = await reader.page.goto(`${pageUrl}/`);
    const html = await response!.text();
    expect(html).toContain("<title>Hart Endurance</title>");
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/hart-[a-z0-9]+\.localhost:\d+\/api\/images\/[0-9a-f]{64}\.png">/,
    );
    await reader.page.getByRole("heading", { name: "Hart Endurance", level: 1 }).waitFor();
    expect(await reader.page.title()).toBe("Hart Endurance");
    await reader.page
      .getByText("Structured coaching for runners, cyclists and triathletes.")
      .waitFor();
    const logo = reader.page.getByRole("img", { name: "Hart Endurance logo" });
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    await reader.page.getByRole("link", { name: "Log in" }).waitFor();
    expect(await pageWidth(reader.page)).toBeLessThanOrEqual(375);
    await screenshot(reader.page, "business-public-page-phone");

    // 5. A visitor signs up there.
    const visitor = await openVisitor();
    await visitor.page.goto(`${pageUrl}/`);
    await visitor.page.getByRole("link", { name: "Sign up" }).click();
    await visitor.page.getByRole("heading", { name: "Ask to join" }).waitFor();
    await visitor.page.getByText("Hart Endurance", { exact: true }).waitFor();
    await visitor.page.getByRole("button", { name: "Sign up" }).click();
    await visitor.page.getByText("This field is required").first().waitFor();
    await visitor.page.getByLabel("Full name").fill("Vera");
    await visitor.page.getByRole("button", { name: "Sign up" }).click();
    await visitor.page.getByText("Please enter a valid full name").waitFor();
    await visitor.page.getByLabel("Full name").fill(visitorName);
    await visitor.page.getByLabel("E-mail").fill(visitorEmail);
    await visitor.page.getByLabel("A short introduction").fill("First marathon in the autumn.");
    await visitor.page.getByLabel("I accept the terms and conditions").check();
    await visitor.page.getByRole("button", { name: "Sign up" }).click();
    await visitor.page.waitForURL(`${pageUrl}/welcome`);
    await visitor.page
      .getByText("Thank you! Your request was sent to the coach.", { exact: true })
      .waitFor();

    // 6. The owner approves the sign-up on the dashboard, choosing themselves as coach.
    await owner.reload();
    await owner.getByRole("button", { name: "Review & approve" }).click();
    const request = owner.getByRole("listitem", { name: visitorName });
    await request.getByText("First marathon in the autumn.").waitFor();
    await request.getByText(visitorEmail).waitFor();
    await screenshot(owner, "business-dashboard-sign-ups");
    await request.getByRole("button", { name: "Accept" }).click();
    await owner.getByText("New Athlete Sign-up Confirmed", { exact: true }).waitFor();
    await owner
      .getByText("You do not have any new sign-ups to approve at the moment.", { exact: true })
      .waitFor();

    // 7. The new athlete chooses a password from the mail and reaches their calendar.
    const link = await linkFromOutbox(visitor.baseUrl, visitorEmail, "/set-password");
    expect(link.startsWith(`${pageUrl}/set-password?token=`)).toBe(true);
    await visitor.page.goto(link);
    await visitor.page.getByText(visitorEmail).waitFor();
    await visitor.page.getByLabel("Password", { exact: true }).fill("a fine password");
    await visitor.page.getByLabel("Confirm password").fill("a fine password");
    await visitor.page.getByRole("button", { name: "Set password and sign in" }).click();
    // A new account answers the first settings once, then the calendar is theirs.
    await visitor.page.waitForURL(/\/first-settings/);
    await visitor.page
      .getByRole("group", { name: "Sports" })
      .getByText("Running", { exact: true })
      .click();
    await visitor.page
      .getByRole("group", { name: "Training days" })
      .getByText("Tuesday", { exact: true })
      .click();
    await visitor.page.getByRole("button", { name: "Save and continue" }).click();
    await visitor.page.waitForURL(/\/calendar/);
    await visitor.page.getByText(visitorName.split(" ")[0]!).first().waitFor();

    // The demo business keeps its usual address and its four athletes for the other journeys
    // (they share this database and count the owner's athletes).
    const newcomer = await pageApi<{ details: { id: number } }>(visitor.page, "/api/account/info/");
    await pageApi(owner, "/api/coach/athletes/remove", {
      method: "POST",
      body: { athlete: newcomer.details.id },
    });
    const profile = await pageApi<Record<string, unknown>>(owner, "/api/business-owner/business/");
    await pageApi(owner, "/api/business-owner/business/", {
      method: "PUT",
      body: { ...profile, subdomain: "hart" },
    });
  });

  it("sends an unknown subdomain to /subdomain-404", async () => {
    const visitor = await openVisitor();
    const port = new URL(visitor.baseUrl).port;
    await visitor.page.goto(`http://nobody-${Date.now().toString(36)}.localhost:${port}/`);
    await visitor.page.waitForURL(/\/subdomain-404$/);
    await visitor.page.getByRole("heading", { name: "This page does not exist" }).waitFor();
  });
});
