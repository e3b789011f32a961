import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  onlyActivity,
} from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { notifications } from "../../db/schema";
import { notifyActivityImported } from "./notifications.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const { call, uploadOk } = activityCaller(() => ctx);

const notesOf = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.notificationType, "new_records")),
    );

describe("notifications from activity events", () => {
  it("stores the records notification only once the import's event is delivered, once", async () => {
    const { athlete } = await calendarPeople(ctx);
    const run = { name: FIXTURE_FILES.run, bytes: fixture(FIXTURE_FILES.run) };
    const [result] = await uploadOk(athlete, athlete.id, [run]);
    const activity = onlyActivity(result!);

    // The import states what happened; notifications writes nothing until it is delivered.
    const imported = ctx.platform.events.emitted.find(
      (event) => event.type === "activity.imported",
    );
    expect(imported).toMatchObject({ athleteId: athlete.id, activityId: activity.id });
    expect(await notesOf(athlete.id)).toEqual([]);

    await ctx.settle();
    const [note] = await notesOf(athlete.id);
    // The fenix2 run: 14:45 UTC (the athlete's clock), 9,008 m. Its day is stored marked, and
    // written in the reader's format ("MMM D, YYYY" by default) wherever it is read.
    expect(note!.content).toBe('New records in your "Afternoon run, 9.0 km" of {{day:2015-08-15}}');
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "notification.created",
      userId: athlete.id,
      notificationId: note!.id,
      notificationType: "new_records",
      content: 'New records in your "Afternoon run, 9.0 km" of Aug 15, 2015',
      category: "new_distance_records",
      timestamp: note!.createdAt.toISOString(),
      data: note!.data,
    });

    // Delivered again (at least once): no second notification.
    if (imported?.type !== "activity.imported") throw new Error("no activity.imported event");
    await notifyActivityImported(ctx.deps, imported);
    expect(await notesOf(athlete.id)).toHaveLength(1);
  });

  it("removes the pending notifications of a deleted activity", async () => {
    const { athlete } = await calendarPeople(ctx);
    const run = { name: FIXTURE_FILES.run, bytes: fixture(FIXTURE_FILES.run) };
    const activity = onlyActivity((await uploadOk(athlete, athlete.id, [run]))[0]!);
    await ctx.settle();
    expect(await notesOf(athlete.id)).toHaveLength(1);

    const deleted = await call(athlete, "DELETE", `/api/activities/${activity.id}/`);
    expect(deleted.statusCode).toBe(204);
    await ctx.settle();
    expect(await notesOf(athlete.id)).toEqual([]);
    expect(ctx.platform.events.emitted).toContainEqual({
      type: "notifications.changed",
      userId: athlete.id,
    });
  });
});
