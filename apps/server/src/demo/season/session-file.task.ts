import { writeFileSync } from "node:fs";
import { seasonRandom } from "./season-random";
import { encodeSessionsFit } from "./session-fit";
import { type SessionInput, simulateSession } from "./simulate-session";

/**
 * Worker task: one session simulated and written as a FIT file at `path`. The FIT SDK's
 * encoder takes about 80 µs a record, so a season's files are made in worker threads, on every
 * core, while the import of the previous ones goes on.
 */
export type SessionFileTask = {
  seed: number;
  key: string;
  input: Omit<SessionInput, "startTime"> & { startTime: string };
  path: string;
};

export default function writeSessionFile(task: SessionFileTask): { sizeBytes: number } {
  const session = simulateSession(
    { ...task.input, startTime: new Date(task.input.startTime) },
    seasonRandom(task.seed, task.key),
  );
  const bytes = encodeSessionsFit([session]);
  writeFileSync(task.path, bytes);
  return { sizeBytes: bytes.length };
}
