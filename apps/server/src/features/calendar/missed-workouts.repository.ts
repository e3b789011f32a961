import { SportId } from "@coach/shared/sports/sport-ids";
import { and, asc, eq, notExists, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { activities, calendarWorkouts, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";

/**
 * The athlete's zone as PostgreSQL may use it: a zone it does not know reads as UTC, as
 * `todayIn` reads a zone Intl does not know (AT TIME ZONE would fail the whole statement).
 */
const athleteZone = sql`case when ${users.timezone} in (select name from pg_timezone_names) then ${users.timezone} else 'UTC' end`;

/**
 * Every athlete's planned workouts of their local yesterday at `now` (the last day that has
 * ended in their time zone) that no activity matched: the calendar flags them 'failure'. Rest
 * days and notes are not workouts to miss. One query for all athletes: each athlete's date is
 * computed in SQL and read through the (athlete, date) index.
 */
export async function findMissedWorkouts(db: Executor, now: Date) {
  const localYesterday = sql`((${now.toISOString()}::timestamptz at time zone ${athleteZone})::date - 1)`;
  return db
    .select({
      id: calendarWorkouts.id,
      athleteId: calendarWorkouts.athleteId,
      athleteName: sql<string>`coalesce(nullif(${userFullName()}, ''), ${users.email})`,
      date: calendarWorkouts.date,
      name: calendarWorkouts.name,
    })
    .from(users)
    .innerJoin(
      calendarWorkouts,
      and(
        eq(calendarWorkouts.athleteId, users.id),
        sql`${calendarWorkouts.date} = ${localYesterday}`,
      ),
    )
    .where(
      and(
        notInArray(calendarWorkouts.type, [SportId.restDay, SportId.note]),
        notExists(
          db
            .select({ id: activities.id })
            .from(activities)
            .where(eq(activities.matchedWorkoutId, calendarWorkouts.id)),
        ),
      ),
    )
    .orderBy(
      asc(calendarWorkouts.athleteId),
      asc(calendarWorkouts.position),
      asc(calendarWorkouts.id),
    );
}
