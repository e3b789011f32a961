/**
 * Applying a plan through the real app on an embedded PostgreSQL: a 12-week plan of 5 workouts
 * a week (and 2 rest days) applied to 20 athletes by their coach, POST api/plan-library/apply/
 * (issue 5: one transaction, a fixed number of queries). Each run applies it to 20 fresh
 * athletes. Prints the median and 95th percentile of 10 runs in milliseconds, the statements
 * sent per call (for 1 and for 20 athletes) and the rows created.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PlanWeek } from "@coach/shared/plans/plan.schemas";
import type { SingleStep } from "@coach/shared/workouts/workout.schemas";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { createDatabase } from "../apps/server/src/db/client";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { coachAthletes, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { createTokenSigner } from "../apps/server/src/features/auth/tokens";
import { createMailer } from "../apps/server/src/features/mail/mailer";

const WEEKS = 12;
const PER_WEEK = 5;
const ATHLETES = 20;
const RUNS = 10;
const PASSWORD = "bench password 1";

const dataDir = mkdtempSync(path.join(tmpdir(), "coach-bench-"));
const embedded = await startEmbeddedPostgres({
  dataDir,
  port: 48000 + Math.floor(Math.random() * 1000),
});
const db = createDatabase(embedded.url);
await migrateDatabase(db);
const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: embedded.url, LOG_LEVEL: "silent" });
const app = await buildApp({
  db,
  config,
  tokens: createTokenSigner("bench-secret-that-is-long-enough-for-hs256", 900),
  mailer: createMailer({ db, from: config.mailFrom }),
  logger: false,
});

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

const step = (uuid: string, action: SingleStep["action"], sec: number, zone: number) => ({
  stepType: "step" as const,
  uuid,
  action,
  unit: "zone" as const,
  lower: null,
  upper: null,
  lowerZone: zone,
  upperZone: zone,
  lowerZoneValue: null,
  upperZoneValue: null,
  duration: sec,
  distance: null,
  stress: 0,
  targetName: "",
  stepInfo: "",
});

function session(week: number, day: number) {
  return {
    name: `Week ${week + 1} session ${day + 1}`,
    type: 1,
    subtype: 100,
    method: 1,
    steps: [
      step(`w-${week}-${day}`, "Warm up", 600, 2),
      {
        stepType: "repeat" as const,
        uuid: `r-${week}-${day}`,
        repeats: 5,
        steps: [
          step(`work-${week}-${day}`, "Work", 180, 4),
          step(`rest-${week}-${day}`, "Rest active", 120, 1),
        ],
      },
      step(`c-${week}-${day}`, "Cool down", 600, 1),
    ],
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

const login = await app.inject({
  method: "POST",
  url: "/api/auth/login/",
  payload: { email: coach!.email, password: PASSWORD },
});
const headers = { authorization: `Bearer ${login.json().tokens.access}` };
const saved = await app.inject({
  method: "POST",
  url: "/api/plan-library/",
  headers,
  payload: { title: "Twelve weeks", notes: "", structure },
});
if (saved.statusCode !== 201) throw new Error(saved.body);
const planId = saved.json().plan.id as number;

/** Statements sent through the pool and through the clients it lends to transactions. */
let statements = 0;
const pool = db.$client;
const poolQuery = pool.query;
pool.query = ((...args: unknown[]) => {
  statements += 1;
  return (poolQuery as (...rest: unknown[]) => unknown).apply(pool, args);
}) as typeof poolQuery;
const poolConnect = pool.connect as (...args: unknown[]) => unknown;
pool.connect = ((...args: unknown[]) => {
  if (typeof args[0] === "function") return poolConnect.apply(pool, args);
  return (poolConnect.call(pool) as Promise<{ query: (...a: unknown[]) => unknown }>).then(
    (client) => {
      const query = client.query;
      client.query = (...queryArgs: unknown[]) => {
        statements += 1;
        return query.apply(client, queryArgs);
      };
      const release = (client as unknown as { release: (...a: unknown[]) => unknown }).release;
      (client as unknown as { release: (...a: unknown[]) => unknown }).release = (...a) => {
        client.query = query;
        (client as unknown as { release: unknown }).release = release;
        return release.apply(client, a);
      };
      return client;
    },
  );
}) as typeof pool.connect;

async function applyTo(athleteIds: number[]) {
  statements = 0;
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
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ms, statements };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

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
pool.query = poolQuery;
pool.connect = poolConnect as typeof pool.connect;
await app.close();
await db.$client.end();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
