import pg from "pg";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { pageApi } from "./browser";

/** The pages of an athlete as their coach sees them (`:id` is the athlete's). */
const ATHLETE_PAGES_OF_COACH = [
  "calendar",
  "zones",
  "performance",
  "macrocycle",
  "profile",
  "training-insights",
  "races-records",
  "races",
  "athlete-profile",
  "athlete-settings",
].map((page) => `/athlete/:id/${page}`);

/** Every page of an owner who coaches, and those of an athlete they coach. */
export const OWNER_PAGES = [
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
  "/admin-center/plan-modify?mode=edit&id=:plan",
  "/upgrade",
  "/activity/:activity",
  ...ATHLETE_PAGES_OF_COACH,
];

/** Every page of an athlete. */
export const ATHLETE_PAGES = [
  "/calendar",
  "/zones",
  "/activities",
  "/notifications",
  "/notification-settings",
  "/settings",
  "/my-coaches",
  "/payments",
  "/activity/:activity",
];

/** Each page once its data is drawn: no request in flight and no loader on screen. */
export async function openDrawn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // A loaded machine can take a few seconds to draw a page's answers after the network is idle.
  await expect
    .poll(() => page.locator(".mantine-Loader-root:visible").count(), {
      message: `a loader still shows on ${path}`,
      timeout: 15_000,
    })
    .toBe(0);
}

/**
 * How far the page reaches past the window's width, and the first elements that do, outside any
 * box that scrolls (or clips) on its own: a wide table inside its own scroller is fine.
 */
export function sidewaysOverflow(page: Page, widthPx: number) {
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
  }, widthPx);
}

/** What the page says: its text and the labels, tooltips and placeholders of its elements. */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(
      document.querySelectorAll("[title], [aria-label], [placeholder], [alt]"),
    ).flatMap((element) =>
      ["title", "aria-label", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
    );
    // The rendered text, with a break between blocks: textContent would run "27.11." and the next
    // cell's "2026" together into a date no one sees.
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown is what is checked
    let text = document.body.innerText;
    // A chooser's options name every other format on purpose (the date format setting shows
    // each by example); innerText includes them even while the list is closed.
    for (const option of Array.from(document.querySelectorAll("option")))
      text = text.replace(option.text, "");
    return [text, ...attributes].join("\n");
  });
}

/** A month's name, short or whole ("Mar", "March"; not "Marathon"). */
const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\b";

/** Ways of writing a day, each as a person would recognise it. */
const DATE_SHAPES = {
  iso: /\b\d{4}-\d{2}-\d{2}\b/g,
  slashes: /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  dots: /\b\d{1,2}\.\d{1,2}\.(?:\d{4})?(?!\d)/g,
  monthFirst: new RegExp(`\\b${MONTH} \\d{1,2}(?:, \\d{4})?\\b`, "g"),
  dayFirst: new RegExp(`\\b\\d{1,2} ${MONTH}(?: \\d{4})?\\b`, "g"),
  twelveHour: /\b\d{1,2}:\d{2} ?[AP]M\b/g,
};

/** Units of each system next to a figure. */
const UNIT_SHAPES = {
  Metric: /\d\s?(?:km\/h|km|kph|m|meters|metres|kg|Kg)\b|\/\s?km\b|\/100\s?m\b|min\/km|min\/100m/g,
  Imperial: /\d\s?(?:mph|mi|ft|yd|yards|Lb|lb)\b|\/\s?mi\b|\/100\s?y(?:d)?\b|min\/mi/g,
};

/** Durations written any other way than "01:18:20" or "1 h 18 min". */
const FOREIGN_DURATIONS = /\b\d+:\d{2} h\b|\b\d+h \d+m\b|\b\d+ hrs?\b|\b\d+ mins\b/g;

export type Choice = { dateFormat: "DD.MM.YYYY" | "MMM D, YYYY"; units: "Metric" | "Imperial" };

/** The shapes that a user who made `choice` must never see. */
function foreignShapes(choice: Choice): RegExp[] {
  const { iso, slashes, dots, monthFirst, dayFirst, twelveHour } = DATE_SHAPES;
  const dates =
    choice.dateFormat === "DD.MM.YYYY"
      ? [iso, slashes, monthFirst, dayFirst, twelveHour]
      : [iso, slashes, dots, dayFirst];
  const otherUnits = choice.units === "Metric" ? UNIT_SHAPES.Imperial : UNIT_SHAPES.Metric;
  return [...dates, otherUnits, FOREIGN_DURATIONS];
}

