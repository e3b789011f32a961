import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { notifications, users } from "../src/db/schema";
import { inReadersFormat } from "../src/features/notifications/notice-texts";
import type { caller } from "./calendar-support";
import { createBusiness, createUser, linkCoach } from "./factories";
import type { TestContext } from "./test-app";

/** Helpers of the notification trigger tests (not a test file itself). */

/**
 * Dan Runner, coached by Olivia Hart and by Max Muted (who muted him) in one business; its owner;
 * and a coach of another business with an athlete of their own: who must hear nothing.
 */
export async function noticePeople(
  ctx: TestContext,
  call: ReturnType<typeof caller>,
  athleteTimezone = "UTC",
) {
  const db = ctx.db;
  const owner = await createUser(db, "owner", { firstName: "Betty", lastName: "Owner" });
  const coach = await createUser(db, "coach", { firstName: "Olivia", lastName: "Hart" });
  const mutingCoach = await createUser(db, "coach", { firstName: "Max", lastName: "Muted" });
  const business = await createBusiness(db, owner.id, [coach.id, mutingCoach.id]);
  const athlete = await createUser(db, "athlete", {
    firstName: "Dan",
    lastName: "Runner",
    timezone: athleteTimezone,
  });
  await linkCoach(db, coach.id, athlete.id, business.id);
  await linkCoach(db, mutingCoach.id, athlete.id, business.id);
  const muted = await call(mutingCoach, "POST", "/api/coach/mute/", {
    athlete: athlete.id,
    mute: true,
  });
  expect(muted.statusCode, muted.body).toBe(200);
  const otherOwner = await createUser(db, "owner");
  const outsider = await createUser(db, "coach");
  await createBusiness(db, otherOwner.id, [outsider.id]);
  const otherAthlete = await createUser(db, "athlete");
  await linkCoach(db, outsider.id, otherAthlete.id);
  return { owner, coach, mutingCoach, business, athlete, outsider, otherAthlete };
}

/**
 * The person's stored notifications of a type, oldest first, once background work is done, their
 * texts as the person reads them.
 */
export async function noticesOf(ctx: TestContext, userId: number, type: string) {
  await ctx.settle();
  const [reader] = await ctx.db
    .select({ dateFormat: users.dateFormat })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)))
    .orderBy(asc(notifications.id));
  // The text as its reader reads it: its days in their date format.
  return rows.map((row) => ({
    ...row,
    content: inReadersFormat(row.content, reader?.dateFormat ?? "MMM D, YYYY"),
  }));
}

/** How many notifications of a type each person has, by user id. */
export async function noticeCounts(ctx: TestContext, userIds: number[], type: string) {
  const counts: Record<number, number> = {};
  for (const userId of userIds) counts[userId] = (await noticesOf(ctx, userId, type)).length;
  return counts;
}

/** The last emitted event of a type (to deliver it again, as at-least-once delivery may). */
export function lastEmitted<Type extends string>(ctx: TestContext, type: Type) {
  const event = ctx.platform.events.emitted.findLast((candidate) => candidate.type === type);
  if (!event) throw new Error(`no ${type} event`);
  return event as Extract<typeof event, { type: Type }>;
}
