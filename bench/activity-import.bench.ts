/**
 * Activity import: a 10-hour ride at 1 Hz with power, heart rate, cadence, speed,
 * distance, altitude and GPS, made with the FIT SDK's Encoder. Measured in the same run, median
 * of 5 (after one warm-up):
 * - the bare `new Decoder(stream).read()` of the file: the yardstick;
 * - the whole import through POST api/athlete/{id}/activities/upload/ on the real app and an
 *   embedded PostgreSQL, from the multipart request to the stored summary (each run for a new
 *   athlete, so none is a duplicate);
 * - the full mean-maximal power curve alone (meanMaxCurve over the 1 s series).
 * Targets: the import within 2x the bare decode, the curve under 50 ms.
 */
import { randomUUID } from "node:crypto";
import { parseActivityFile } from "@coach/shared/activities/activity-file";
import { analyseActivity } from "@coach/shared/activities/analyse-activity";
import { meanMaxCurve, meanMaxInput } from "@coach/shared/activities/mean-max";
import { Decoder, Encoder, type Mesg, Profile, Stream } from "@garmin/fitsdk";
import { eq } from "drizzle-orm";
import { activities, users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { signInHeaders, startBenchApp } from "./support";

const HOURS = 10;
const SECONDS = HOURS * 3600;
const RUNS = 5;
const START = new Date("2024-06-01T06:00:00.000Z");
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;

function tenHourRide(): Uint8Array {
  const encoder = new Encoder();
  const write = (mesgNum: number, fields: Record<string, unknown>) =>
    encoder.onMesg(mesgNum, fields as Mesg);
  const at = (second: number) => new Date(START.getTime() + second * 1000);
  write(Profile.MesgNum.FILE_ID, {
    type: "activity",
    manufacturer: "development",
    product: 0,
    serialNumber: 1,
    timeCreated: START,
  });
  write(Profile.MesgNum.EVENT, { timestamp: at(0), event: "timer", eventType: "start" });
  let distance = 0;
  for (let second = 0; second < SECONDS; second += 1) {
    // Intervals and drifts so that the curve and the pruning see a realistic ride.
    const power = Math.max(
      0,
      Math.round(
        200 +
          60 * Math.sin(second / 300) +
          (second % 1800 < 240 ? 120 : 0) +
          25 * Math.sin(second * 1.7),
      ),
    );
    const speed = 7 + 2 * Math.sin(second / 500);
    distance += speed;
    const latitude = 45 + (distance / 111_000) * Math.cos(second / 5000);
    const longitude = 6 + (distance / 78_000) * Math.sin(second / 5000);
    write(Profile.MesgNum.RECORD, {
      timestamp: at(second),
      positionLat: Math.round(latitude * SEMICIRCLES_PER_DEGREE),
      positionLong: Math.round(longitude * SEMICIRCLES_PER_DEGREE),
      heartRate: Math.round(135 + 15 * Math.sin(second / 900)),
      power,
      cadence: 88,
      speed,
      distance,
      altitude: 500 + 300 * Math.sin(second / 3600),
    });
  }
  write(Profile.MesgNum.EVENT, { timestamp: at(SECONDS), event: "timer", eventType: "stopAll" });
  write(Profile.MesgNum.LAP, {
    timestamp: at(SECONDS),
    startTime: at(0),
    totalTimerTime: SECONDS,
    totalElapsedTime: SECONDS,
    totalDistance: distance,
  });
  write(Profile.MesgNum.SESSION, {
    timestamp: at(SECONDS),
    startTime: at(0),
    sport: "cycling",
    subSport: "road",
    totalTimerTime: SECONDS,
    totalElapsedTime: SECONDS,
    totalDistance: distance,
  });
  write(Profile.MesgNum.ACTIVITY, {
    timestamp: at(SECONDS),
    totalTimerTime: SECONDS,
    numSessions: 1,
    type: "manual",
    event: "activity",
    eventType: "stop",
  });
  return encoder.close();
}

function multipart(name: string, bytes: Uint8Array) {
  const boundary = `----bench-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** One warm-up, then the median of RUNS runs, in ms. */
async function medianMs(fn: (run: number) => Promise<unknown> | unknown): Promise<number> {
  await fn(-1);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await fn(run);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const file = tenHourRide();
console.log(
  `10-hour 1 Hz ride: ${SECONDS} records, ${(file.length / 1024 / 1024).toFixed(1)} MB FIT`,
);

const decodeMs = await medianMs(() => {
  const { errors } = new Decoder(Stream.fromByteArray(file)).read();
  if (errors.length > 0) throw errors[0];
});

const parsed = parseActivityFile("ride.fit", file).activities[0]!;
const samples = analyseActivity(parsed).samples;
const curveInput = meanMaxInput(samples.powerW, samples.isTimerOn);
const curveMs = await medianMs(() => meanMaxCurve(curveInput));

const { app, db, stop } = await startBenchApp({ AUTH_RATE_LIMIT: "100000" });
const passwordHash = await hashPassword("bench password 1");
const athletes = await db
  .insert(users)
  .values(
    Array.from({ length: RUNS + 1 }, (_, index) => ({
      email: `rider-${index}@bench.coach`,
      passwordHash,
      isCoach: false,
      emailConfirmedAt: new Date(),
      firstSetup: true,
    })),
  )
  .returning();
const headers = await Promise.all(
  athletes.map((athlete) => signInHeaders(app, athlete.email, "bench password 1")),
);
const importMs = await medianMs(async (run) => {
  const index = run + 1;
  const body = multipart("ten-hours.fit", file);
  const response = await app.inject({
    method: "POST",
    url: `/api/athlete/${athletes[index]!.id}/activities/upload/`,
    payload: body.payload,
    headers: { ...headers[index], ...body.headers },
  });
  const status = response.json().files?.[0]?.status;
  if (response.statusCode !== 200 || status !== "imported") {
    throw new Error(`upload failed: ${response.body}`);
  }
});
const [stored] = await db
  .select({ summary: activities.summary })
  .from(activities)
  .where(eq(activities.athleteId, athletes[RUNS]!.id));
const summary = stored!.summary as { durationSec: number; power: { normalizedPowerW: number } };
await stop();

console.log(
  `stored summary: ${summary.durationSec} s, NP ${summary.power.normalizedPowerW.toFixed(1)} W`,
);
console.log(`bare Decoder.read (median of ${RUNS})      ${decodeMs.toFixed(1)} ms`);
console.log(`import through the upload route (median)  ${importMs.toFixed(1)} ms`);
console.log(`mean-maximal curve alone (median)         ${curveMs.toFixed(1)} ms  (target < 50 ms)`);
console.log(
  `import / decode                           ${(importMs / decodeMs).toFixed(2)}x  (target <= 2x)`,
);
