/**
 * Requests per second under load, over real HTTP: autocannon, 10 connections, against the real
 * app and against a bare Fastify route that sends the very same answer bytes from memory, with
 * the same content-encoding (the most this machine can serve of that answer). Rounds alternate
 * between the two, so both meet the same machine. Targets (calendar month of a busy athlete):
 * the app reaches at least 25 % of the bare route's requests per second, with p99 under 50 ms.
 * Also the account info, the coach's athlete list and the library list, each against its own
 * bare answer. HTTP_LOAD_ROUNDS (3) and HTTP_LOAD_SECONDS (4) set the rounds and their length.
 *
 * The calendar's answers are kept in memory until the athlete's calendar changes
 * (docs/decisions/127-kept-answers.md): under this load, as under people opening the same month
 * again, the kept answer is what is measured. The month is also measured with nothing kept
 * (the instance's cache stopped for those rounds), read from PostgreSQL at every request, as
 * after each write.
 *
 * The data: a coach with 20 athletes and 200 library workouts; the busy athlete has, on every
 * day the month's grid shows, 3 planned interval sessions (swim, ride, run, with their steps)
 * and a completed ride, most matched to the day's planned ride; a race and three unavailable
 * days too.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ActivitySummary } from "@coach/shared/activities/summary";
import { addDays, daysBetween, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import autocannon from "autocannon";
import Fastify from "fastify";
import {
  activities,
  calendarRaces,
  calendarUnavailability,
  calendarWorkouts,
  coachAthletes,
  libraryWorkouts,
  users,
} from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { signInHeaders, startBenchApp } from "./support";
import { triathlonSession } from "./workouts";

const ROUNDS = Number(process.env.HTTP_LOAD_ROUNDS ?? 3);
const SECONDS = Number(process.env.HTTP_LOAD_SECONDS ?? 4);
const CONNECTIONS = 10;
const PASSWORD = "bench password 1";
const ATHLETES = 20;
const LIBRARY_WORKOUTS = 200;
const MONTH = "2031-06";
/** What Chromium sends: the app compresses (or not) as it would for a browser. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;

// The month grid's days: Monday of the 1st's week to Sunday of the last day's week.
const monthEnd = addDays(`${shiftedMonth(MONTH, 1)}-01`, -1);
const gridStart = startOfIsoWeek(`${MONTH}-01`);
const gridEnd = addDays(startOfIsoWeek(monthEnd), 6);
const gridDays = daysBetween(gridStart, gridEnd) + 1;

function shiftedMonth(month: string, by: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, index - 1 + by, 1));
  return next.toISOString().slice(0, 7);
}

// The rate limit counts requests per address: a load test from one address would hit it.
const { app, db, deps, stop } = await startBenchApp({ API_RATE_LIMIT: "1000000000" });

const passwordHash = await hashPassword(PASSWORD);
const person = (email: string, firstName: string, lastName: string, isCoach = false) => ({
  email,
  passwordHash,
  firstName,
  lastName,
  isCoach,
  emailConfirmedAt: new Date(),
  firstSetup: true,
  timezone: "Europe/Paris",
});
const [coach] = await db
  .insert(users)
  .values(person("load-coach@bench.coach", "Bench", "Coach", true))
  .returning();
const athletes = await db
  .insert(users)
  .values(
    Array.from({ length: ATHLETES }, (_, index) =>
      person(`load-athlete-${index}@bench.coach`, "Athlete", String(index + 1).padStart(2, "0")),
    ),
  )
  .returning({ id: users.id });
await db
  .insert(coachAthletes)
  .values(athletes.map((athlete) => ({ coachId: coach!.id, athleteId: athlete.id })));
const busy = athletes[0]!;

const planned = Array.from({ length: gridDays * 3 }, (_, index) => {
  const day = Math.floor(index / 3);
  const slot = index % 3;
  const body = triathlonSession(day, slot);
  const totals = computeWorkoutTotals(body, null);
  return {
    ...body,
    athleteId: busy.id,
    date: addDays(gridStart, day),
    position: slot,
    steps: totals.steps,
    totalDuration: totals.totalDuration,
    totalDistance: totals.totalDistance,
    totalStress: totals.totalStress,
    createdBy: coach!.id,
  };
});
const stored = await db
  .insert(calendarWorkouts)
  .values(planned)
  .returning({ id: calendarWorkouts.id, date: calendarWorkouts.date, type: calendarWorkouts.type });
const plannedRideOn = new Map(
  stored.filter((row) => row.type === 2).map((row) => [row.date, row.id]),
);

const zoneTime = (threshold: number, seconds: number[]) => ({
  threshold,
  zoneNames: seconds.map((_, zone) => `Zone ${zone + 1}`),
  seconds,
});
await db.insert(activities).values(
  Array.from({ length: gridDays }, (_, day) => {
    const date = addDays(gridStart, day);
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
    // Every seventh day's ride was done without its plan.
    const isUnplanned = day % 7 === 6;
    return {
      athleteId: busy.id,
      date,
      startTime: new Date(`${date}T06:30:00Z`),
      sport: 2,
      name: `Ride ${day}`,
      fileFingerprint: `load-${day}`,
      fileKey: `activities/load-${day}.fit`,
      fileName: `load-${day}.fit`,
      summary,
      samples: Buffer.alloc(0),
      matchedWorkoutId: isUnplanned ? null : (plannedRideOn.get(date) ?? null),
      deviation: isUnplanned ? null : -5 + (day % 10),
    };
  }),
);
await db.insert(calendarRaces).values({
  athleteId: busy.id,
  date: `${MONTH}-21`,
  name: "City 10 km",
  distance: 10_000,
  priority: "A",
});
await db.insert(calendarUnavailability).values({
  athleteId: busy.id,
  startDate: `${MONTH}-05`,
  endDate: `${MONTH}-07`,
  reason: "Travel",
});
await db.insert(libraryWorkouts).values(
  Array.from({ length: LIBRARY_WORKOUTS }, (_, index) => {
    const body = { ...triathlonSession(index, index % 3), name: `Session ${index + 1}` };
    const totals = computeWorkoutTotals(body, null);
    return {
      ...body,
      ownerId: coach!.id,
      steps: totals.steps,
      totalDuration: totals.totalDuration,
      totalDistance: totals.totalDistance,
      totalStress: totals.totalStress,
    };
  }),
);
// Vacuumed as well as analysed: autovacuum, woken by the rows just written, would otherwise run
// during the first rounds and take CPU from whichever route is measured then.
await db.execute("vacuum analyze");

const headers = await signInHeaders(app, "load-coach@bench.coach", PASSWORD);
await app.listen({ host: "127.0.0.1", port: 0 });
const appOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET, its body as the bytes on the wire (not decompressed). */
function getRaw(url: string, extra: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, ...extra } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const calendarPath = `/api/athlete/${busy.id}/calendar/workouts/?startDate=${gridStart}&endDate=${gridEnd}&athlete=${busy.id}`;
const targets = [
  // What the web calendar asks for: the month grid's answer.
  { name: "calendar month (grid)", path: `${calendarPath}&view=grid`, isCalendar: true },
  {
    name: "grid, nothing kept",
    path: `${calendarPath}&view=grid`,
    isCalendar: false,
    isReadEachTime: true,
  },
  // The spec's form of the same call, every workout with its steps.
  { name: "calendar month (full)", path: calendarPath, isCalendar: true },
  { name: "account info", path: "/api/account/info/", isCalendar: false },
  { name: "athlete list", path: "/api/coach/athletes/", isCalendar: false },
  { name: "library list", path: "/api/coach/library/", isCalendar: false },
];

