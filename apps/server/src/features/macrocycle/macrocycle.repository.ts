import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { activityStress } from "../../db/activity-figures";
import type { Executor } from "../../db/client";
import { activities, calendarWorkouts, macrocycleWeeks } from "../../db/schema";

export type MacrocycleWeekRow = typeof macrocycleWeeks.$inferSelect;
export type NewMacrocycleWeekRow = Omit<typeof macrocycleWeeks.$inferInsert, "id" | "updatedAt">;

type WeekStress = { weekStart: string; stress: number };

/** The Monday of a date column's ISO week as text (PostgreSQL weeks start on Monday too). */
const mondayOf = (column: typeof activities.date | typeof calendarWorkouts.date) =>
  sql<string>`to_char(date_trunc('week', ${column}::timestamp), 'YYYY-MM-DD')`;

export async function findWeeks(
  db: Executor,
  athleteId: number,
  fromWeek: string,
  toWeek: string,
): Promise<MacrocycleWeekRow[]> {
  return db
    .select()
    .from(macrocycleWeeks)
    .where(
      and(
        eq(macrocycleWeeks.athleteId, athleteId),
        gte(macrocycleWeeks.weekStart, fromWeek),
        lte(macrocycleWeeks.weekStart, toWeek),
      ),
    )
    .orderBy(asc(macrocycleWeeks.weekStart));
}

/** Per week of startDate..endDate: the sum of the planned workouts' stress. */
export async function plannedStressByWeek(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<WeekStress[]> {
  const weekStart = mondayOf(calendarWorkouts.date);
  return db
    .select({
      weekStart,
      stress: sql<number>`coalesce(sum(${calendarWorkouts.totalStress}), 0)`.mapWith(Number),
    })
    .from(calendarWorkouts)
    .where(
      and(
        eq(calendarWorkouts.athleteId, athleteId),
        gte(calendarWorkouts.date, startDate),
        lte(calendarWorkouts.date, endDate),
      ),
    )
    .groupBy(weekStart);
}

/** Per week of startDate..endDate: the sum of the activities' stress. */
export async function completedStressByWeek(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<WeekStress[]> {
  const weekStart = mondayOf(activities.date);
  return db
    .select({
      weekStart,
      stress: sql<number>`coalesce(sum(${activityStress}), 0)`.mapWith(Number),
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        gte(activities.date, startDate),
        lte(activities.date, endDate),
      ),
    )
    .groupBy(weekStart);
}

/** Inserts the weeks, or replaces the athlete's rows of the same Mondays: one statement. */
export async function upsertWeeks(db: Executor, rows: NewMacrocycleWeekRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(macrocycleWeeks)
    .values(rows)
    .onConflictDoUpdate({
      target: [macrocycleWeeks.athleteId, macrocycleWeeks.weekStart],
      set: {
        phase: sql`excluded.phase`,
        targetStress: sql`excluded.target_stress`,
        note: sql`excluded.note`,
        updatedBy: sql`excluded.updated_by`,
        version: sql`${macrocycleWeeks.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteWeeks(
  db: Executor,
  athleteId: number,
  weekStarts: string[],
): Promise<void> {
  if (weekStarts.length === 0) return;
  await db
    .delete(macrocycleWeeks)
    .where(
      and(eq(macrocycleWeeks.athleteId, athleteId), inArray(macrocycleWeeks.weekStart, weekStarts)),
    );
}
