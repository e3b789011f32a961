import type { TestContext } from "../../../test/test-app";
import { activities, athleteRecords, calendarRaces, calendarWorkouts } from "../../db/schema";

/** Rows with known figures for the insights tests (not a test file itself). */

let sequence = 0;

export type ActivityFields = {
  date: string;
  sport: number;
  name?: string;
  summary?: object;
  matchedWorkoutId?: number | null;
  bestEfforts?: object[];
  meanMax?: object[];
};

/** A ZoneTime as activities store it: below, zones 1..5, above. */
export const zoneTime = (seconds: number[]) => ({
  threshold: 100,
  zoneNames: ["Recovery", "Endurance", "Tempo", "Threshold", "VO2max"],
  seconds,
});

export function insightsRows(ctx: () => TestContext) {
  async function insertActivity(athleteId: number, fields: ActivityFields) {
    sequence += 1;
    const name = fields.name ?? `Activity ${sequence}`;
    const [row] = await ctx()
      .db.insert(activities)
      .values({
        athleteId,
        date: fields.date,
        startTime: new Date(`${fields.date}T07:00:00Z`),
        sport: fields.sport,
        name,
        fileFingerprint: `insights-${sequence}`,
        fileKey: `activities/${athleteId}/insights-${sequence}.fit`,
        fileName: `${name}.fit`,
        summary: fields.summary ?? {},
        samples: Buffer.from([]),
        matchedWorkoutId: fields.matchedWorkoutId ?? null,
        bestEfforts: fields.bestEfforts ?? [],
        meanMax: fields.meanMax ?? [],
      })
      .returning({ id: activities.id });
    return row!.id;
  }

  async function insertWorkout(
    athleteId: number,
    fields: {
      date: string;
      type: number;
      durationSec?: number;
      distanceM?: number;
      stress?: number;
    },
  ) {
    const [row] = await ctx()
      .db.insert(calendarWorkouts)
      .values({
        athleteId,
        date: fields.date,
        name: `Workout ${fields.date} ${fields.type}`,
        type: fields.type,
        totalDuration: fields.durationSec ?? 0,
        totalDistance: fields.distanceM ?? 0,
        totalStress: fields.stress ?? 0,
      })
      .returning({ id: calendarWorkouts.id });
    return row!.id;
  }

  async function insertRace(
    athleteId: number,
    fields: { date: string; name: string; priority: "A" | "B" | "C"; distanceM?: number | null },
  ) {
    const [row] = await ctx()
      .db.insert(calendarRaces)
      .values({
        athleteId,
        date: fields.date,
        name: fields.name,
        priority: fields.priority,
        distance: fields.distanceM ?? null,
      })
      .returning({ id: calendarRaces.id });
    return row!.id;
  }

  async function insertRecord(
    athleteId: number,
    fields: { key: string; range: number; value: number; date: string; activityId: number | null },
  ) {
    await ctx()
      .db.insert(athleteRecords)
      .values({ athleteId, ...fields, range: String(fields.range) });
  }

  return { insertActivity, insertWorkout, insertRace, insertRecord };
}