// The bare twin of each route: the app's answer as it came over the wire, sent from memory.
const bare = Fastify({ logger: false });
const bareAnswers = new Map<string, Answer>();
bare.get<{ Params: { index: string } }>("/bare/:index", (request, reply) => {
  const answer = bareAnswers.get(request.params.index)!;
  reply.header("content-type", answer.headers["content-type"]);
  const encoding = answer.headers["content-encoding"];
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(answer.body);
});
await bare.listen({ host: "127.0.0.1", port: 0 });
const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

console.log(
  `busy athlete: ${planned.length} planned workouts and ${gridDays} rides on the ${gridDays} days of ${MONTH}'s grid (${gridStart} to ${gridEnd}); coach of ${ATHLETES} athletes, ${LIBRARY_WORKOUTS} library workouts`,
);
for (const [index, target] of targets.entries()) {
  const raw = await getRaw(appOrigin + target.path, {});
  const wire = await getRaw(appOrigin + target.path, { "accept-encoding": ACCEPT_ENCODING });
  if (raw.status !== 200 || wire.status !== 200) {
    throw new Error(`${target.path} answered ${raw.status}: ${raw.body.toString()}`);
  }
  if (target.isCalendar) {
    const answer = JSON.parse(raw.body.toString());
    const withSteps = answer.workouts.filter((workout: object) => "steps" in workout).length;
    console.log(
      `${target.name}: ${answer.workouts.length} workouts (${withSteps} with steps), ${answer.activities.length} activities`,
    );
  }
  const encoding = wire.headers["content-encoding"] ?? "none";
  console.log(
    `${target.name.padEnd(24)} answer ${raw.body.length} B raw, ${wire.body.length} B on the wire (content-encoding ${encoding})`,
  );
  bareAnswers.set(String(index), wire);
}

