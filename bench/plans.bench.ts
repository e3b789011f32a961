/**
 * Applying a plan through the real app on an embedded PostgreSQL: a 12-week plan of 5 workouts
 * a week (and 2 rest days) applied to 20 athletes by their coach, POST api/plan-library/apply/
 * (one transaction, a fixed number of queries). Each run applies it to 20 fresh
 * athletes. Prints the median and 95th percentile of 10 runs in milliseconds, the statements
 * sent per call (for 1 and for 20 athletes) and the rows created.
 */
import type { PlanWeek } from "@coach/shared/plans/plan.schemas";
import { coachAthletes, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { recordQueries } from "../apps/server/test/record-queries";
import { percentile, signInHeaders, startBenchApp } from "./support";
import { intervalSteps } from "./workouts";

const WEEKS = 12;
const PER_WEEK = 5;
const ATHLETES = 20;
const RUNS = 10;
const PASSWORD = "bench password 1";

const { app, db, stop } = await startBenchApp();

const passwordHash = await hashPassword(PASSWORD);
let serial = 0;
const person = (isCoach: boolean) => ({
  email: `${isCoach ? "coach" : "athlete"}-${++serial}@bench.coach`,
  passwordHash,
  firstName: isCoach ? "Bench" : "Athlete",
  lastName: String(serial),
  isCoach,
  emailConfirmedAt: new Date(),
  firstSetup: true,
  timezone: "Europe/Paris",
});
const [coach] = await db.insert(users).values(person(true)).returning();

/** Fresh athletes of the coach, so every run writes onto empty calendars. */
async function newAthletes(count: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, () => person(false)))
    .returning({ id: users.id });
  await db
    .insert(coachAthletes)
    .values(rows.map((row) => ({ coachId: coach!.id, athleteId: row.id })));
  return rows.map((row) => row.id);
}

function session(week: number, day: number) {
  return {
    name: `Week ${week + 1} session ${day + 1}`,
    type: 1,
    subtype: 100,
    method: 1,
    steps: intervalSteps(`${week}-${day}`),
    instructions: "Keep the recoveries easy.",
  };
}

const structure = Array.from({ length: WEEKS }, (_, week) =>
  Array.from({ length: 7 }, (_, day) =>
    day < PER_WEEK
      ? { isRestDay: false, workouts: [session(week, day)] }
      : { isRestDay: true, workouts: [] },
  ),
) as unknown as PlanWeek[];

const headers = await signInHeaders(app, coach!.email, PASSWORD);
const saved = await app.inject({
  method: "POST",
  url: "/api/plan-library/",
  headers,
  payload: { title: "Twelve weeks", notes: "", structure },
});
if (saved.statusCode !== 201) throw new Error(saved.body);
const planId = saved.json().plan.id as number;

async function applyTo(athleteIds: number[]) {
  let ms = 0;
  const sent = await recordQueries(db, async () => {
    const started = performance.now();
    const response = await app.inject({
      method: "POST",
      url: "/api/plan-library/apply/",
      headers,
      payload: {
        planId,
        athletes: athleteIds,
        startDates: Object.fromEntries(athleteIds.map((id) => [id, "2041-01-07"])),
      },
    });
    ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  return { ms, statements: sent.length };
}

// Warm up, and the statements for one athlete.
const single = await applyTo(await newAthletes(1));
await applyTo(await newAthletes(ATHLETES));
const samples: number[] = [];
let perCall = 0;
for (let run = 0; run < RUNS; run++) {
  const ids = await newAthletes(ATHLETES);
  const result = await applyTo(ids);
  samples.push(result.ms);
  perCall = result.statements;
}
samples.sort((a, b) => a - b);
const rows = await db.execute<{ count: string }>(
  "select count(*)::text as count from calendar_workouts",
);
console.log(
  `plan: ${WEEKS} weeks x ${PER_WEEK} workouts (+${7 - PER_WEEK} rest days); ${ATHLETES} athletes per call = ${ATHLETES * WEEKS * 7} calendar rows`,
);
console.log(
  `POST plan-library/apply/ x${ATHLETES} athletes   n=${RUNS}  median ${percentile(samples, 0.5).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms`,
);
console.log(
  `statements per call: ${perCall} for ${ATHLETES} athletes, ${single.statements} for 1 athlete; ${rows.rows[0]!.count} calendar rows stored`,
);
await stop();
