/**
 * Zone writes racing multi-workout calendar writes (decision 083): the real app listening on a
 * port of a throw-away embedded PostgreSQL, driven over HTTP as browsers do. An athlete with
 * 120 rides over 40 days (made latest first, so that their table order is not their date
 * order); 10 rounds of 25 zone updates (each recomputes every ride) racing 25 shifts and batch
 * moves (each moves every ride), all at once. Prints the answers by status and how long the
 * rounds took. Target: no 500. Without the lock order (and the retry) the same load answered
 * 500, deadlock detected, to 1 to 8 requests in 500 in our runs (2026-11-25).
 */
import { addDays } from "@coach/shared/units/iso-week";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { startBenchApp } from "./support";

const ROUNDS = 10;
const WRITES_PER_KIND = 25;
const PASSWORD = "bench password 1";

const { app, db, stop } = await startBenchApp({ API_RATE_LIMIT: "1000000" });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const [athlete] = await db
  .insert(users)
  .values({
    email: "racing@bench.test",
    passwordHash: await hashPassword(PASSWORD),
    firstName: "Racing",
    lastName: "Athlete",
    emailConfirmedAt: new Date(),
    firstSetup: true,
  })
  .returning();
const athleteId = athlete!.id;

async function send(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${address}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const login = await send("POST", "/api/auth/login/", {
  email: "racing@bench.test",
  password: PASSWORD,
});
const token: string = login.body.tokens.access;
const calendar = `/api/athlete/${athleteId}/calendar`;

/** An hour at a fixed 200 W: its zone, and so its stress, follows the FTP. */
const ride = (date: string) => ({
  name: "Steady ride",
  type: 2,
  subtype: 200,
  method: 3,
  basedOn: "Duration",
  steps: [
    {
      stepType: "step",
      uuid: "steady",
      action: "Work",
      unit: "number",
      lower: 200,
      upper: 200,
      lowerZone: null,
      upperZone: null,
      lowerZoneValue: null,
      upperZoneValue: null,
      duration: 3600,
      distance: null,
      stress: 0,
      targetName: "",
      stepInfo: "",
    },
  ],
  instructions: "",
  isPool: false,
  poolLength: 50,
  poolLengthUnit: "METER",
  elevation: null,
  gradient: null,
  date,
});

const today = new Date().toISOString().slice(0, 10);
const ids: number[] = [];
for (let day = 40; day >= 1; day--) {
  for (let index = 0; index < 3; index++) {
    const created = await send("POST", `${calendar}/workouts/`, ride(addDays(today, day)), token);
    ids.push(created.body.id);
  }
}

const statuses = new Map<number, number>();
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  const calls = Array.from({ length: WRITES_PER_KIND }, (_, index) => {
    const cycling = defaultAccountZones().cyclingMethods;
    cycling.power.threshold = 200 + ((round * WRITES_PER_KIND + index) % 100);
    // One day later or earlier, half each: the rides stay around where they were made.
    const days = index % 4 < 2 ? 1 : -1;
    return [
      send("POST", "/api/athlete/zones/", { methodType: "cyclingMethods", data: cycling }, token),
      index % 2 === 0
        ? send("POST", `${calendar}/shift/`, { fromDate: addDays(today, 1), days }, token)
        : send(
            "POST",
            `${calendar}/workouts/batch/`,
            { ids: [...ids].reverse(), action: "move", days },
            token,
          ),
    ];
  }).flat();
  for (const answer of await Promise.all(calls)) {
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
}
const elapsedMs = performance.now() - started;
const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
console.log(
  `${ROUNDS} rounds of ${WRITES_PER_KIND} zone + ${WRITES_PER_KIND} calendar writes in ${elapsedMs.toFixed(0)} ms  ${counts.join("  ")}`,
);
await stop();
