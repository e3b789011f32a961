import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The flags this machine needs: no sandbox as root, no background network. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export type Session = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close: () => Promise<void>;
};

/**
 * The business owner's one-question survey opens at the first quiet moment (2 s without input)
 * after the page has been open 20 s (the spec's timing). On a loaded machine a journey waiting
 * for the server can give it that moment, and the survey's overlay then takes the next click.
 * A person would skip it, and so does the journey: whenever it is in the way of an action.
 */
export async function skipSurveyWhenAsked(page: Page) {
  await page.addLocatorHandler(
    page.getByRole("dialog", { name: "One quick question" }),
    async () => {
      await page.getByRole("button", { name: "Skip the survey" }).click();
    },
  );
}

/** A fresh browser with an empty profile, at the app's address. */
export async function openBrowser(
  viewport = DESKTOP,
  /** Another server than the journeys' shared one (demo.e2e.ts starts its own). */
  baseUrl = inject("baseUrl"),
  /** "block" for a tab that no service worker serves: a first visit, or a browser without one. */
  serviceWorkers: "allow" | "block" = "allow",
): Promise<Session> {
  // Playwright starts every browser with a fresh, empty profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport, baseURL: baseUrl, serviceWorkers });
  const page = await context.newPage();
  await skipSurveyWhenAsked(page);
  return {
    browser,
    context,
    page,
    baseUrl,
    close: () => browser.close(),
  };
}

/** The link in the newest mail to `email` from the development outbox. */
export async function linkFromOutbox(
  baseUrl: string,
  email: string,
  pathPart: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/mail`);
  const { mails } = (await response.json()) as { mails: { toAddress: string; textBody: string }[] };
  const mail = mails.find(
    (m) => m.toAddress === email.toLowerCase() && m.textBody.includes(pathPart),
  );
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${pathPart} mail for ${email}`);
  return link;
}

/**
 * A slow connection: the app's entry script arrives only once the returned function is called,
 * so that a journey sees what the page does before the app's code has run.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function screenshot(page: Page, name: string, options = { fullPage: true }) {
  const dir = path.resolve(import.meta.dirname, ".artifacts");
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage });
}

/**
 * A call of the API from inside the page with the signed-in user's tokens. Access tokens are
 * short-lived in the journeys (global-setup.ts), so it takes a fresh pair first, as the app would.
 */
export function pageApi<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const refreshed = await fetch("/api/token/refresh/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ refresh: localStorage.getItem("refresh") }),
      });
      const tokens = await refreshed.json();
      localStorage.setItem("access", tokens.access);
      localStorage.setItem("refresh", tokens.refresh);
      const response = await fetch(path, {
        method: init.method ?? "GET",
        headers: {
          Authorization: `Bearer ${tokens.access}`,
          "Content-Type": "application/json",
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await response.json()) as T;
    },
    { path, init },
  );
}

const openSessions: Session[] = [];

/** A fresh browser signed in as a demo user (password demo-password), on their first screen. */
export async function signIn(email: string, viewport = DESKTOP, baseUrl?: string): Promise<Page> {
  const session = await openBrowser(viewport, baseUrl);
  openSessions.push(session);
  const { page } = session;
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/(dashboard|calendar)/);
  return page;
}

/** A browser of its own for someone without a demo account (no session, no cookies). */
export async function openVisitor(viewport = DESKTOP): Promise<Session> {
  const session = await openBrowser(viewport);
  openSessions.push(session);
  return session;
}

/** Closes every browser `signIn` and `openVisitor` opened; journeys call it after each test. */
export async function closeSignedIn() {
  await Promise.all(openSessions.splice(0).map((session) => session.close()));
}
