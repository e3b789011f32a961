import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkFromOutbox, openBrowser, type Session, screenshot } from "./browser";

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(() => s.close());

describe("a newcomer's first visit", () => {
  it("registers as a coach, confirms from the outbox, finishes first settings, signs out and in", async () => {
    const { page, baseUrl } = s;
    const email = `coach-${Date.now()}@example.com`;
    await page.goto("/");
    await page.waitForURL(/\/login/);
    await page.getByRole("link", { name: /create an account|register|sign up/i }).click();
    await page.waitForURL(/\/register/);

    await page.getByLabel("Full name").fill("Nora Lind");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByText("I am a coach").click();
    await screenshot(page, "register-filled");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(/check your inbox/i).waitFor();

    const link = await linkFromOutbox(baseUrl, email, "/email-confirm/");
    await page.goto(link);
    await page.waitForURL(/\/first-settings/);
    await page.getByRole("button", { name: "Save and continue" }).waitFor();
    await screenshot(page, "first-settings");

    await page.getByRole("group", { name: "Sports" }).getByText("Running", { exact: true }).click();
    await page
      .getByRole("group", { name: "Training days" })
      .getByText("Tuesday", { exact: true })
      .click();
    await page
      .getByRole("group", { name: "Training days" })
      .getByText("Saturday", { exact: true })
      .click();
    await page.getByText("Imperial", { exact: true }).click();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await screenshot(page, "coach-dashboard");

    const info = await page.evaluate(async () => {
      const response = await fetch("/api/account/info/", {
        headers: { Authorization: `Bearer ${localStorage.getItem("access")}` },
      });
      return response.json();
    });
    expect(info.details).toMatchObject({
      isCoach: true,
      firstSetup: true,
      displayUnits: "Imperial",
    });
    expect(info.details.profile.trainingDays).toEqual(["Tuesday", "Saturday"]);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("a long enough password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/dashboard/);
  });

  it("registers as an athlete and lands on the calendar", async () => {
    const { page, baseUrl } = s;
    const email = `athlete-${Date.now()}@example.com`;
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Tom Runner");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("another good password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(/check your inbox/i).waitFor();
    await page.goto(await linkFromOutbox(baseUrl, email, "/email-confirm/"));
    await page.waitForURL(/\/first-settings/);
    await page.getByRole("group", { name: "Sports" }).getByText("Running", { exact: true }).click();
    await page
      .getByRole("group", { name: "Training days" })
      .getByText("Sunday", { exact: true })
      .click();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.waitForURL(/\/calendar/);
    await page.getByText("Calendar of Tom Runner").waitFor();
    await screenshot(page, "athlete-calendar");
  });

  it("resets a forgotten password from the mailed link", async () => {
    const { page, baseUrl } = s;
    await page.goto("/login");
    await page.getByRole("link", { name: /forgot/i }).click();
    await page.waitForURL(/\/password-reset-request/);
    await page.getByLabel("E-mail").fill("ben@demo.athlete");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(/password reset mail has been sent/i).waitFor();

    await page.goto(await linkFromOutbox(baseUrl, "ben@demo.athlete", "/password-reset/"));
    await page.getByText("ben@demo.athlete").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("brand new password");
    await page.getByLabel("Confirm new password").fill("brand new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel("E-mail").fill("ben@demo.athlete");
    await page.getByLabel("Password").fill("brand new password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/calendar/);
  });
});
