import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { E2E_ACCESS_TTL_SEC } from "./app-server";
import { holdEntryScript, openBrowser, type Session } from "./browser";

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(() => s.close());

const SESSION_EXPIRED = "Session expired you have been logged out automatically.";

/**
 * A sign-out on another device: the server revokes this refresh token, and the session ends at
 * once, without waiting for the access token to expire.
 */
async function revokeElsewhere(baseUrl: string, refresh: string | null) {
  const revoked = await fetch(`${baseUrl}/api/auth/logout/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh }),
  });
  expect(revoked.status).toBe(200);
}

async function signIn(email: string) {
  await s.page.goto("/login");
  await s.page.getByLabel("E-mail").fill(email);
  await s.page.getByLabel("Password").fill("demo-password");
  await s.page.getByRole("button", { name: "Sign in" }).click();
}

describe("the session", () => {
  it("refreshes an expired access token without the user noticing", async () => {
    const { page } = s;
    await signIn("owner@demo.coach");
    await page.waitForURL(/\/dashboard/);
    const firstAccess = await page.evaluate(() => localStorage.getItem("access"));
    const refreshes: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/token/refresh/")) refreshes.push(response.status());
    });

    await page.waitForTimeout((E2E_ACCESS_TTL_SEC + 1) * 1000);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Calendar" }).click();
    await page.getByText(/Calendar of/).waitFor();
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    expect(refreshes).toContain(200);
    expect(await page.evaluate(() => localStorage.getItem("access"))).not.toBe(firstAccess);
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
    expect(page.url()).toMatch(/\/dashboard/);
  });

  it("ends the session with the exact message when the refresh token was revoked", async () => {
    const { page, baseUrl } = s;
    await signIn("anna@demo.athlete");
    await page.waitForURL(/\/calendar/);
    const refresh = await page.evaluate(() => localStorage.getItem("refresh"));
    // Anna leaves the app first. Otherwise a request of the calendar still on its way meets the
    // ended session: that page ends it (message, tokens cleared) just before the reload, and the
    // reloaded page finds no session and no message to show.
    await page.goto("about:blank");
    await revokeElsewhere(baseUrl, refresh);
    // The message is a toast of 2.5 s (the spec's timers), which can come and go before a
    // slow load's load event: watch for it from before she opens the app again.
    const message = page.getByText(SESSION_EXPIRED).waitFor();
    await page.goto("/calendar");

    await message;
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem("refresh"))).toBeNull();
  });

  it("ends the session on the open page, with the message, when its next request meets the revoked session", async () => {
    const { page, baseUrl } = s;
    // The bell's first request waits until the session has been revoked elsewhere.
    let revokedElsewhere: () => void = () => {};
    const revocation = new Promise<void>((resolve) => {
      revokedElsewhere = resolve;
    });
    let bellAsked: () => void = () => {};
    const bellRequest = new Promise<void>((resolve) => {
      bellAsked = resolve;
    });
    await page.route("**/api/notifications/**", async (route) => {
      bellAsked();
      await revocation;
      await route.continue();
    });
    await signIn("anna@demo.athlete");
    await page.waitForURL(/\/calendar/);
    await bellRequest;
    await revokeElsewhere(baseUrl, await page.evaluate(() => localStorage.getItem("refresh")));
    const message = page.getByText(SESSION_EXPIRED).waitFor();
    revokedElsewhere();

    await message;
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem("refresh"))).toBeNull();
  });
});

describe("the calendar's first screen, asked for with the page", () => {
  it("is asked for while the app's code downloads, and each answer is asked for once", async () => {
    const { page } = s;
    await signIn("anna@demo.athlete");
    await page.waitForURL(/\/calendar/);
    await page.getByText("Calendar of Anna", { exact: false }).waitFor();

    const release = await holdEntryScript(page);
    // What the reloaded page asks for, not the page before it, whose requests may still go out:
    // Chromium names the document each request comes from (its loader). Playwright's own events
    // could report the new page's first requests before its navigation.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const byLoader: { loaderId: string; path: string }[] = [];
    let reloadedLoader: string | undefined;
    cdp.on("Network.requestWillBeSent", ({ loaderId, type, request }) => {
      const url = new URL(request.url);
      if (type === "Document") reloadedLoader ??= loaderId;
      else if (url.pathname.startsWith("/api/"))
        byLoader.push({ loaderId, path: url.pathname + url.search });
    });
    const month = page.waitForRequest((request) => request.url().includes("/calendar/workouts/"));
    await page.reload({ waitUntil: "commit" });
    // The page's early script asked for the month without the app's code.
    const monthUrl = new URL((await month).url());
    expect(monthUrl.searchParams.get("view")).toBe("grid");
    release();
    await page.getByText("Calendar of Anna", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Today" }).waitFor();

    expect(reloadedLoader).toBeDefined();
    const asked = byLoader.filter((request) => request.loaderId === reloadedLoader);
    const count = (path: string) => asked.filter((request) => request.path === path).length;
    expect(count("/api/account/info/")).toBe(1);
    expect(count(monthUrl.pathname + monthUrl.search)).toBe(1);
    expect(count(`/api/athlete/zones/?athlete=${monthUrl.searchParams.get("athlete")}`)).toBe(1);
    expect(count("/api/quickstart/")).toBe(1);
    expect(count("/api/notifications/?page=1")).toBe(1);
  });

  it("does not download the stylesheet written into the page", async () => {
    const { page } = s;
    await signIn("anna@demo.athlete");
    await page.waitForURL(/\/calendar/);
    await page.getByText("Calendar of Anna", { exact: false }).waitFor();
    // A cold load: every file the page asks for is a request.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const sheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") sheets.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.getByText("Calendar of Anna", { exact: false }).waitFor();

    // The entry's sheet, written into the page's style element, keeps its link right after it.
    const entrySheet = await page
      .locator("head > style + link[rel='stylesheet']")
      .getAttribute("href");
    expect(entrySheet).toMatch(/^\/assets\/.+\.css$/);
    expect(sheets).not.toContain(entrySheet);
    // The calendar's own sheets were downloaded, and seen.
    expect(sheets.length).toBeGreaterThan(0);
  });
});
