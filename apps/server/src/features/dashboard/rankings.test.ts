import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NewRecordsNotificationDataSchema } from "@coach/shared/activities/activity.schemas";
import {
  type RankingsResponse,
  RankingsResponseSchema,
} from "@coach/shared/dashboard/rankings.schemas";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPaths } from "../../../test/activities-support";
import { paths, restDay } from "../../../test/calendar-support";
import { type Person, signedCaller } from "../../../test/dashboard-support";
import { createBusiness, createUser, linkCoach } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { athleteRecords, notifications } from "../../db/schema";
import { fakeClock } from "../../platform/clock";

/** Today is 17 August 2013 for every athlete (UTC), the day after the fixture ride. */
let ctx: TestContext;
let dataDir: string;
const clock = fakeClock("2013-08-17T12:00:00Z");
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-rankings-"));
  ctx = await createTestApp({ DATA_DIR: dataDir }, { clock });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, upload, uploadRide, planRide } = signedCaller(() => ctx);

async function rankings(person: Person): Promise<RankingsResponse> {
  const response = await call(person, "GET", "/api/coach/rankings/");
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as RankingsResponse;
  expect(RankingsResponseSchema.parse(answer)).toEqual(answer);
  return answer;
}

/** Accepts every record of the athlete's new-records notification of an activity; their ids. */
async function acceptRecords(athlete: Person, activityId: number) {
  await ctx.settle();
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, athlete.id), eq(notifications.notificationType, "new_records")),
    );
  const note = rows.find(
    (row) => NewRecordsNotificationDataSchema.parse(row.data).activityId === activityId,
  );
  expect(note, "a new-records notification").toBeDefined();
  const data = NewRecordsNotificationDataSchema.parse(note!.data);
  const response = await call(athlete, "POST", activityPaths.acceptRecords, {
    activityType: data.activityType,
    date: data.activityDate,
    notificationId: note!.id,
    records: data.newRecords.map((record) => ({ id: record.id })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return data.newRecords.length;
}

describe("GET api/coach/rankings/", () => {
  it("counts 12 months of the calendar's flags and derives the figures (a hand-worked example)", async () => {
    const db = ctx.db;
    const owner = await createUser(db, "owner");
    const coach = await createUser(db, "coach");
    const business = await createBusiness(db, owner.id, [coach.id]);
    const athlete = (firstName: string) => createUser(db, "athlete", { firstName });
    const [reliable, eager, skipper, idle] = [
      await athlete("Reliable"),
      await athlete("Eager"),
      await athlete("Skipper"),
      await athlete("Idle"),
    ];
    for (const person of [reliable, eager, skipper, idle]) {
      await linkCoach(db, coach.id, person.id, business.id);
    }

    // Reliable: the 80 min ride done (-2.1 %): completed. Missed: 10 August, 5 January and
    // 18 August 2012 (the first day of the 12 months). Not counted: 17 August 2012 (13 months
    // back by a day), today's ride (still to come) and a rest day.
    await planRide(coach, reliable.id, "2013-08-16", 80);
    const reliableRide = await uploadRide(reliable, reliable.id);
    for (const date of ["2013-08-10", "2013-01-05", "2012-08-18", "2012-08-17", "2013-08-17"]) {
      await planRide(coach, reliable.id, date, 60);
    }
    const rest = await call(coach, "POST", paths(reliable.id).workouts, {
      ...restDay(),
      date: "2013-08-12",
    });
    expect(rest.statusCode).toBe(201);
    // Eager: the same ride for a 45 min plan (+74 %): almost.
    await planRide(coach, eager.id, "2013-08-16", 45);
    await uploadRide(eager, eager.id);
    // Skipper: a ride nobody planned (unplanned), and a planned ride missed on the 14th.
    await uploadRide(skipper, skipper.id);
    await planRide(coach, skipper.id, "2013-08-14", 60);
    // Idle: only an indoor ride of November 2011, outside the 12 months.
    const [idleRide] = await upload(idle, idle.id, ["sample-activity-indoor-trainer.fit"]);

    // Records: Reliable's of the ride (16 August, within 7 days); Idle's of 2011 (too old).
    const reliableRecords = await acceptRecords(reliable, reliableRide.id);
    await acceptRecords(idle, idleRide!.id);
    const idleStored = await db
      .select()
      .from(athleteRecords)
      .where(eq(athleteRecords.athleteId, idle.id));
    expect(idleStored.length).toBeGreaterThan(0);

    const answer = await rankings(coach);
    const entryOf = (id: number) =>
      answer.ranking.find((entry) => entry.athlete_config.user_id === id)!;
    expect(answer.ranking.map((entry) => entry.athlete_config.fullName)).toEqual([
      "Eager Tester",
      "Idle Tester",
      "Reliable Tester",
      "Skipper Tester",
    ]);
    // total_workouts = almost + completed + failed; total_activities = almost + completed +
    // unplanned; commitmentPercent = completed / total_workouts, in percent.
    expect(entryOf(reliable.id)).toMatchObject({
      commitment_12_months: { completed: 1, almost: 0, failed: 3, unplanned: 0 },
      total_workouts: 4,
      total_activities: 1,
      commitmentPercent: 25,
    });
    expect(entryOf(eager.id)).toMatchObject({
      commitment_12_months: { completed: 0, almost: 1, failed: 0, unplanned: 0 },
      total_workouts: 1,
      total_activities: 1,
      commitmentPercent: 0,
    });
    expect(entryOf(skipper.id)).toMatchObject({
      commitment_12_months: { completed: 0, almost: 0, failed: 1, unplanned: 1 },
      total_workouts: 1,
      total_activities: 1,
      commitmentPercent: 0,
    });
    expect(entryOf(idle.id)).toMatchObject({
      commitment_12_months: { completed: 0, almost: 0, failed: 0, unplanned: 0 },
      total_workouts: 0,
      total_activities: 0,
      commitmentPercent: 0,
    });
    // Most Green: those with completed workouts; Most Red: by missed ones, most first.
    expect(answer.mostGreen.map((entry) => entry.athlete_config.user_id)).toEqual([reliable.id]);
    expect(answer.mostRed.map((entry) => entry.athlete_config.user_id)).toEqual([
      reliable.id,
      skipper.id,
    ]);

    expect(answer.records).toHaveLength(reliableRecords);
    expect(
      answer.records.every(
        (record) =>
          record.athleteId === reliable.id &&
          record.athleteName === "Reliable Tester" &&
          record.date === "2013-08-16" &&
          record.key === "cycling_power" &&
          record.sport === 2,
      ),
    ).toBe(true);

    // The owner sees the same business; a coach of another business and an athlete do not.
    expect((await rankings(owner)).ranking).toHaveLength(4);
    const stranger = await createUser(db, "coach");
    expect(await rankings(stranger)).toEqual({
      ranking: [],
      mostGreen: [],
      mostRed: [],
      records: [],
    });
    expect((await call(reliable, "GET", "/api/coach/rankings/")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/coach/rankings/")).statusCode).toBe(401);

    // The athletes, then their counts and their records; the session's user is kept since the
    // coach's first call (decision 127).
    const statements = await recordQueries(ctx.db, () => rankings(coach));
    expect(statements).toHaveLength(3);
  });
});
