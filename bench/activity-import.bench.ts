/**
 * Activity import, for a 0.15 MB, a 0.7 MB and a 3 MB FIT file: the recorded Edge 810 ride of
 * fixtures/activities/, and rides of 3.2 and 14 hours at 1 Hz made here with the FIT SDK's
 * Encoder (the fields a cycling computer with power pedals records each second). For each file,
 * measured in the same run:
 * - the bare `new Decoder(stream).read()` of the file: the yardstick;
 * - the upload until the answer: POST api/athlete/{id}/activities/upload/ over HTTP to the real
 *   app on an embedded PostgreSQL, from the multipart request to the stored activity (on a warm
 *   server, each for a new athlete so none is a duplicate);
 * - both in 7 rounds, a decode then an upload, each once the machine is quiet (200 ms, then
 *   until its CPUs have been idle for 100 ms, at most 3 s more): the median of each;
 * - the server's peak memory growth for the file: the app runs in a process of its own
 *   (activity-import-server.ts), a fresh one for each file, warmed as a running server is by
 *   one upload of a typical recorded file (the Edge 810 ride: its code compiled, its parse
 *   worker started); then its peak resident size is reset (/proc/PID/clear_refs), the file
 *   uploaded once, and the peak (VmHWM) compared with the resident size before (VmRSS).
 *   Parsing runs in worker threads of that process, so their memory is counted.
 * Targets: the upload within 1.5x the bare decode; the growth at most 20x the file's size.
 */
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Decoder, Encoder, type Mesg, Profile, Stream } from "@garmin/fitsdk";
import type { ImportServerReady } from "./activity-import-server";

const RUNS = 7;
/** The pause before each measured run, in ms. */
const QUIET_MS = 200;
/** The window in which the machine must have been idle, and the longest wait for it, in ms. */
const QUIET_WINDOW_MS = 100;
const QUIET_MAX_MS = 3000;
const TARGET_RATIO = 1.5;
const TARGET_GROWTH = 20;
const fixtures = path.resolve(import.meta.dirname, "../fixtures/activities");
const START = new Date("2024-06-01T06:00:00.000Z");
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;

/** A ride of `seconds` at 1 Hz with power, heart rate, cadence, speed, altitude and GPS. */
function ride(seconds: number): Uint8Array {
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
  let work = 0;
  for (let second = 0; second < seconds; second += 1) {
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
    work += power;
    const latitude = 45 + (distance / 111_000) * Math.cos(second / 5000);
    const longitude = 6 + (distance / 78_000) * Math.sin(second / 5000);
    const altitude = 500 + 300 * Math.sin(second / 3600);
    write(Profile.MesgNum.RECORD, {
      timestamp: at(second),
      positionLat: Math.round(latitude * SEMICIRCLES_PER_DEGREE),
      positionLong: Math.round(longitude * SEMICIRCLES_PER_DEGREE),
      heartRate: Math.round(135 + 15 * Math.sin(second / 900)),
      power,
      accumulatedPower: work,
      cadence: 88,
      fractionalCadence: 0.5,
      cadence256: 88.5,
      speed,
      enhancedSpeed: speed,
      distance,
      altitude,
      enhancedAltitude: altitude,
      grade: 1.5,
      verticalSpeed: 0.1,
      temperature: 21,
      calories: Math.round(work / 4184),
      gpsAccuracy: 3,
      leftRightBalance: 50,
      leftTorqueEffectiveness: 80,
      rightTorqueEffectiveness: 80,
      leftPedalSmoothness: 20,
      rightPedalSmoothness: 20,
      combinedPedalSmoothness: 20,
      leftPco: 2,
      rightPco: -2,
      timeFromCourse: 0,
      resistance: 0,
    });
  }
  write(Profile.MesgNum.EVENT, { timestamp: at(seconds), event: "timer", eventType: "stopAll" });
  write(Profile.MesgNum.LAP, {
    timestamp: at(seconds),
    startTime: at(0),
    totalTimerTime: seconds,
    totalElapsedTime: seconds,
    totalDistance: distance,
  });
  write(Profile.MesgNum.SESSION, {
    timestamp: at(seconds),
    startTime: at(0),
    sport: "cycling",
    subSport: "road",
    totalTimerTime: seconds,
    totalElapsedTime: seconds,
    totalDistance: distance,
  });
  write(Profile.MesgNum.ACTIVITY, {
    timestamp: at(seconds),
    totalTimerTime: seconds,
    numSessions: 1,
    type: "manual",
    event: "activity",
    eventType: "stop",
  });
  return encoder.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How long `run` takes, in ms. */
function durationMs(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The kilobytes of a line of /proc/PID/status (VmRSS, VmHWM). */
function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
}

function startServer(athleteCount: number) {
  const child = fork(
    path.join(import.meta.dirname, "activity-import-server.ts"),
    [String(athleteCount)],
    { execArgv: ["--expose-gc", "--import", "tsx"], stdio: "inherit" },
  );
  const ready = new Promise<ImportServerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ImportServerReady));
    child.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { child, ready };
}

