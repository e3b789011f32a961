import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";

afterEach(closeSignedIn);

/** The pages of an athlete as their coach sees them (`:id` is the athlete's). */
const ATHLETE_PAGES_OF_COACH = [
  "calendar",
  "zones",
  "performance",
  "macrocycle",
  "profile",
  "training-insights",
  "races-records",
  "athlete-settings",
].map((page) => `/athlete/:id/${page}`);

const OWNER_PAGES = [
  "/dashboard",
  "/library/workouts",
  "/library/plan-library",
  "/my-athletes",
  "/my-coaches",
  "/notifications",
  "/notification-settings",
  "/athlete-invite",
  "/invitations",
  "/calendar",
  "/zones",
  "/activities",
  "/settings",
  "/subscription",
  "/payments",
  "/admin-center/account-info",
  "/admin-center/profile",
  "/admin-center/notifications",
  "/admin-center/on-boarding",
  "/admin-center/subscription",
  ...ATHLETE_PAGES_OF_COACH,
];

const ATHLETE_PAGES = [
  "/calendar",
  "/zones",
  "/activities",
  "/notifications",
  "/notification-settings",
  "/settings",
  "/my-coaches",
  "/payments",
];

/**
 * How far the page reaches past the phone's width, and the first elements that do, outside
 * any box that scrolls (or clips) on its own: a wide table inside its own scroller is fine.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate((width) => {
    const reach = document.documentElement.scrollWidth;
    if (reach <= width) return { reach, culprits: [] as string[] };
    const scrolls = (element: Element | null): boolean =>
      element !== null &&
      (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(element).overflowX) ||
        scrolls(element.parentElement));
    const culprits = Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !scrolls(element.parentElement))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    return { reach, culprits };
  }, PHONE.width);
}

/** Each page once its data is drawn: no request in flight and no loader on screen. */
async function walk(page: Page, paths: string[], who: string) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator(".mantine-Loader-root:visible").count()).toBe(0);
    const { reach, culprits } = await sidewaysOverflow(page);
    if (reach > PHONE.width) wide.push(`${path}: ${reach} px wide, ${culprits.join(", ")}`);
    await screenshot(page, `phone-${who}${path.replaceAll("/", "-")}`, { fullPage: false });
  }
  return wide;
}

describe("every page on a phone", () => {
  it("fits the owner's pages, and those of the athletes they coach, in 375 px", async () => {
    const page = await signIn("owner@demo.coach", PHONE);
    const { athletes } = await pageApi<{ athletes: { id: number; fullName: string }[] }>(
      page,
      "/api/coach/athletes/",
    );
    const anna = athletes.find((athlete) => athlete.fullName === "Anna Berg")!.id;
    const paths = OWNER_PAGES.map((path) => path.replace(":id", String(anna)));
    expect(await walk(page, paths, "owner")).toEqual([]);
  });

  it("fits an athlete's pages in 375 px", async () => {
    const page = await signIn("anna@demo.athlete", PHONE);
    expect(await walk(page, ATHLETE_PAGES, "athlete")).toEqual([]);
  });
});
