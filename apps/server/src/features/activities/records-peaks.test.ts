import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  NewRecordsNotificationDataSchema,
  PEAK_ACTION_TAKEN,
  PEAK_STALE_MESSAGE,
  PeakNotificationDataSchema,
  RecordsResponseSchema,
} from "@coach/shared/activities/activity.schemas";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  onlyActivity,
  activityPaths as p,
} from "../../../test/activities-support";
import { calendarPeople, fixedPowerRide, paths } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { athleteRecords, notifications, users } from "../../db/schema";

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-records-"));
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { call, uploadOk } = activityCaller(() => ctx);

const ride = () => ({ name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) });
const run = () => ({ name: FIXTURE_FILES.run, bytes: fixture(FIXTURE_FILES.run) });

async function setFtp(athleteId: number, ftpW: number | null) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, athleteId));
  const zones = athleteZones(user!.zones);
  zones.cyclingMethods.power.threshold = ftpW;
  await ctx.db.update(users).set({ zones }).where(eq(users.id, athleteId));
}

async function ftpOf(athleteId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, athleteId));
  return athleteZones(user!.zones).cyclingMethods.power.threshold;
}

/** The user's notifications once the import's events are delivered. */
async function notificationsOf(userId: number, type: string) {
  await ctx.settle();
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));
}

describe("new records", () => {
  it("notifies new best efforts, and accepting stores the chosen ones and removes the notification", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const [result] = await uploadOk(athlete, athlete.id, [run()]);
    const activity = onlyActivity(result!);
    const [note] = await notificationsOf(athlete.id, "new_records");
    expect(note).toMatchObject({ category: "new_distance_records", read: false });
    const data = NewRecordsNotificationDataSchema.parse(note!.data);
    expect(data).toMatchObject({
      athlete_id: athlete.id,
      activityId: activity.id,
      activityType: "run",
      activityDate: activity.date,
    });
    const byRange = Object.fromEntries(data.newRecords.map((record) => [record.range, record]));
    // fixtures/activities/README.md: best 1 km 4:06 and best 5 km 21:44, as speeds.
    expect(Math.abs(1000 / byRange[1000]!.value - 246) / 246).toBeLessThan(0.02);
    expect(Math.abs(5000 / byRange[5000]!.value - 1304) / 1304).toBeLessThan(0.02);
    expect(data.newRecords.every((record) => record.key === "running_speed")).toBe(true);

    // Only the athlete acts on their notification.
    const byCoach = await call(coach, "POST", p.acceptRecords, {
      notificationId: note!.id,
      records: [{ id: byRange[1000]!.id }],
    });
    expect(byCoach.statusCode).toBe(404);

    const accepted = await call(athlete, "POST", p.acceptRecords, {
      activityType: "run",
      date: activity.date,
      notificationId: note!.id,
      // The stored value is the notification's, whatever the request says.
      records: [
        { id: byRange[1000]!.id, value: 99 },
        { id: byRange[5000]!.id, key: "running_speed" },
      ],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await notificationsOf(athlete.id, "new_records")).toEqual([]);

    for (const person of [athlete, coach]) {
      const response = await call(person, "GET", p.records(athlete.id));
      expect(response.statusCode).toBe(200);
      const { items } = RecordsResponseSchema.parse(response.json());
      expect(items.map((item) => [item.range, item.value, item.calendar_date])).toEqual(
        expect.arrayContaining([
          [1000, byRange[1000]!.value, activity.date],
          [5000, byRange[5000]!.value, activity.date],
        ]),
      );
      expect(items).toHaveLength(2);
      expect(items.every((item) => item.activity_type === "run")).toBe(true);
    }
    const own = await call(athlete, "GET", p.records());
    expect(RecordsResponseSchema.parse(own.json()).items).toHaveLength(2);

    // Accepted again: 404 (the notification is gone).
    const again = await call(athlete, "POST", p.acceptRecords, {
      notificationId: note!.id,
      records: [],
    });
    expect(again.statusCode).toBe(404);
  });

  it("does not notify a record that is not better than the stored one", async () => {
    const { athlete } = await calendarPeople(ctx);
    await ctx.db.insert(athleteRecords).values(
      ["400", "1000", "5000"].map((range) => ({
        athleteId: athlete.id,
        key: "running_speed",
        range,
        value: 10,
        date: "2010-01-01",
      })),
    );
    await uploadOk(athlete, athlete.id, [run()]);
    expect(await notificationsOf(athlete.id, "new_records")).toEqual([]);
  });

  it("notifies cycling power records of the ride", async () => {
    const { athlete, outsider } = await calendarPeople(ctx);
    await uploadOk(athlete, athlete.id, [ride()]);
    const [note] = await notificationsOf(athlete.id, "new_records");
    const data = NewRecordsNotificationDataSchema.parse(note!.data);
    expect(data.activityType).toBe("cycle");
    expect(data.newRecords.map((record) => [record.key, record.range])).toEqual([
      ["cycling_power", 5],
      ["cycling_power", 60],
      ["cycling_power", 300],
      ["cycling_power", 1200],
      ["cycling_power", 3600],
    ]);
    expect((await call(outsider, "GET", p.records(athlete.id))).statusCode).toBe(404);
    expect((await call(null, "GET", p.records(athlete.id))).statusCode).toBe(401);
  });
});