/**
 * What on a page is written other than the user chose, each with the words around it. Text that
 * people typed (names, notes, comments) is theirs to write as they like: `stored` lists it and
 * it is left out before looking.
 */
export function foreignFormats(words: string, stored: string[], choice: Choice): string[] {
  let text = words;
  for (const typed of stored) text = text.replaceAll(typed, "¶");
  return foreignShapes(choice).flatMap((shape) =>
    Array.from(text.matchAll(shape), (match) => {
      const at = match.index ?? 0;
      return `"${match[0]}" in "…${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, " ")}…"`;
    }),
  );
}

/**
 * Every text people typed or the demo wrote as theirs (names, notes, comments, messages): each
 * text or character column of the database and each string inside its JSON columns, except
 * notifications, whose texts the server writes (and must write in the reader's formats).
 */
export async function storedTexts(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query<{ table: string; column: string; type: string }>(
      `SELECT table_name AS table, column_name AS column, data_type AS type
         FROM information_schema.columns
        WHERE table_schema = 'public'
          AND data_type IN ('text', 'character varying', 'jsonb')
          AND table_name NOT IN ('notifications', 'mail_outbox', 'pgboss')`,
    );
    const texts = new Set<string>();
    for (const { table, column, type } of columns.rows) {
      const select =
        type === "jsonb"
          ? `SELECT DISTINCT value #>> '{}' AS text FROM "${table}",
               jsonb_path_query("${column}", 'strict $.**') AS value
             WHERE jsonb_typeof(value) = 'string'`
          : `SELECT DISTINCT "${column}" AS text FROM "${table}" WHERE "${column}" IS NOT NULL`;
      const { rows } = await client.query<{ text: string }>(select);
      for (const { text } of rows) if (/[a-z]/i.test(text) && /\d/.test(text)) texts.add(text);
    }
    // The longest first, so a name is taken out whole before a shorter one inside it.
    return [...texts].sort((a, b) => b.length - a.length);
  } finally {
    await client.end();
  }
}

/** The choices a user makes on the settings page, through the call that page makes. */
export async function chooseFormats(page: Page, choice: Choice) {
  const answer = await pageApi<{ message?: string }>(page, "/api/account/update/general/", {
    method: "POST",
    body: { dateFormat: choice.dateFormat, displayUnits: choice.units },
  });
  expect(answer.message).toBeTruthy();
}

/** The smallest box a finger can hit reliably (WCAG 2.5.5), with half a pixel for rounding. */
const TOUCH_TARGET_PX = 44;

/**
 * Controls on screen smaller than a fingertip, named by their text or label. A check box or radio
 * button counts with its label (tapping either toggles it); links inside running text do not
 * count, as WCAG allows.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  // A control that is still popping in (the floating Help button scales from 90 %) is measured
  // at the size it settles at.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      [
        "button",
        "a[href]",
        "[role=button]",
        "[role=tab]",
        "[role=switch]",
        "[role=menuitem]",
        "select",
        "textarea",
        "input:not([type=hidden])",
      ].join(","),
    );
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      const style = getComputedStyle(control);
      // Hidden from assistive technology too (an input's clear cross, a duplicate of a control).
      if (style.visibility === "hidden" || control.closest("[aria-hidden=true]")) continue;
      const isBox = control instanceof HTMLInputElement && /checkbox|radio/.test(control.type);
      // Mantine draws a check box as an invisible input over its own box, inside the label.
      const target = isBox
        ? ((control.closest(
            "label, .mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body",
          ) as HTMLElement | null) ?? control)
        : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > innerHeight * 3) continue;
      const inText =
        control.tagName === "A" &&
        style.display === "inline" &&
        (control.parentElement?.textContent ?? "").trim() !== (control.textContent ?? "").trim();
      if (inText) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name =
          control.getAttribute("aria-label") ??
          control.textContent?.trim().slice(0, 30) ??
          control.tagName;
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TOUCH_TARGET_PX);
}
