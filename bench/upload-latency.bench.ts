/**
 * Uploads that cannot stall the server (docs/decisions/084-upload-limits.md): the latency of a
 * trivial GET (/api/health, over a real socket) while three users each upload a 25 MiB GPX file
 * (a long 1 Hz track with heart rate and cadence), against the same GET on the quiet server
 * measured in the same run (the anchor). Target: p99 under 100 ms during the uploads.
 * The uploads are sent from this process too; their client side only writes buffers.
 */
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { users } from "../apps/server/src/db/schema";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { percentile, signInHeaders, startBenchApp } from "./support";

const UPLOADS = 3;
const QUIET_GETS = 300;
const GET_PAUSE_MS = 5;
const START_MS = Date.parse("2024-06-01T06:00:00.000Z");

/** A valid GPX track of 1 Hz points, just under the 25 MiB upload limit. */
function bigGpx(targetBytes: number): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" ' +
    'xmlns="http://www.topografix.com/GPX/1/1" ' +
    'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n' +
    "<trk><name>long ride</name><type>cycling</type><trkseg>\n";
  const tail = "</trkseg></trk>\n</gpx>\n";
  const parts: string[] = [head];
  let size = head.length + tail.length;
  for (let second = 0; ; second += 1) {
    const latitude = (45 + 0.0001 * Math.sin(second / 5000) + second * 0.000001).toFixed(7);
    const longitude = (6 + 0.0001 * Math.cos(second / 5000) + second * 0.000001).toFixed(7);
    const time = new Date(START_MS + second * 1000).toISOString();
    const point =
      `<trkpt lat="${latitude}" lon="${longitude}"><ele>${(500 + 100 * Math.sin(second / 3600)).toFixed(1)}</ele>` +
      `<time>${time}</time><extensions><gpxtpx:TrackPointExtension>` +
      `<gpxtpx:hr>${Math.round(135 + 15 * Math.sin(second / 900))}</gpxtpx:hr>` +
      "<gpxtpx:cad>88</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>\n";
    if (size + point.length > targetBytes) break;
    parts.push(point);
    size += point.length;
  }
  parts.push(tail);
  return Buffer.from(parts.join(""));
}

function multipartBody(name: string, bytes: Buffer) {
  const boundary = `----bench-${Math.random().toString(36).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        "Content-Type: application/gpx+xml\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GETs one after another (a short pause between) until `until` says stop; their times in ms. */
async function getLatencies(base: string, until: (count: number) => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until(times.length)) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`health answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(GET_PAUSE_MS);
  }
  return times.sort((a, b) => a - b);
}

const line = (label: string, times: number[]) =>
  `${label.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(times, 0.99).toFixed(1).padStart(6)} ms   (${times.length} GETs)`;

const gpx = bigGpx(MAX_UPLOAD_BYTES - 1024);
console.log(`GPX: ${(gpx.length / 1024 / 1024).toFixed(1)} MiB`);

const { app, db, stop } = await startBenchApp({
  AUTH_RATE_LIMIT: "100000",
  API_RATE_LIMIT: "1000000",
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const passwordHash = await hashPassword("bench password 1");
const athletes = await db
  .insert(users)
  .values(
    Array.from({ length: UPLOADS }, (_, index) => ({
      email: `uploader-${index}@bench.coach`,
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

const quiet = await getLatencies(address, (count) => count >= QUIET_GETS);

let running = UPLOADS;
const uploadStarted = performance.now();
const uploads = athletes.map(async (athlete, index) => {
  const { body, contentType } = multipartBody(`long-ride-${index}.gpx`, gpx);
  const response = await fetch(`${address}/api/athlete/${athlete.id}/activities/upload/`, {
    method: "POST",
    headers: { ...headers[index], "content-type": contentType },
    body,
  });
  const answer = (await response.json()) as { files?: { status: string; message: string }[] };
  running -= 1;
  const result = answer.files?.[0];
  if (response.status !== 200 || result?.status !== "imported") {
    throw new Error(`upload ${index} failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return performance.now() - uploadStarted;
});
const busy = await getLatencies(address, () => running === 0);
const uploadMs = await Promise.all(uploads);
const rssMb = process.memoryUsage().rss / 1024 / 1024;
await stop();

console.log(line("GET /api/health, quiet (anchor)", quiet));
console.log(line(`GET /api/health, ${UPLOADS} uploads running`, busy));
console.log(
  `uploads done after ${uploadMs.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s; rss at the end ${rssMb.toFixed(0)} MB`,
);
console.log(
  `p99 during uploads ${percentile(busy, 0.99).toFixed(1)} ms (target < 100 ms), ${(percentile(busy, 0.99) / percentile(quiet, 0.99)).toFixed(1)}x the quiet p99`,
);
