import { afterEach, describe, expect, it } from "vitest";
import { DESKTOP, holdEntryScript, openBrowser, PHONE, type Session, screenshot } from "./browser";

let s: Session | undefined;
afterEach(() => s?.close());

async function signIn(
  email: string,
  viewport = DESKTOP,
  serviceWorkers: "allow" | "block" = "allow",
) {
  s = await openBrowser(viewport, undefined, serviceWorkers);
  await s.page.goto("/login");
  await s.page.getByLabel("E-mail").fill(email);
  await s.page.getByLabel("Password").fill("demo-password");
  await s.page.getByRole("button", { name: "Sign in" }).click();
  return s.page;
}

describe("the app shell", () => {
  it("gives a business owner the coach top bar, the athlete selector and the account menu", async () => {
    const page = await signIn("owner@demo.coach");
    await page.waitForURL(/\/dashboard/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    // Card A: the business's four athletes, of whom the owner trains Anna and Ben herself.
    const overview = page.getByRole("region", { name: "Your overview" });
    await overview.getByText("4 athletes", { exact: true }).waitFor();
    await overview.getByText("You are training 2 athletes").waitFor();
    expect(await page.getByLabel("Select athlete").count()).toBe(0);
    await screenshot(page, "owner-dashboard-desktop");

    await nav.getByRole("link", { name: "Calendar" }).click();
    await page.getByText(/Calendar of Olivia Hart/).waitFor();
    await page.locator('input[aria-label="Select athlete"]').click();
    await page.getByRole("option", { name: "Anna Berg" }).click();
    await page.waitForURL(/\/athlete\/\d+\/calendar/);
    await page.getByText("Calendar of Anna Berg").waitFor();
    await screenshot(page, "owner-athlete-calendar-desktop");

    await page.reload();
    await page.getByText("Calendar of Anna Berg").waitFor();
    const visited = await page.evaluate(async () => {
      const response = await fetch("/api/account/info/", {
        headers: { Authorization: `Bearer ${localStorage.getItem("access")}` },
      });
      return (await response.json()).details.visitedAthleteId;
    });
    expect(page.url()).toContain(`/athlete/${visited}/calendar`);
  });

  it("shows a coach another coach's athlete as not found", async () => {
    const page = await signIn("coach@demo.coach");
    await page.waitForURL(/\/dashboard/);
    await page.goto("/athlete/3/calendar");
    await page.getByText("Athlete not found").waitFor();
  });

  it("sends unknown paths to /404 and an athlete away from the dashboard", async () => {
    const page = await signIn("chloe@demo.athlete");
    await page.waitForURL(/\/calendar/);
    await page.goto("/no/such/page");
    await page.waitForURL(/\/404$/);
    await page.getByText("Something went wrong...").waitFor();
    await page.getByRole("link", { name: "Let's start again" }).click();
    await page.waitForURL(/\/calendar/);
    await page.goto("/dashboard");
    await page.waitForURL(/\/calendar/);
  });

  it("works at phone width with the bottom bar", async () => {
    const page = await signIn("owner@demo.coach", PHONE);
    await page.waitForURL(/\/dashboard/);
    const bottom = page.getByRole("navigation", { name: "Main" });
    await bottom.getByText("Home").waitFor();
    await page.getByText("You are training 2 athletes").waitFor();
    await screenshot(page, "owner-dashboard-phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    // The service worker (installable app, push) registers once the page is idle after loading.
    await expect
      .poll(
        () =>
          page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/"))),
        { timeout: 15_000 },
      )
      .toBe(true);

    // Her own calendar is one tap away, as on the desktop's top bar.
    await bottom.getByRole("button", { name: "Calendar" }).click();
    await page.getByText("Calendar of Olivia Hart").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screenshot(page, "owner-own-calendar-phone");

    await bottom.getByRole("button", { name: "Account" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).waitFor();
    await screenshot(page, "owner-account-menu-phone");
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/login/);
    await screenshot(page, "login-phone");
  });

  it("shows an athlete their calendar at phone width", async () => {
    const page = await signIn("dan@demo.athlete", PHONE);
    await page.waitForURL(/\/calendar/);
    await page.getByText("Calendar of Dan Kowalski").waitFor();
    await page.getByRole("button", { name: "Next month" }).click();
    await page.waitForURL(/month=\d{4}-\d{2}/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, "athlete-calendar-phone");
  });

  it("reloads a tab of an older build once when a screen's code is gone after a deploy", async () => {
    // Without a service worker: once the worker has precached this build, it serves the old
    // chunk itself and the tab never sees the 404 (page.route does not see the worker's fetches,
    // so whether it had finished installing before the click was a race).
    const page = await signIn("dan@demo.athlete", DESKTOP, "block");
    await page.waitForURL(/\/calendar/);
    await page.getByText("Calendar of Dan Kowalski").waitFor();
    // The deploy removed the Payments screen's chunk this tab knows: the server answers 404 for
    // it once (as it does for any file it does not have); after the reload, the new build loads.
    let refused = 0;
    await page.route("**/assets/payments-route-*.js", async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: "Not found." });
      return route.continue();
    });
    let loads = 0;
    page.on("load", () => {
      loads++;
    });
    const payments = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Payments",
    });
    await payments.click();
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
    await page.getByText("Calendar of Dan Kowalski").waitFor();
    await payments.click();
    await page.waitForURL(/\/payments/);
    await page.getByRole("heading", { name: "Payments", level: 2 }).waitFor();
    // Refused once, then served: the tab reloaded once, not again.
    expect(refused).toBe(2);
    expect(loads).toBe(1);
  });

  it("shows a phone the app's name and a spinner before its script has run", async () => {
    s = await openBrowser(PHONE);
    const { page } = s;
    const release = await holdEntryScript(page);
    await page.goto("/login", { waitUntil: "commit" });
    const loading = page.getByRole("status", { name: "Loading Endurance Coach" });
    await loading.waitFor();
    expect(await loading.getByText("Endurance Coach").isVisible()).toBe(true);
    await screenshot(page, "first-paint-loading-phone", { fullPage: false });
    release();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await loading.count()).toBe(0);
  });
});
