/**
 * The athlete calendar through the real app on an embedded PostgreSQL: a busy triathlete with
 * 3 planned workouts a day for a year (bulk inserted), a race a month and some unavailable
 * days, then GET api/athlete/{id}/calendar/workouts/ for one month and for the whole year, as
 * their coach (access check included). Target: under 50 ms for the year. Then the
 * year again with a completed ride a day (their figures read from the summary JSON).
 * Prints median and 95th percentile in milliseconds and the answer size in kB.
 */

import type { ActivitySummary } from "@coach/shared/activities/summary";
import { addDays } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { and, eq } from "drizzle-orm";
import {
  activities,
  calendarRaces,
  calendarUnavailability,
  calendarWorkouts,
  coachAthletes,
  users,
} from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { findWorkoutsInRange } from "../apps/server/src/features/calendar/calendar-range.repository";

import { measure, signInHeaders, startBenchApp } from "./support";
import { triathlonSession } from "./workouts";

const DAYS = 365;
const PER_DAY = 3;
const RUNS = 50;
const PASSWORD = "bench password 1";
const START = "2031-01-01";

const { app, db, deps, stop } = await startBenchApp();
// What is measured is the read from PostgreSQL, as after every write: nothing is kept in memory
// (a kept answer is measured by http-load.bench.ts, docs/decisions/127-kept-answers.md).
await deps.answers.stop();

const passwordHash = await hashPassword(PASSWORD);
const person = (email: string, isCoach: boolean) => ({
  email,
  passwordHash,
  firstName: isCoach ? "Bench" : "Busy",
  lastName: isCoach ? "Coach" : "Triathlete",
  isCoach,
  emailConfirmedAt: new Date(),
  firstSetup: true,
  timezone: "Europe/Paris",
});
const [coach, athlete] = await db
  .insert(users)
  .values([person("calendar-coach@bench.coach", true), person("triathlete@bench.coach", false)])
  .returning();
await db.insert(coachAthletes).values({ coachId: coach!.id, athleteId: athlete!.id });

const rows = Array.from({ length: DAYS * PER_DAY }, (_, index) => {
  const day = Math.floor(index / PER_DAY);
  const slot = index % PER_DAY;
  const body = triathlonSession(day, slot);
  const totals = computeWorkoutTotals(body, null);
  return {
    ...body,
    athleteId: athlete!.id,
    date: addDays(START, day),
    position: slot,
    steps: totals.steps,
    totalDuration: totals.totalDuration,
    totalDistance: totals.totalDistance,
    totalStress: totals.totalStress,
    createdBy: coach!.id,
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await db.insert(calendarWorkouts).values(rows.slice(start, start + 500));
}
await db.insert(calendarRaces).values(
  Array.from({ length: 12 }, (_, month) => ({
    athleteId: athlete!.id,
    date: addDays(START, month * 30 + 20),
    name: `Race ${month + 1}`,
    distance: 10_000,
    priority: (["A", "B", "C"] as const)[month % 3]!,
  })),
);
await db.insert(calendarUnavailability).values(
  Array.from({ length: 6 }, (_, index) => ({
    athleteId: athlete!.id,
    startDate: addDays(START, index * 60 + 5),
    endDate: addDays(START, index * 60 + 7),
    reason: "Travel",
  })),
);
await db.execute("analyze");

const headers = await signInHeaders(app, "calendar-coach@bench.coach", PASSWORD);

const url = (startDate: string, endDate: string) =>
  `/api/athlete/${athlete!.id}/calendar/workouts/?startDate=${startDate}&endDate=${endDate}&athlete=${athlete!.id}`;
const get = (startDate: string, endDate: string) =>
  app.inject({ method: "GET", url: url(startDate, endDate), headers });
const month = ["2031-06-01", "2031-06-30"] as const;
const year = [START, addDays(START, DAYS - 1)] as const;

const check = (await get(...year)).json();
console.log(
  `${rows.length} workouts stored; the year answers ${check.workouts.length} workouts, ${check.races.length} races, ${check.unavailability.length} unavailable ranges`,
);
await measure("GET calendar/workouts/ one month", RUNS, () => get(...month));
await measure("GET calendar/workouts/ whole year", RUNS, () => get(...year));
await measure("  its workouts SQL alone (year)", RUNS, () =>
  findWorkoutsInRange(db, athlete!.id, year[0], year[1]),
);

// Then a completed ride a day, most matched to that day's planned ride: the calendar reads
// duration, distance and stress out of each one's summary JSON in the same single query.
const stored = await db
  .select({ id: calendarWorkouts.id, date: calendarWorkouts.date })
  .from(calendarWorkouts)
  .where(and(eq(calendarWorkouts.athleteId, athlete!.id), eq(calendarWorkouts.type, 2)));
const rideOn = new Map(stored.map((row) => [row.date, row.id]));
const zoneTime = (threshold: number, seconds: number[]) => ({
  threshold,
  zoneNames: seconds.map((_, zone) => `Zone ${zone + 1}`),
  seconds,
});
const activityRows = Array.from({ length: DAYS }, (_, day) => {
  const date = addDays(START, day);
  const durationSec = 2700 + (day % 5) * 300;
  const summary: ActivitySummary = {
    sportId: 2,
    durationSec,
    elapsedSec: durationSec + 120,
    movingTimeSec: durationSec - 60,
    distanceM: durationSec * 8.5,
    elevationGainM: 120,
    elevationLossM: 118,
    avgHeartRateBpm: 142,
    maxHeartRateBpm: 171,
    avgSpeedMps: 8.5,
    maxSpeedMps: 14.2,
    avgPaceSec: null,
    paceDistanceM: null,
    movingSpeedMps: null,
    movingPaceSec: null,
    caloriesKcal: null,
    avgCadenceRpm: 88,
    power: null,
    stress: { method: "power", stress: durationSec / 45, intensityFactor: 0.78, threshold: 250 },
    timeInZones: {
      heartRate: zoneTime(168, [300, 900, durationSec - 1500, 300, 0]),
      power: zoneTime(250, [200, 600, durationSec - 1200, 300, 100, 0, 0]),
      pace: null,
    },
  };
  return {
    athleteId: athlete!.id,
    date,
    startTime: new Date(`${date}T06:30:00Z`),
    sport: 2,
    name: `Ride ${day}`,
    fileFingerprint: `bench-${day}`,
    fileKey: `activities/bench-${day}.fit`,
    fileName: `bench-${day}.fit`,
    summary,
    samples: Buffer.alloc(0),
    // Every seventh day's ride was done without its plan.
    matchedWorkoutId: day % 7 === 6 ? null : (rideOn.get(date) ?? null),
    deviation: day % 7 === 6 ? null : -5 + (day % 10),
  };
});
for (let start = 0; start < activityRows.length; start += 200) {
  await db.insert(activities).values(activityRows.slice(start, start + 200));
}
await db.execute("analyze");
const withActivities = (await get(...year)).json();
console.log(`then ${withActivities.activities.length} completed rides in the year`);
await measure("GET calendar/workouts/ whole year + rides", RUNS, () => get(...year));
await stop();
