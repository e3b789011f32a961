import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityCaller, fixture, onlyActivity } from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities } from "../../db/schema";
import type { StoredSummary } from "./activity-mapping";

/**
 * An upload stores the device's figures (docs/decisions/117-device-figures-first.md) and the
 * timer time of the file (118). test.tcx (fixtures/activities/README.md): its laps'
 * TotalTimeSeconds are 608.47 + 714.80 + 669.51 = 1992.78 s, DistanceMeters 1609.34399414 +
 * 1609.34399414 + 1470.5546875 = 4689.24267578 m, Calories 94 + 151 + 134 = 379.
 */

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-device-figures-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { uploadOk } = activityCaller(() => ctx);

describe("upload of a TCX", () => {
  it("stores the laps' timer time, distance and calories, with ours beside them", async () => {
    const { athlete } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [
      { name: "test.tcx", bytes: fixture("test.tcx") },
    ]);
    const { id } = onlyActivity(result!);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
    const summary = row!.summary as StoredSummary;
    expect(summary.durationSec).toBeCloseTo(608.47 + 714.8 + 669.51, 6);
    expect(summary.distanceM).toBeCloseTo(1609.34399414 * 2 + 1470.5546875, 6);
    expect(summary.caloriesKcal).toBe(94 + 151 + 134);
    // 4689.24267578 m / 1992.78 s over the timer, as the watch divides: 7:05 per km.
    expect(summary.avgPaceSec).toBeCloseTo(1000 / (4689.24267578 / 1992.78), 6);
    // Ours, from the 1 s grid: the whole 1993 s of points (decision 030).
    expect(summary.computed?.durationSec).toBe(1993);
  });
});