describe("peaks", () => {
  async function ridePeak(ftpW: number | null) {
    const people = await calendarPeople(ctx);
    await setFtp(people.athlete.id, ftpW);
    await uploadOk(people.athlete, people.athlete.id, [ride()]);
    const peaks = await notificationsOf(people.athlete.id, "peak");
    return { ...people, peaks };
  }

  it("notifies a 20-minute power above the FTP, and accepting sets the FTP", async () => {
    const { athlete, coach, peaks } = await ridePeak(250);
    expect(peaks).toHaveLength(1);
    const data = PeakNotificationDataSchema.parse(peaks[0]!.data);
    // Best 20 minutes 312 W (fixtures/activities/README.md) × 0.95.
    expect(data).toMatchObject({ method: "power", threshold: 250, methodType: "cyclingMethods" });
    expect(Math.abs(data.value - 296) / 296).toBeLessThan(0.02);
    expect(peaks[0]!.category).toBe("peak");

    const planned = await call(coach, "POST", paths(athlete.id).workouts, {
      ...fixedPowerRide(),
      date: "2099-01-01",
    });
    const stressBefore = (planned.json() as { totalStress: number }).totalStress;

    const byCoach = await call(coach, "POST", p.peaks, { id: peaks[0]!.id, action: "accept" });
    expect(byCoach.statusCode).toBe(404);
    const response = await call(athlete, "POST", p.peaks, {
      id: peaks[0]!.id,
      meta: data,
      action: "accept",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PEAK_ACTION_TAKEN });
    expect(response.json().message).toBe("Action taken");
    expect(await ftpOf(athlete.id)).toBe(data.value);
    expect(await notificationsOf(athlete.id, "peak")).toEqual([]);
    // The athlete's own act: told as a zones change, it raises no 'zones' notification.
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "zones.changed",
      athleteId: athlete.id,
      changedBy: athlete.id,
      methodType: "cyclingMethods",
      methods: ["power"],
    });
    expect(await notificationsOf(athlete.id, "zones")).toEqual([]);
    // Planned workouts from today are recomputed with the new FTP, as a zones update does.
    const after = await call(athlete, "GET", paths(athlete.id).workout(planned.json().id));
    expect((after.json() as { totalStress: number }).totalStress).not.toBe(stressBefore);
  });

  it("dismissing removes the notification and keeps the FTP", async () => {
    const { athlete, peaks } = await ridePeak(250);
    const response = await call(athlete, "POST", p.peaks, { id: peaks[0]!.id, action: "dismiss" });
    expect(response.json()).toEqual({ message: "Action taken" });
    expect(await ftpOf(athlete.id)).toBe(250);
    expect(await notificationsOf(athlete.id, "peak")).toEqual([]);
  });

  it("is stale when the FTP has since improved: 400, the notification goes, the FTP stays", async () => {
    const { athlete, peaks } = await ridePeak(250);
    await setFtp(athlete.id, 320);
    const response = await call(athlete, "POST", p.peaks, { id: peaks[0]!.id, action: "accept" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(PEAK_STALE_MESSAGE);
    expect(response.json().error.message).toBe(
      "Threshold has been improved since this peak was detected",
    );
    expect(await ftpOf(athlete.id)).toBe(320);
    expect(await notificationsOf(athlete.id, "peak")).toEqual([]);
    const again = await call(athlete, "POST", p.peaks, { id: peaks[0]!.id, action: "accept" });
    expect(again.statusCode).toBe(404);
  });

  it("is not detected when the FTP is already higher", async () => {
    const { peaks } = await ridePeak(315);
    expect(peaks).toEqual([]);
  });

  it("validates the body", async () => {
    const { athlete } = await calendarPeople(ctx);
    expect((await call(athlete, "POST", p.peaks, { id: 1, action: "maybe" })).statusCode).toBe(400);
    expect((await call(athlete, "POST", p.acceptRecords, { records: [] })).statusCode).toBe(400);
    expect((await call(null, "POST", p.peaks, { id: 1, action: "dismiss" })).statusCode).toBe(401);
  });
});
