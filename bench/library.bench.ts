/**
 * The coach's workout library through the real app on an embedded PostgreSQL: one coach with
 * 2,000 workouts (bulk inserted), then GET api/coach/library/ as rows and with ?full=true.
 * Prints median and 95th percentile in milliseconds and the answer size in kB.
 */
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { libraryWorkouts, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import {
  findVisibleItems,
  findVisibleWorkouts,
} from "../apps/server/src/features/library/library.repository";

import { measure, signInHeaders, startBenchApp } from "./support";
import { intervalSteps } from "./workouts";

const WORKOUTS = 2000;
const RUNS = 50;
const PASSWORD = "bench password 1";

const { app, db, stop } = await startBenchApp();

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
  return {
    name: `Session ${String((index * 7919) % WORKOUTS).padStart(4, "0")}`,
    type: 1,
    subtype: 100,
    method: 1,
    basedOn: "Duration",
    steps: intervalSteps(String(index), 180 + (index % 5) * 30),
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

const headers = await signInHeaders(app, "library-coach@bench.coach", PASSWORD);

const list = (query = "") =>
  app.inject({ method: "GET", url: `/api/coach/library/${query}`, headers });
const first = (await list()).json();
console.log(`${WORKOUTS} workouts stored; the list answers ${first.items.length} items`);
await measure("GET api/coach/library/", RUNS, () => list());
await measure("GET api/coach/library/?full=true", RUNS, () => list("?full=true"));
await measure("  its SQL alone (rows)", RUNS, () => findVisibleItems(db, coach!.id));
await measure("  its SQL alone (whole workouts)", RUNS, () => findVisibleWorkouts(db, coach!.id));

await stop();
