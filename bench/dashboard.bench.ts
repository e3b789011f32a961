/**
 * The coach dashboard through the real app on an embedded PostgreSQL. A business owner coaches
 * 200 athletes, each with a year of planned rides (one a day, and a week ahead) and completed
 * rides six days in seven (most matched to the day's plan, a fifth unplanned, deviations from
 * -25 % to +24 % so some are off the plan), comments on the last three days' rides and 20
 * to-dos; the rest of the platform is 10 more businesses of 200 athletes with the same year.
 * All of it bulk inserted with SQL generate_series (the app's services would take hours for
 * 1.5 million rows; what the dashboard reads is rows, not how they came).
 *
 * Measured: GET api/dashboard/ (today -5 to +5 days) for the owner of 200 athletes, beside the
 * anchor, the same call for a coach of 1 athlete with the same year, in the same run, and the
 * ratio; the statements each call sends (the same number: the call's cost does not grow a
 * statement per athlete); then GET api/coach/rankings/ (12 months of the 200).
 */

import { addDays } from "@coach/shared/units/iso-week";
import { sql } from "drizzle-orm";
import { users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { recordQueries } from "../apps/server/test/record-queries";
import { percentile, signInHeaders, startBenchApp } from "./support";

const ATHLETES = 200;
const OTHER_BUSINESSES = 10;
const DAYS = 365;
const RUNS = 50;
const PASSWORD = "bench password 1";
const ZONES = ["Europe/Paris", "America/New_York", "Asia/Tokyo", "Pacific/Auckland", "UTC"];

const { app, db, stop } = await startBenchApp();
const passwordHash = await hashPassword(PASSWORD);

/** A business owner who coaches `count` athletes of their business; their id. */
async function business(label: string, count: number): Promise<number> {
  const [owner] = await db
    .insert(users)
    .values({
      email: `${label}@bench.coach`,
      passwordHash,
      firstName: "Owner",
      lastName: label,
      isCoach: true,
      isBusinessOwner: true,
      emailConfirmedAt: new Date(),
      firstSetup: true,
    })
    .returning({ id: users.id });
  const ownerId = owner!.id;
  await db.execute(sql`
    with biz as (
      insert into businesses (owner_id, business_name, subdomain)
      values (${ownerId}, ${`Business ${label}`}, ${`bench-${label}`}) returning id
    ), coach as (
      insert into business_coaches (business_id, coach_id) select id, ${ownerId} from biz
    ), athletes as (
      insert into users (email, password_hash, first_name, last_name, email_confirmed_at,
                         first_setup, timezone)
      select ${label} || '-athlete-' || n || '@bench.athlete', ${passwordHash}, 'Athlete',
             lpad(n::text, 3, '0'), now(), true,
             (${sql.raw(`array['${ZONES.join("','")}']`)})[1 + n % ${ZONES.length}]
      from generate_series(1, ${count}) n
      returning id
    ), linked as (
      insert into coach_athletes (coach_id, athlete_id, business_id)
      select ${ownerId}, a.id, biz.id from athletes a, biz
    )
    insert into business_athletes (business_id, athlete_id) select biz.id, a.id from athletes a, biz`);
  // A ride a day for the last year and a week ahead.
  await db.execute(sql`
    insert into calendar_workouts (athlete_id, date, name, type, total_duration, total_stress)
    select ca.athlete_id, day::date, 'Endurance ride', 2, 3600, 60
    from coach_athletes ca
    cross join generate_series(current_date - ${DAYS - 1}::int, current_date + 7, interval '1 day') day
    where ca.coach_id = ${ownerId}`);
  // A ride six days in seven up to today; four in five matched to the day's plan.
  await db.execute(sql`
    insert into activities (athlete_id, date, start_time, sport, name, file_fingerprint, file_key,
                            file_name, summary, samples, matched_workout_id, deviation)
    select w.athlete_id, w.date, w.date + time '07:00', 2, 'Ride',
           'bench-' || w.id, 'activities/bench-' || w.id || '.fit', 'ride.fit',
           '{"durationSec": 3500, "distanceM": 30000, "stress": null}'::jsonb, ''::bytea,
           case when w.id % 5 = 0 then null else w.id end,
           case when w.id % 5 = 0 then null else (w.id % 50) - 25 end
    from calendar_workouts w join coach_athletes ca on ca.athlete_id = w.athlete_id
    where ca.coach_id = ${ownerId} and w.date <= current_date and w.id % 7 <> 3`);
  return ownerId;
}

const started = performance.now();
const ownerId = await business("main", ATHLETES);
await business("anchor", 1);
for (let index = 0; index < OTHER_BUSINESSES; index += 1) await business(`other${index}`, ATHLETES);
// Comments on the owner's athletes' rides of the last three days: the athlete's, and the
// owner's answer on every other one.
await db.execute(sql`
  insert into activity_comments (activity_id, athlete_id, user_id, content, created_at)
  select a.id, a.athlete_id, a.athlete_id, 'Felt strong on the climbs today, legs a bit heavy at the end',
         now() - (a.id % 48) * interval '1 hour'
  from activities a join coach_athletes ca on ca.athlete_id = a.athlete_id
  where ca.coach_id = ${ownerId} and a.date >= current_date - 2`);
await db.execute(sql`
  insert into activity_comments (activity_id, athlete_id, user_id, content, created_at)
  select c.activity_id, c.athlete_id, ${ownerId}, 'Good, keep the cadence up', c.created_at + interval '5 minutes'
  from activity_comments c where c.activity_id % 2 = 0`);
await db.execute(sql`
  insert into coach_todos (coach_id, ctx, due_date)
  select ${ownerId}, 'Review block ' || n, current_date + n from generate_series(1, 20) n`);
await db.execute(sql`analyze`);
const counts = await db.execute<{
  users: number;
  workouts: number;
  activities: number;
  comments: number;
}>(sql`
  select (select count(*)::int from users) as users,
         (select count(*)::int from calendar_workouts) as workouts,
         (select count(*)::int from activities) as activities,
         (select count(*)::int from activity_comments) as comments`);
const totals = counts.rows[0]!;
console.log(
  `data: ${totals.users} users, ${totals.workouts} planned workouts, ${totals.activities} activities, ${totals.comments} comments (generate_series, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const today = new Date().toISOString().slice(0, 10);
const url = `/api/dashboard/?startDate=${addDays(today, -5)}&endDate=${addDays(today, 5)}`;
const mainHeaders = await signInHeaders(app, "main@bench.coach", PASSWORD);
const anchorHeaders = await signInHeaders(app, "anchor@bench.coach", PASSWORD);
const dashboardOf = (headers: Record<string, string>) => () =>
  app.inject({ method: "GET", url, headers });

/** Median and p95 of `runs` calls after 5 warm-ups, in ms, and the last answer's size. */
async function time(fn: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const response = await fn();
    samples.push(performance.now() - t0);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    bytes = Buffer.byteLength(response.body);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95), kB: bytes / 1024 };
}
const line = (label: string, t: { median: number; p95: number; kB: number }, statements: number) =>
  `${label.padEnd(44)} n=${RUNS}  median ${t.median.toFixed(2)} ms  p95 ${t.p95.toFixed(2)} ms  ${t.kB.toFixed(1)} kB  ${statements} statements`;

const answer = (await dashboardOf(mainHeaders)()).json();
console.log(
  `the owner's answer: ${answer.configs.length} athletes, ${answer.workouts.length} workouts, ${answer.activities.length} activities, ${answer.recentComments.length} comment threads, ${Object.keys(answer.todos).length} to-dos`,
);
/**
 * The statements of one call. The instance's background work (job polling, the event relay)
 * shares nothing with the app's pool, but a statement of another request could; the calls run
 * one at a time here, so what is recorded is the call's own.
 */
const statementsOf = async (call: () => Promise<unknown>) => {
  const texts = await recordQueries(db, call);
  return texts.length;
};
const mainStatements = await statementsOf(dashboardOf(mainHeaders));
const anchorStatements = await statementsOf(dashboardOf(anchorHeaders));
const anchor = await time(dashboardOf(anchorHeaders));
const main = await time(dashboardOf(mainHeaders));
console.log(line("GET dashboard/, 1 athlete (anchor)", anchor, anchorStatements));
console.log(line(`GET dashboard/, ${ATHLETES} athletes`, main, mainStatements));
console.log(
  `ratio ${ATHLETES} athletes / anchor: median ${(main.median / anchor.median).toFixed(2)}x, p95 ${(main.p95 / anchor.p95).toFixed(2)}x`,
);

const rankingsOf = (headers: Record<string, string>) => () =>
  app.inject({ method: "GET", url: "/api/coach/rankings/", headers });
const rankingsStatements = await statementsOf(rankingsOf(mainHeaders));
const anchorRankingsStatements = await statementsOf(rankingsOf(anchorHeaders));
const anchorRankings = await time(rankingsOf(anchorHeaders));
const rankings = await time(rankingsOf(mainHeaders));
console.log(
  line("GET coach/rankings/, 1 athlete (anchor)", anchorRankings, anchorRankingsStatements),
);
console.log(
  line(`GET coach/rankings/, ${ATHLETES} athletes (12 months)`, rankings, rankingsStatements),
);
console.log(
  `ratio ${ATHLETES} athletes / anchor: median ${(rankings.median / anchorRankings.median).toFixed(2)}x`,
);
await stop();
