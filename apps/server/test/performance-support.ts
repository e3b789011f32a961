import type { DistanceEffort } from "@coach/shared/activities/best-efforts";
import type { CurvePoint } from "@coach/shared/activities/mean-max";
import { activities, calendarWorkouts } from "../src/db/schema";
import type { TestContext } from "./test-app";

/** Helpers of the performance and macrocycle tests (not a test file itself). */

let serial = 0;

/**
 * A stored activity with only the figures these pages read: the summary's stress, the
 * mean-maximal power points and the best efforts (an import computes them from a file; the
 * activities tests cover that).
 */
export async function insertActivity(
  ctx: TestContext,
  athleteId: number,
  fields: {
    date: string;
    sport?: number;
    name?: string;
    stress: number | null;
    meanMax?: CurvePoint[];
    bestEfforts?: DistanceEffort[];
  },
): Promise<number> {
  serial += 1;
  const name = fields.name ?? `activity-${serial}`;
  const stress =
    fields.stress === null
      ? null
      : { method: "power", stress: fields.stress, intensityFactor: 0.8, threshold: 250 };
  const [row] = await ctx.db
    .insert(activities)
    .values({
      athleteId,
      date: fields.date,
      startTime: new Date(`${fields.date}T07:00:00Z`),
      sport: fields.sport ?? 2,
      name,
      fileFingerprint: `fingerprint-${serial}`,
      fileKey: `activities/${athleteId}/activity-${serial}.fit`,
      fileName: `activity-${serial}.fit`,
      summary: { durationSec: 3600, distanceM: null, stress },
      samples: Buffer.from([]),
      meanMax: fields.meanMax ?? [],
      bestEfforts: fields.bestEfforts ?? [],
    })
    .returning({ id: activities.id });
  return row!.id;
}

/** A planned workout with a stress, straight into the calendar. */
export async function insertPlanned(
  ctx: TestContext,
  athleteId: number,
  date: string,
  totalStress: number,
): Promise<void> {
  await ctx.db
    .insert(calendarWorkouts)
    .values({ athleteId, date, name: "Planned ride", type: 2, totalStress });
}

export const effort = (distanceM: number, timeSec: number): DistanceEffort => ({
  distanceM,
  timeSec,
  startSec: 0,
  endSec: timeSec,
  speedMps: distanceM / timeSec,
});
