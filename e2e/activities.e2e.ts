import { createWriteStream } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import yazl from "yazl";
import { closeSignedIn, PHONE, pageApi, screenshot, signIn } from "./browser";
import { E2E_TILE_ATTRIBUTION } from "./fake-tile-server";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/activities");
const RIDE = "Edge810-Vector-2013-08-16-15-35-10.fit";
const SECOND = "event_timestamp.fit";

afterEach(closeSignedIn);

const figureNumber = async (page: Page, label: string, scope = page.locator("body")) => {
  const text = await scope.getByRole("group", { name: label, exact: true }).textContent();
  return Number((text ?? "").replace(label, "").replace(/[^\d.]/g, ""));
};

describe("activities", () => {
  let activityUrl = "";
  const comment = `Strong climb, steady power ${Date.now()}`;

  it("lets an athlete upload two files, analyse the ride, zoom into a range and comment", async () => {
    const page = await signIn("anna@demo.athlete");
    await page.goto("/activities");
    await page.getByRole("heading", { name: "Activities", exact: true }).waitFor();
    await page
      .getByLabel("Activity files", { exact: true })
      .setInputFiles([path.join(FIXTURES, RIDE), path.join(FIXTURES, SECOND)]);
    const uploads = page.getByRole("list", { name: "Uploads" });
    const ride = uploads.getByRole("listitem", { name: RIDE });
    const second = uploads.getByRole("listitem", { name: SECOND });
    await ride.getByText("Imported:").waitFor({ timeout: 60_000 });
    await second.getByText("Imported:").waitFor({ timeout: 60_000 });
    // The list below refreshes with the new activities.
    const list = page.getByRole("table", { name: "Recent activities" });
    await list.getByRole("link").first().waitFor();
    // Named by their start on Anna's clock (UTC) and the devices' distances: the ride started
    // 18:05 and covered 41,339 m, the pool swim 13:42 and 2,606 m.
    await list.getByRole("link", { name: "Evening ride, 41 km" }).waitFor();
    await list.getByRole("link", { name: "Afternoon swim, 2606 m" }).waitFor();
    await screenshot(page, "activities-upload");

    await ride.getByRole("link").first().click();
    await page.waitForURL(/\/activity\/\d+$/);
    activityUrl = new URL(page.url()).pathname;
    await page.getByRole("group", { name: "Normalized power" }).waitFor();
    const np = await figureNumber(page, "Normalized power");
    expect(np).toBeGreaterThan(301 * 0.98);
    expect(np).toBeLessThan(301 * 1.02);
    expect(await figureNumber(page, "Avg power")).toBeGreaterThan(100);

    // Drag across the second long effort: it zooms in and the range figures change.
    const overlay = page.locator(".u-over");
    await overlay.waitFor();
    const panel = page.getByRole("region", { name: "Range figures" });
    const wholeDuration = await panel.getByRole("group", { name: "Range duration" }).textContent();
    const wholePower = await figureNumber(page, "Range avg power", panel);
    const box = (await overlay.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.62, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.76, y, { steps: 5 });
    await page.mouse.up();
    await panel.getByText(/^Selection /).waitFor();
    expect(await panel.getByRole("group", { name: "Range duration" }).textContent()).not.toBe(
      wholeDuration,
    );
    await screenshot(page, "activity-analysis-range");
    expect(await figureNumber(page, "Range avg power", panel)).not.toBe(wholePower);

    // The chips toggle a series on the chart (its legend entry greys out), and its axis with it:
    // one axis of time and one per series shown.
    const series = page.getByRole("group", { name: "Chart series" });
    const shownCount = await series.getByRole("checkbox", { checked: true }).count();
    const axes = page.locator(".u-axis:visible");
    await expect.poll(() => axes.count()).toBe(1 + shownCount);
    await series.getByText("Cadence").click();
    await expect.poll(() => page.locator(".u-legend .u-series.u-off").count()).toBe(1);
    await expect.poll(() => axes.count()).toBe(shownCount);
    await series.getByText("Cadence").click();
    await expect.poll(() => page.locator(".u-legend .u-series.u-off").count()).toBe(0);
    await expect.poll(() => axes.count()).toBe(1 + shownCount);

    // A double-click shows the whole activity again.
    await overlay.dblclick();
    await panel.getByText(/^Whole activity/).waitFor();

    // The route over the tiles of the configured tile server, credited as its operator says.
    const map = page.getByRole("img", { name: "Route map" });
    await map.waitFor();
    expect(await map.locator("path.leaflet-interactive").count()).toBeGreaterThan(0);
    await expect.poll(() => map.locator("img.leaflet-tile-loaded").count()).toBeGreaterThan(0);
    const tileSources = await map
      .locator("img.leaflet-tile")
      .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
    expect(
      tileSources.every((source) => /^http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+\.png$/.test(source)),
    ).toBe(true);
    await map.getByText(E2E_TILE_ATTRIBUTION).waitFor();

    // The name is the athlete's to change.
    await page.getByRole("heading", { name: "Evening ride, 41 km" }).waitFor();
    await page.getByRole("button", { name: "Rename activity" }).click();
    await page.getByLabel("Activity name").fill("Vector test on the coast road");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Vector test on the coast road" }).waitFor();

    await page.getByRole("textbox", { name: "Comment" }).fill(comment);
    await page.getByRole("button", { name: "Send comment" }).click();
    await page.getByRole("list", { name: "Comments" }).getByText(comment).waitFor();
    await screenshot(page, "activity-analysis-desktop");

    // Both activities are on the calendar, on their days, flagged unplanned (nothing was planned).
    const info = await pageApi<{ details: { id: number } }>(page, "/api/account/info/");
    const { items: mine } = await pageApi<{
      items: { date: string; activity_name: string; flag: string }[];
    }>(page, `/api/athlete/${info.details.id}/activities/`);
    expect(mine).toHaveLength(2);
    for (const activity of mine) {
      await page.goto(`/calendar?month=${activity.date.slice(0, 7)}`);
      const chip = page.locator(`[title^="${activity.activity_name}, unplanned activity"]`).first();
      await chip.waitFor();
      expect(await chip.getAttribute("data-flag")).toBe("unplanned");
    }
    await screenshot(page, "activities-on-calendar");
  });

  it("shows the comment to the athlete's coach, and nothing to a coach of another business", async () => {
    expect(activityUrl).toMatch(/^\/activity\/\d+$/);
    const owner = await signIn("owner@demo.coach");
    await owner.goto(activityUrl);
    await owner.getByRole("list", { name: "Comments" }).getByText(comment).waitFor();

    const stranger = await signIn("coach@demo.coach");
    await stranger.goto(activityUrl);
    await stranger.getByText("Activity not found").waitFor();
    expect(await stranger.getByText(comment).count()).toBe(0);
    expect(await stranger.getByRole("group", { name: "Normalized power" }).count()).toBe(0);
  });

  it("fits the analysis page on a phone", async () => {
    const page = await signIn("anna@demo.athlete", PHONE);
    await page.goto(activityUrl);
    await page.getByRole("group", { name: "Normalized power" }).waitFor();
    await page.locator(".u-over").waitFor();
    // Two series at first, each with its axis beside the time axis; the chips add the others.
    const series = page.getByRole("group", { name: "Chart series" });
    expect(await series.getByRole("checkbox", { checked: true }).count()).toBe(2);
    expect(await series.getByRole("checkbox").count()).toBeGreaterThan(2);
    await expect.poll(() => page.locator(".u-axis:visible").count()).toBe(3);
    await page.getByRole("img", { name: "Route map" }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, "activity-analysis-phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

/** A Garmin-style export: activity files, one gzipped copy of another, and one that is no activity. */
async function writeHistoryArchive(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "coach-history-"));
  const zipPath = path.join(folder, "export_ben.zip");
  const zip = new yazl.ZipFile();
  for (const name of HISTORY_FILES) zip.addFile(path.join(FIXTURES, name), `activities/${name}`);
  zip.addBuffer(
    gzipSync(await readFile(path.join(FIXTURES, "activity-small-fenix2-run.fit"))),
    "activities/copy-of-run.fit.gz",
  );
  zip.addFile(path.join(FIXTURES, "Settings.fit"), "activities/Settings.fit");
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
  return zipPath;
}

/** Seven recordings of seven sessions (the multisport file is one file of seven sessions). */
const HISTORY_FILES = [
  "activity-large-fenxi2-multisport.fit",
  "Edge810-Vector-2013-08-16-15-35-10.fit",
  "activity-small-fenix2-run.fit",
  "sample-activity-indoor-trainer.fit",
  "garmin-edge-500-activity.fit",
  "sample-activity.fit",
  "garmin-fenix-5-run.fit",
];

describe("a whole history", () => {
  it("imports an export archive in the background, with a bar that survives a reload and a summary", async () => {
    const archive = await writeHistoryArchive();
    const page = await signIn("ben@demo.athlete");
    await page.goto("/activities");
    await page.getByRole("heading", { name: "Bring the whole history" }).waitFor();
    await page.getByLabel("History archive").setInputFiles(archive);
    // The import runs in the job queue: the bar shows at once, and again after a reload (its
    // filled part has no width at 0 %, so the bar counts as attached, not visible).
    const bar = page.getByRole("progressbar", { name: "History import progress" });
    const running = page.getByText("Importing the history in export_ben.zip");
    await running.waitFor({ timeout: 60_000 });
    await bar.waitFor({ state: "attached" });
    await screenshot(page, "history-import-running");
    await page.reload();
    const summary = page.getByLabel("History import summary");
    await running.or(summary).first().waitFor({ timeout: 60_000 });
    // 9 files: the 7 recordings, the gzipped copy of the run (already imported) and the
    // settings file (no activity in it).
    await summary.waitFor({ timeout: 120_000 });
    await expect
      .poll(() => summary.textContent())
      .toContain(
        "History import of export_ben.zip finished: 7 files imported, 1 file skipped as already imported, 1 file refused.",
      );
    const notImported = summary.getByRole("list", { name: "Files not imported" });
    expect(await notImported.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^Already imported: copy-of-run\.fit/),
      expect.stringMatching(/^Refused: Settings\.fit/),
    ]);
    await screenshot(page, "history-import-summary");
  });
});
