/**
 * The coach's workout library through the real app on an embedded PostgreSQL: one coach with
 * 2,000 workouts (bulk inserted), then GET api/coach/library/ as rows and with ?full=true.
 * Prints median and 95th percentile in milliseconds and the answer size in kB.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SingleStep, WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { createDatabase } from "../apps/server/src/db/client";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { libraryWorkouts, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { createTokenSigner } from "../apps/server/src/features/auth/tokens";
import {
  findVisibleItems,
  findVisibleWorkouts,
} from "../apps/server/src/features/library/library.repository";
import { createMailer } from "../apps/server/src/features/mail/mailer";

const WORKOUTS = 2000;
const RUNS = 50;
const PASSWORD = "bench password 1";

const dataDir = mkdtempSync(path.join(tmpdir(), "coach-bench-"));
const embedded = await startEmbeddedPostgres({
  dataDir,
  port: 47000 + Math.floor(Math.random() * 1000),
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

const [coach] = await db
  .insert(users)
  .values({
    email: "library-coach@bench.coach",
    passwordHash: await hashPassword(PASSWORD),
    firstName: "Bench",
    lastName: "Coach",
    isCoach: true,
    emailConfirmedAt: new Date(),
    firstSetup: true,
  })
  .returning();

/** A typical interval session: warm up, 5 x (work, rest), cool down. */
function session(index: number): WorkoutBody {
  const step = (uuid: string, action: SingleStep["action"], sec: number, zone: number) => ({
    stepType: "step" as const,
    uuid: `${uuid}-${index}`,
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
  return {
    name: `Session ${String((index * 7919) % WORKOUTS).padStart(4, "0")}`,
    type: 1,
    subtype: 100,
    method: 1,
    basedOn: "Duration",
    steps: [
      step("warm", "Warm up", 600, 2),
      {
        stepType: "repeat",
        uuid: `repeat-${index}`,
        repeats: 5,
        steps: [
          step("work", "Work", 180 + (index % 5) * 30, 4),
          step("rest", "Rest active", 120, 1),
        ],
      },
      step("cool", "Cool down", 600, 1),
    ],
    instructions: "Keep the recoveries easy; the last repeat as strong as the first.",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
  };
}

const rows = Array.from({ length: WORKOUTS }, (_, index) => {
  const body = session(index);
  const totals = computeWorkoutTotals(body, null);
  return {
    ...body,
    ownerId: coach!.id,
    steps: totals.steps,
    totalDuration: totals.totalDuration,
    totalDistance: totals.totalDistance,
    totalStress: totals.totalStress,
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await db.insert(libraryWorkouts).values(rows.slice(start, start + 500));
}

const login = await app.inject({
  method: "POST",
  url: "/api/auth/login/",
  payload: { email: "library-coach@bench.coach", password: PASSWORD },
});
const { tokens } = login.json();
const headers = { authorization: `Bearer ${tokens.access}` };

function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(label: string, fn: () => Promise<{ body?: string } | unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = await fn();
    samples.push(performance.now() - started);
    const body = (result as { body?: string }).body;
    if (body !== undefined) bytes = Buffer.byteLength(body);
  }
  samples.sort((a, b) => a - b);
  const size = bytes > 0 ? `  size ${(bytes / 1024).toFixed(1)} kB` : "";
  console.log(
    `${label.padEnd(34)} n=${RUNS}  median ${percentile(samples, 0.5).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms${size}`,
  );
}

const list = (query = "") =>
  app.inject({ method: "GET", url: `/api/coach/library/${query}`, headers });
const first = (await list()).json();
console.log(`${WORKOUTS} workouts stored; the list answers ${first.items.length} items`);
await measure("GET api/coach/library/", () => list());
await measure("GET api/coach/library/?full=true", () => list("?full=true"));
await measure("  its SQL alone (rows)", () => findVisibleItems(db, coach!.id));
await measure("  its SQL alone (whole workouts)", () => findVisibleWorkouts(db, coach!.id));

await app.close();
await db.$client.end();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
