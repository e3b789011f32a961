import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityCaller,
  FIXTURE_FILES,
  fixture,
  multipart,
  onlyActivity,
  activityPaths as p,
} from "../../../test/activities-support";
import { calendarPeople } from "../../../test/calendar-support";
import { bearer, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import type { FileStorage } from "../../platform/storage/file-storage";
import { memoryStorage } from "../../platform/storage/memory-storage";
import { type ActivityParser, createActivityParser } from "./activity-parser";

/**
 * Uploads are streamed, never whole in the main thread's memory
 * (docs/decisions/084-upload-limits.md): each file part goes to a temporary file as it arrives,
 * the worker reads it from there, and the original reaches the store as a stream.
 */

const MIB = 1024 * 1024;
/** Node's default highWaterMark of an fs.ReadStream: the largest chunk it reads at once. */
const READ_STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * A valid GPX ride of 1 Hz points from 2024-06-01 06:00 UTC, heading east along 45° N, of about
 * `targetBytes`; the track's name has non-ASCII characters, so the text is UTF-8 throughout.
 */
function longGpx(targetBytes: number): Buffer {
  const startMs = Date.parse("2024-06-01T06:00:00.000Z");
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="coach test" ' +
    'xmlns="http://www.topografix.com/GPX/1/1">\n' +
    "<trk><name>Col de l’Iséran — aller et retour</name><trkseg>\n";
  const tail = "</trkseg></trk>\n</gpx>\n";
  const points: string[] = [];
  let size = head.length + tail.length;
  for (let second = 0; size < targetBytes; second += 1) {
    // 0.0001° of longitude a second at 45° N is about 7.9 m/s, a steady ride.
    const longitude = (6 + second * 0.0001).toFixed(6);
    const time = new Date(startMs + second * 1000).toISOString();
    const point = `<trkpt lat="45.000000" lon="${longitude}"><ele>1500.0</ele><time>${time}</time></trkpt>\n`;
    points.push(point);
    size += point.length;
  }
  return Buffer.from(head + points.join("") + tail);
}

/** What the store and the parser did, in order: "put started", "parse ended"... */
const timeline: string[] = [];

/**
 * The memory store, recording the chunks of every streamed put and every put of whole bytes;
 * `next.failing` makes the next streamed put fail once its bytes have been read.
 */
function recordingStorage() {
  const inner = memoryStorage();
  const streamed: { key: string; chunkBytes: number[] }[] = [];
  const wholePuts: string[] = [];
  const next = { failing: false };
  const storage: FileStorage = {
    ...inner,
    put(key, bytes) {
      wholePuts.push(key);
      return inner.put(key, bytes);
    },
    async putStream(key, source, sizeBytes) {
      timeline.push("put started");
      const record = { key, chunkBytes: [] as number[] };
      streamed.push(record);
      const isFailing = next.failing;
      next.failing = false;
      const tapped = Readable.from(
        (async function* () {
          for await (const chunk of source) {
            record.chunkBytes.push((chunk as Buffer).length);
            yield chunk as Buffer;
          }
          if (isFailing) throw new Error("the store is unreachable");
        })(),
      );
      await inner.putStream(key, tapped, sizeBytes);
      timeline.push("put ended");
    },
  };
  return { storage, inner, streamed, wholePuts, next };
}

/** The real parser, recording what each parse was handed and what was at that path then. */
function recordingParser() {
  const real = createActivityParser({ maxThreads: 1, maxOldGenerationSizeMb: 512 });
  const parses: { filePath: string; sizeBytes: number }[] = [];
  const parser: ActivityParser = {
    async importFile(fileName, filePath, zones) {
      timeline.push("parse started");
      parses.push({ filePath, sizeBytes: statSync(filePath).size });
      const parsed = await real.importFile(fileName, filePath, zones);
      timeline.push("parse ended");
      return parsed;
    },
    close: () => real.close(),
  };
  return { parser, parses };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("an activity upload streamed to disk and to the store", () => {
  let ctx: TestContext;
  let tmpDir: string;
  const store = recordingStorage();
  const parsing = recordingParser();
  beforeAll(async () => {
    tmpDir = mkdtempSync(path.join(tmpdir(), "coach-upload-tmp-"));
    ctx = await createTestApp(
      { AUTH_RATE_LIMIT: "100000", UPLOAD_TMP_DIR: tmpDir, UPLOAD_CONCURRENCY_PER_USER: "1" },
      { storage: store.storage, activityParser: parsing.parser },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(tmpDir, { recursive: true, force: true });
  });
  const { call, upload } = activityCaller(() => ctx);

  it("stores a 20 MiB GPX from a stream of 64 KiB chunks, byte for byte", async () => {
    const { athlete } = await calendarPeople(ctx);
    const gpx = longGpx(20 * MIB);
    expect(gpx.length).toBeGreaterThan(20 * MIB);

    const response = await upload(athlete, athlete.id, [{ name: "iseran.gpx", bytes: gpx }]);
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().files;
    expect(onlyActivity(result)).toMatchObject({ date: "2024-06-01" });

    // The worker was handed a path to the whole file, not its bytes.
    expect(parsing.parses).toHaveLength(1);
    expect(path.dirname(parsing.parses[0]!.filePath)).toBe(tmpDir);
    expect(parsing.parses[0]!.sizeBytes).toBe(gpx.length);
    // The store got the original as a stream: never whole, at most 64 KiB at a time.
    expect(store.wholePuts).toEqual([]);
    expect(store.streamed).toHaveLength(1);
    const { key, chunkBytes } = store.streamed[0]!;
    expect(Math.max(...chunkBytes)).toBeLessThanOrEqual(READ_STREAM_CHUNK_BYTES);
    expect(chunkBytes.length).toBeGreaterThanOrEqual(
      Math.ceil(gpx.length / READ_STREAM_CHUNK_BYTES),
    );
    expect(chunkBytes.reduce((sum, bytes) => sum + bytes, 0)).toBe(gpx.length);

    const stored = await store.inner.open(key);
    expect(stored?.size).toBe(gpx.length);
    expect((await readAll(stored!.stream)).equals(gpx)).toBe(true);
    // The download gives back the same bytes, and no temporary file is left.
    const id = result.activities[0].id as number;
    const download = await call(athlete, "GET", p.file(id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(gpx)).toBe(true);
    expect(readdirSync(tmpDir)).toEqual([]);
  }, 120_000);

  it("writes the original to the store while the worker decodes it", async () => {
    const { athlete } = await calendarPeople(ctx);
    timeline.length = 0;
    const ride = { name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) };
    const response = await upload(athlete, athlete.id, [ride]);
    expect(response.statusCode, response.body).toBe(200);
    onlyActivity(response.json().files[0]);
    // Both begin before either has to wait for the other: the upload takes the longer of them.
    expect(timeline.slice(0, 2).sort()).toEqual(["parse started", "put started"]);
    expect(timeline).toHaveLength(4);
    const key = store.streamed.at(-1)!.key;
    expect((await readAll((await store.inner.open(key))!.stream)).equals(ride.bytes)).toBe(true);
  });

  it("answers a store that fails with 500, and keeps no activity of that file", async () => {
    const { athlete } = await calendarPeople(ctx);
    const ride = { name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) };
    const keysBefore = store.inner.keys();
    store.next.failing = true;
    const failed = await upload(athlete, athlete.id, [ride]);
    expect(failed.statusCode).toBe(500);
    expect(store.inner.keys()).toEqual(keysBefore);
    expect(readdirSync(tmpDir)).toEqual([]);
    const list = await call(athlete, "GET", p.list(athlete.id));
    expect(list.json().items).toEqual([]);
    // Nothing of the failed attempt stands in the way of the same file once the store is back.
    const again = await upload(athlete, athlete.id, [ride]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().files[0].status).toBe("imported");
  });

  it("removes the temporary file while the activity's rows are written, not after the answer", async () => {
    const { athlete } = await calendarPeople(ctx);
    const events = ctx.deps.events;
    const emit = events.emit;
    // The activity's event is written in the rows' transaction: there, wait for the worker's
    // file to be gone (at most 2 s), and note whether it went.
    let isRemovedWhileWriting: boolean | undefined;
    events.emit = async (executor, event) => {
      const filePath = parsing.parses.at(-1)!.filePath;
      const until = Date.now() + 2000;
      while (existsSync(filePath) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      isRemovedWhileWriting = !existsSync(filePath);
      return emit.call(events, executor, event);
    };
    try {
      const ride = { name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) };
      const response = await upload(athlete, athlete.id, [ride]);
      expect(response.statusCode, response.body).toBe(200);
      onlyActivity(response.json().files[0]);
    } finally {
      events.emit = emit;
    }
    expect(isRemovedWhileWriting).toBe(true);
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it("removes the temporary files of refused and duplicate files too", async () => {
    const { athlete } = await calendarPeople(ctx);
    const ride = { name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) };
    const text = { name: "notes.gpx", bytes: Buffer.from("not an activity") };
    const response = await upload(athlete, athlete.id, [ride, text, ride]);
    expect(response.statusCode, response.body).toBe(200);
    const statuses = response.json().files.map((file: { status: string }) => file.status);
    expect(statuses).toEqual(["imported", "error", "duplicate"]);
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it("removes the temporary file of a client that goes away midway, and frees its slot", async () => {
    const { athlete } = await calendarPeople(ctx);
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { access } = (await login(ctx.app, athlete.email)).tokens;
    const body = multipart([{ name: "cut.gpx", bytes: longGpx(4 * MIB) }]);
    const keysBefore = store.inner.keys();

    const sent = httpRequest(`${address}${p.upload(athlete.id)}`, {
      method: "POST",
      headers: {
        ...bearer(access),
        ...body.headers,
        "content-length": String(body.payload.length),
      },
    });
    const failed = new Promise((resolve) => sent.on("error", resolve));
    // Half the body, then the client is gone.
    sent.write(body.payload.subarray(0, 2 * MIB));
    await expect.poll(() => readdirSync(tmpDir), { timeout: 10_000 }).toHaveLength(1);
    const [partial] = readdirSync(tmpDir);
    await expect
      .poll(() => statSync(path.join(tmpDir, partial!)).size, { timeout: 10_000 })
      .toBeGreaterThan(0);
    sent.destroy();
    await failed;

    await expect.poll(() => readdirSync(tmpDir), { timeout: 10_000 }).toEqual([]);
    expect(existsSync(path.join(tmpDir, partial!))).toBe(false);
    expect(store.inner.keys()).toEqual(keysBefore);
    // One upload at a time for this user: the next is accepted, so the slot was released.
    const ride = { name: FIXTURE_FILES.ride, bytes: fixture(FIXTURE_FILES.ride) };
    await expect
      .poll(async () => (await upload(athlete, athlete.id, [ride])).statusCode, { timeout: 10_000 })
      .toBe(200);
  });
});
