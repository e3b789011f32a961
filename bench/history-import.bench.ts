/**
 * History archive import (docs/decisions/123-history-archive-import.md): a Strava export of
 * 2,000 generated activity files (apps/server/test/history-archive-support.ts: FIT, GPX and TCX,
 * half gzip-compressed, 80 duplicates and 40 broken files by construction) beside a 256 MiB
 * stored (uncompressed) media file, as real exports carry photos and videos. So the server
 * streams a 256 MiB+ archive through its upload, its file store and the job's own copy.
 * The app runs in a process of its own (activity-import-server.ts, the real platform: pg-boss
 * runs the job); after one small warm-up import, a garbage collection and a reset of its peak
 * resident size (/proc/PID/clear_refs), the archive is uploaded and the import awaited.
 * Measured: the server's peak memory growth (VmHWM against VmRSS before; target < 200 MiB) and
 * the import rate, activities per second between the job's start and end.
 */
import { type ChildProcess, fork } from "node:child_process";
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { HistoryImport } from "@coach/shared/history-import/history-import.schemas";
import yazl from "yazl";
import {
  type ArchiveEntry,
  fitRun,
  stravaArchive,
  writeZip,
} from "../apps/server/test/history-archive-support";
import type { ImportServerReady } from "./activity-import-server";

const FILES = 2000;
const MEDIA_BYTES = 256 * 1024 * 1024;
const TARGET_GROWTH_MB = 200;

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
}

function ask(child: ChildProcess, message: "gc") {
  return new Promise<void>((resolve) => {
    child.once("message", () => resolve());
    child.send(message);
  });
}

async function importArchive(
  server: ImportServerReady,
  athlete: ImportServerReady["athletes"][number],
  archivePath: string,
  onPoll: () => void = () => {},
): Promise<HistoryImport> {
  const form = new FormData();
  // A Blob backed by the file: the client streams it too.
  form.append("file", await openAsBlob(archivePath), path.basename(archivePath));
  const headers = { authorization: athlete.authorization };
  const base = `${server.origin}/api/athlete/${athlete.id}/history-imports/`;
  const posted = await fetch(base, { method: "POST", headers, body: form });
  if (posted.status !== 202) throw new Error(`upload refused: ${await posted.text()}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    onPoll();
    const answer = await fetch(`${base}latest/`, { headers });
    const state = ((await answer.json()) as { import: HistoryImport }).import;
    if (state.status === "done" || state.status === "failed") return state;
  }
}

const folder = mkdtempSync(path.join(tmpdir(), "history-bench-"));
const child = fork(path.join(import.meta.dirname, "activity-import-server.ts"), ["2"], {
  execArgv: ["--expose-gc", "--import", "tsx"],
  stdio: "inherit",
});
try {
  const warmPath = path.join(folder, "warm.zip");
  await writeZip(
    warmPath,
    Array.from({ length: 20 }, (_, index) => ({
      name: `activities/${index}.fit`,
      bytes: fitRun(index),
    })),
  );
  const plan = stravaArchive(FILES);
  const archivePath = path.join(folder, "export_bench.zip");
  // The media file is stored, not deflated, so the archive on disk is as large as it says.
  await writeZipWithMedia(archivePath, plan.entries, "media/video.mp4", MEDIA_BYTES);
  const archiveMb = statSync(archivePath).size / 1024 / 1024;

  const server = await new Promise<ImportServerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ImportServerReady));
    child.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const [warm, measured] = server.athletes;
  await importArchive(server, warm!, warmPath);
  await ask(child, "gc");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pid = child.pid!;
  const beforeKb = statusKb(pid, "VmRSS");
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  const started = performance.now();
  const done = await importArchive(server, measured!, archivePath);
  const wallSec = (performance.now() - started) / 1000;
  const growthMb = (statusKb(pid, "VmHWM") - beforeKb) / 1024;
  const jobSec = (Date.parse(done.finishedAt!) - Date.parse(done.startedAt!)) / 1000;
  const rate = done.imported / jobSec;
  const expected = FILES - plan.duplicates - plan.broken;
  console.log(
    `archive ${archiveMb.toFixed(0)} MiB, ${FILES} activity files: ${done.status}, imported ${done.imported} (expected ${expected}), duplicate ${done.duplicate}, refused ${done.refused}`,
  );
  console.log(
    `job ${jobSec.toFixed(1)} s (${rate.toFixed(1)} activities/s); upload to done ${wallSec.toFixed(1)} s`,
  );
  console.log(
    `server peak memory growth ${growthMb.toFixed(0)} MiB (target < ${TARGET_GROWTH_MB} MiB)${growthMb >= TARGET_GROWTH_MB ? " !" : ""}; resident before ${(beforeKb / 1024).toFixed(0)} MiB`,
  );
} finally {
  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(folder, { recursive: true, force: true });
}

/**
 * Writes the zip of `entries` with one more stored (not deflated) entry of `sizeBytes` zero bytes,
 * streamed, so no buffer of its size is ever held.
 */
async function writeZipWithMedia(
  zipPath: string,
  entries: ArchiveEntry[],
  name: string,
  sizeBytes: number,
) {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  const chunk = Buffer.alloc(1024 * 1024);
  const zeros = Readable.from(
    (function* () {
      for (let sent = 0; sent < sizeBytes; sent += chunk.length) yield chunk;
    })(),
  );
  zip.addReadStream(zeros, name, { compress: false, size: sizeBytes });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipPath));
}
