/**
 * The workout library screen with 2,000 workouts, in Chromium against the real app (built web
 * app, server, embedded PostgreSQL, as e2e/global-setup.ts starts them). Prints the median of 5
 * for: a click on Library in the top bar to the first rendered list, the list call seen by the
 * browser, and the last key of a two-word search to the filtered list shown (which includes the
 * 200 ms search debounce).
 * Needs `npm run build` first.
 */
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { eq } from "drizzle-orm";
import { createDatabase } from "../apps/server/src/db/client";
import { libraryWorkouts, users } from "../apps/server/src/db/schema";
import { median, openSignedInPage, startBuiltApp } from "./browser-support";
import { intervalSteps } from "./workouts";

const WORKOUTS = 2000;
const RUNS = 5;
const COACH = "coach@demo.coach";
/** Every 7th name holds "hill" and every 5th "tempo": 1 in 35 holds both. */
const FIRST_WORDS = ["Hill", "Easy", "Long", "Steady", "Fartlek", "Recovery", "Track"];
const SECOND_WORDS = ["tempo", "intervals", "progression", "strides", "ladder"];
const SEARCH = "tempo hill";

function workout(index: number): WorkoutBody {
  return {
    name: `${FIRST_WORDS[index % 7]} ${SECOND_WORDS[index % 5]} ${String(index).padStart(4, "0")}`,
    type: 1,
    subtype: [100, 101, 104, 105, 107][index % 5]!,
    method: 1,
    basedOn: "Duration",
    steps: intervalSteps(String(index)),
    instructions: "",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
  };
}

const { baseUrl, databaseUrl, stop } = await startBuiltApp("library");

try {
  const db = createDatabase(databaseUrl, 2);
  const [coach] = await db.select().from(users).where(eq(users.email, COACH));
  if (!coach) throw new Error(`no demo coach ${COACH}`);
  const rows = Array.from({ length: WORKOUTS }, (_, index) => {
    const body = workout(index);
    const totals = computeWorkoutTotals(body, null);
    return { ...body, ownerId: coach.id, ...totals, flatSteps: undefined };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(libraryWorkouts).values(rows.slice(start, start + 500));
  }
  await db.$client.end();
  const expected = rows.filter((row) => row.name.includes("Hill") && row.name.includes("tempo"));
  // They share one subtype group, which shows its first 25 rows (library-groups.tsx).
  const shown = Math.min(expected.length, 25);

  const { browser, page } = await openSignedInPage(baseUrl, COACH);
  // One warm-up visit, so that every measured run has the same cached scripts.
  await page.goto("/library/workouts");
  await page.getByRole("article").first().waitFor();

  const renderMs: number[] = [];
  const listCallMs: number[] = [];
  const searchMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto("/dashboard");
    const libraryLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Library",
    });
    await libraryLink.waitFor();
    // The list is fetched anew: the app keeps no library between page loads.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/coach/library/"));
    const started = performance.now();
    await libraryLink.click();
    const response = await answered;
    await page.getByRole("article").first().waitFor();
    renderMs.push(performance.now() - started);
    const timing = response.request().timing();
    listCallMs.push(timing.responseEnd - timing.requestStart);

    const search = page.getByLabel("Search workouts");
    await search.click();
    await search.pressSequentially(SEARCH.slice(0, -1));
    const typed = performance.now();
    await search.press(SEARCH.slice(-1));
    await page.waitForFunction(
      (count) => document.querySelectorAll("article").length === count,
      shown,
      { polling: "raf" },
    );
    searchMs.push(performance.now() - typed);
  }
  await browser.close();

  console.log(`${WORKOUTS} workouts of ${COACH}; search "${SEARCH}" matches ${expected.length}`);
  console.log(
    `click Library -> list rendered     median ${median(renderMs).toFixed(0)} ms  (${renderMs.map((v) => v.toFixed(0)).join(", ")})`,
  );
  console.log(`  of which GET api/coach/library/ median ${median(listCallMs).toFixed(0)} ms`);
  console.log(
    `typing "${SEARCH}" -> ${shown} rows shown  median ${median(searchMs).toFixed(0)} ms  (${searchMs.map((v) => v.toFixed(0)).join(", ")}; from the last key, includes the 200 ms debounce)`,
  );
} finally {
  await stop();
}