function ask(child: ChildProcess, message: "gc") {
  return new Promise<void>((resolve) => {
    child.once("message", () => resolve());
    child.send(message);
  });
}

async function upload(
  server: ImportServerReady,
  athlete: ImportServerReady["athletes"][number],
  name: string,
  bytes: Uint8Array,
) {
  const form = new FormData();
  form.append("files", new Blob([Buffer.from(bytes)]), name);
  const response = await fetch(`${server.origin}/api/athlete/${athlete.id}/activities/upload/`, {
    method: "POST",
    headers: { authorization: athlete.authorization },
    body: form,
  });
  const answer = await response.json();
  if (response.status !== 200 || answer.files?.[0]?.status !== "imported") {
    throw new Error(`upload of ${name} failed: ${JSON.stringify(answer)}`);
  }
}

const edge810 = readFileSync(path.join(fixtures, "Edge810-Vector-2013-08-16-15-35-10.fit"));
const files = [
  { label: "Edge 810 ride (fixture)", bytes: edge810 },
  { label: "3.2-hour ride at 1 Hz", bytes: ride(11_500) },
  { label: "14-hour ride at 1 Hz", bytes: ride(14 * 3600) },
];

const decodeRecords = (bytes: Uint8Array) => {
  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read();
  if (errors.length > 0) throw errors[0];
  return messages.recordMesgs?.length ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's busy CPU time so far, in clock ticks (/proc/stat: all but idle, I/O wait, steal). */
function busyTicks(): number {
  const [user, nice, system, , , irq, softIrq] = readFileSync("/proc/stat", "utf8")
    .split("\n", 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user! + nice! + system! + irq! + softIrq!;
}

/**
 * A quiet moment: QUIET_MS, then until a window of QUIET_WINDOW_MS in which the machine's CPUs
 * were busy for at most one clock tick (QUIET_MAX_MS more at most). A fixed pause left other
 * work beside the measured step: on this machine the CPUs became idle 0.3 to 1.2 s after the
 * step before, the jobs an upload's events start after its answer (notifications, live updates)
 * among that work.
 */
async function quiet() {
  await sleep(QUIET_MS);
  const until = performance.now() + QUIET_MAX_MS;
  for (let before = busyTicks(); performance.now() < until; ) {
    await sleep(QUIET_WINDOW_MS);
    const after = busyTicks();
    if (after - before <= 1) return;
    before = after;
  }
}

const rows: string[] = [];
for (const file of files) {
  const sizeMb = file.bytes.length / 1024 / 1024;
  const records = decodeRecords(file.bytes);

  // A server that has imported one typical file: its worker started, its code compiled.
  const { child, ready } = startServer(RUNS + 2);
  try {
    const server = await ready;
    const [warm, measured, ...timed] = server.athletes;
    await upload(server, warm!, "typical.fit", edge810);
    await ask(child, "gc");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const pid = child.pid!;
    const beforeKb = statusKb(pid, "VmRSS");
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    await upload(server, measured!, "ride.fit", file.bytes);
    const growthMb = (statusKb(pid, "VmHWM") - beforeKb) / 1024;
    // The yardstick and the upload in alternation, each after a quiet moment: both run on the
    // machine of the same minute (on a 2-core VM the bare decode of one file took 29 to 52 ms
    // from one run to the next), and neither beside the previous upload's work after its answer.
    const decodeTimes: number[] = [];
    const importTimes: number[] = [];
    for (let round = 0; round < RUNS; round += 1) {
      await quiet();
      decodeTimes.push(durationMs(() => decodeRecords(file.bytes)));
      await quiet();
      const started = performance.now();
      await upload(server, timed[round]!, "ride.fit", file.bytes);
      importTimes.push(performance.now() - started);
    }
    const decodeMs = median(decodeTimes);
    const importMs = median(importTimes);
    const ratio = importMs / decodeMs;
    const growth = growthMb / sizeMb;
    rows.push(
      `${file.label.padEnd(26)}${sizeMb.toFixed(2).padStart(6)} MB${String(records).padStart(8)}${decodeMs.toFixed(0).padStart(9)} ms${importMs.toFixed(0).padStart(9)} ms${`${ratio.toFixed(2)}x`.padStart(8)}${ratio > TARGET_RATIO ? "!" : " "}${growthMb.toFixed(0).padStart(7)} MB${`${growth.toFixed(0)}x`.padStart(6)}${growth > TARGET_GROWTH ? "!" : ""}`,
    );
  } finally {
    child.send("stop");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

console.log(
  `${"file".padEnd(26)}${"size".padStart(9)}${"records".padStart(8)}${"decode".padStart(12)}${"upload".padStart(12)}${"ratio".padStart(9)}${"peak growth".padStart(12)}${"/size".padStart(6)}`,
);
for (const row of rows) console.log(row);
console.log(
  `(decode: bare Decoder.read(), upload: until the answer, each the median of ${RUNS} rounds taken in turn; ratio target <= ${TARGET_RATIO}x; peak growth: the server's resident memory, target <= ${TARGET_GROWTH}x the file; ! marks a missed target)`,
);