type Round = { requestsPerSec: number; p99Ms: number; bad: number };

function load(url: string, withAuth: boolean): Promise<Round> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        // The load is made in a worker thread, so that it does not share the servers' thread.
        workers: 1,
        headers: { ...(withAuth ? headers : {}), "accept-encoding": ACCEPT_ENCODING },
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSec: result.requests.average,
          p99Ms: result.latency.p99,
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
const results: string[] = [];
for (const [index, target] of targets.entries()) {
  const appUrl = appOrigin + target.path;
  const bareUrl = `${bareOrigin}/bare/${index}`;
  if ("isReadEachTime" in target) await deps.answers.stop();
  // A short warm-up of each: the JIT, the pool's connections, the token cache.
  await load(appUrl, true);
  await load(bareUrl, false);
  const real: Round[] = [];
  const anchor: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    real.push(await load(appUrl, true));
    anchor.push(await load(bareUrl, false));
  }
  const bad = sum(real.map((round) => round.bad)) + sum(anchor.map((round) => round.bad));
  if (bad > 0) throw new Error(`${target.name}: ${bad} failed or non-2xx answers`);
  const appRps = mean(real.map((round) => round.requestsPerSec));
  const bareRps = mean(anchor.map((round) => round.requestsPerSec));
  const appP99 = Math.max(...real.map((round) => round.p99Ms));
  const bareP99 = Math.max(...anchor.map((round) => round.p99Ms));
  const ratio = appRps / bareRps;
  const verdict = target.isCalendar
    ? `  target >= ${TARGET_RATIO * 100} % and p99 < ${TARGET_P99_MS} ms: ${ratio >= TARGET_RATIO && appP99 < TARGET_P99_MS ? "met" : "NOT met"}`
    : "";
  if ("isReadEachTime" in target) await deps.answers.start();
  results.push(
    `${target.name.padEnd(24)} app ${appRps.toFixed(0).padStart(6)} req/s (p99 ${appP99} ms)  bare ${bareRps.toFixed(0).padStart(6)} req/s (p99 ${bareP99} ms)  ratio ${(ratio * 100).toFixed(1)} %${verdict}`,
  );
  console.log(results.at(-1));
}
console.log(
  `\n${ROUNDS} interleaved rounds of ${SECONDS} s, ${CONNECTIONS} connections; p99 is the worst round's`,
);
for (const line of results) console.log(line);

await bare.close();
await stop();
