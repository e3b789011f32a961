/**
 * My athletes through the real app on an embedded PostgreSQL: a coach with 200 athletes, each
 * with a year of planned runs (one a day) and of completed activities (six days in seven, most
 * matched to that day's run), bulk inserted with SQL. Then GET api/coach/my-athletes/, whose
 * answer reads the last six weeks of every athlete in a fixed number of queries. Prints median
 * and 95th percentile in milliseconds and the answer size in kB.
 */

import { sql } from "drizzle-orm";
import { coachAthletes, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { getMyAthletes } from "../apps/server/src/features/people/my-athletes.service";
import { findUser } from "../apps/server/src/features/people/users.service";
import { systemClock } from "../apps/server/src/platform/clock";
import { measure, signInHeaders, startBenchApp } from "./support";

const ATHLETES = 200;
const DAYS = 365;
const RUNS = 50;
const PASSWORD = "bench password 1";
const ZONES = ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Pacific/Auckland", "UTC"];

const { app, db, stop } = await startBenchApp();

const passwordHash = await hashPassword(PASSWORD);
const [coach] = await db
  .insert(users)
  .values({
    email: "my-athletes-coach@bench.coach",
    passwordHash,
    firstName: "Bench",
    lastName: "Coach",
    isCoach: true,
    emailConfirmedAt: new Date(),
    firstSetup: true,
  })
  .returning();
const athletes = await db
  .insert(users)
  .values(
    Array.from({ length: ATHLETES }, (_, index) => ({
      email: `athlete-${index}@bench.coach`,
      passwordHash,
      firstName: "Athlete",
      lastName: String(index + 1).padStart(3, "0"),
      emailConfirmedAt: new Date(),
      firstSetup: true,
      timezone: ZONES[index % ZONES.length]!,
    })),
  )
  .returning({ id: users.id });
await db
  .insert(coachAthletes)
  .values(athletes.map((athlete) => ({ coachId: coach!.id, athleteId: athlete.id })));

// A run a day for the last year (and a week ahead), for every athlete at once.
await db.execute(sql`
  insert into calendar_workouts (athlete_id, date, name, type, total_duration, total_stress)
  select u.id, day::date, 'Easy run', 1, 3600, 60
  from users u
  cross join generate_series(current_date - ${DAYS - 1}::int, current_date + 7, interval '1 day') day
  where u.email like '%@bench.coach' and not u.is_coach`);
// An activity six days in seven; most matched to the day's run with a small deviation.
await db.execute(sql`
  insert into activities (athlete_id, date, start_time, sport, name, file_fingerprint, file_key,
                          file_name, summary, samples, matched_workout_id, deviation)
  select w.athlete_id, w.date, w.date + time '07:00', 1, 'Morning run',
         'bench-' || w.id, 'activities/bench-' || w.id || '.fit', 'run.fit',
         '{"durationSec": 3500, "distanceM": 10000, "stress": null}'::jsonb, ''::bytea,
         case when w.id % 5 = 0 then null else w.id end,
         case when w.id % 5 = 0 then null else (w.id % 50) - 25 end
  from calendar_workouts w
  where w.date <= current_date and w.id % 7 <> 3
    and w.athlete_id in (select id from users where email like '%@bench.coach')`);
await db.execute(sql`analyze`);

const counts = await db.execute<{ workouts: number; activities: number }>(sql`
  select (select count(*)::int from calendar_workouts) as workouts,
         (select count(*)::int from activities) as activities`);
const headers = await signInHeaders(app, "my-athletes-coach@bench.coach", PASSWORD);
const get = () => app.inject({ method: "GET", url: "/api/coach/my-athletes/", headers });

const check = (await get()).json();
console.log(
  `${ATHLETES} athletes, ${counts.rows[0]!.workouts} planned workouts, ${counts.rows[0]!.activities} activities stored; the answer holds ${check.workouts.length} workouts and ${check.activities.length} activities of the last six weeks`,
);
await measure("GET my-athletes/ (200 athletes)", RUNS, get);
const viewer = (await findUser({ db, userId: coach!.id }))!;
const deps = { db, clock: systemClock, events: undefined as never };
await measure("  its service alone (5 queries)", RUNS, () => getMyAthletes({ deps, viewer }));
await stop();
