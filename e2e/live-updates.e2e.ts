import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeSignedIn, pageApi, screenshot, signIn } from "./browser";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/activities");
/** Recorded on 2013-08-16 by an Edge 810: 41.3 km by the device's own figures. */
const RIDE = "Edge810-Vector-2013-08-16-15-35-10.fit";

afterEach(closeSignedIn);

describe("live updates", () => {
  it("shows Dan the ride his coach uploads for him while his activities are open, without a reload", async () => {
    const dan = await signIn("dan@demo.athlete");
    await dan.goto("/activities");
    await dan.getByRole("heading", { name: "Activities", exact: true }).waitFor();
    const list = dan.getByRole("table", { name: "Recent activities" });
    await list.or(dan.getByText("No activities yet.")).waitFor();
    // A mark that a reload of the page would wipe.
    await dan.evaluate(() => {
      (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    // The ride's day as Dan's date format ("MMM D, YYYY", a new account's) writes it.
    const rideRow = list.getByRole("row").filter({ hasText: "Aug 16, 2013" });
    expect(await rideRow.count()).toBe(0);

    // His coach, in a browser of their own, uploads the ride from Dan's calendar.
    const coach = await signIn("coach@demo.coach");
    const { athletes } = await pageApi<{ athletes: { id: number; email: string }[] }>(
      coach,
      "/api/coach/athletes/",
    );
    const danId = athletes.find((athlete) => athlete.email === "dan@demo.athlete")?.id;
    if (!danId) throw new Error("Dan is not an athlete of the second coach");
    await coach.goto(`/athlete/${danId}/calendar`);
    await coach.getByRole("button", { name: "Upload activities" }).click();
    await coach
      .getByLabel("Activity files", { exact: true })
      .setInputFiles(path.join(FIXTURES, RIDE));
    await coach
      .getByRole("list", { name: "Uploads" })
      .getByRole("listitem", { name: RIDE })
      .getByText("Imported:")
      .waitFor({ timeout: 60_000 });

    // Dan's open page hears of it on the live channel and lists the ride.
    await rideRow.waitFor({ timeout: 15_000 });
    expect(await rideRow.textContent()).toMatch(/41\.\d+\s?km/);
    expect(
      await dan.evaluate(
        () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
      ),
    ).toBe(true);
    await screenshot(dan, "live-ride-arrives");
  });
});
