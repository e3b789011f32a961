import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, pageApi, screenshot, signIn } from "./browser";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/activities");
/** Recorded on 2013-08-16 by an Edge 810: 41.3 km by the device's own figures. */
const RIDE = "Edge810-Vector-2013-08-16-15-35-10.fit";

afterEach(closeSignedIn);

describe("live updates", () => {
  it("shows Ben the ride his coach uploads for him while his activities are open, without a reload", async () => {
    const ben = await signIn("ben@demo.athlete");
    await ben.goto("/activities");
    await ben.getByRole("heading", { name: "Activities", exact: true }).waitFor();
    const list = ben.getByRole("table", { name: "Recent activities" });
    await list.or(ben.getByText("No activities yet.")).waitFor();
    // A mark that a reload of the page would wipe.
    await ben.evaluate(() => {
      (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    const rideRow = list.getByRole("row").filter({ hasText: "2013-08-16" });
    expect(await rideRow.count()).toBe(0);

    // His coach, in her own browser, uploads the ride from Ben's calendar.
    const coach = await signIn("owner@demo.coach");
    const { athletes } = await pageApi<{ athletes: { id: number; email: string }[] }>(
      coach,
      "/api/coach/athletes/",
    );
    const benId = athletes.find((athlete) => athlete.email === "ben@demo.athlete")?.id;
    if (!benId) throw new Error("Ben is not an athlete of the owner");
    await coach.goto(`/athlete/${benId}/calendar`);
    await coach.getByRole("button", { name: "Upload activities" }).click();
    await coach
      .getByLabel("Activity files", { exact: true })
      .setInputFiles(path.join(FIXTURES, RIDE));
    await coach
      .getByRole("list", { name: "Uploads" })
      .getByRole("listitem", { name: RIDE })
      .getByText("Imported:")
      .waitFor({ timeout: 60_000 });

    // Ben's open page hears of it on the live channel and lists the ride.
    await rideRow.waitFor({ timeout: 15_000 });
    expect(await rideRow.textContent()).toMatch(/41\.\d+\s?km/);
    expect(
      await ben.evaluate(
        () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
      ),
    ).toBe(true);
    await screenshot(ben, "live-ride-arrives");
  });
});
