import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseActivityFile } from "@coach/shared/activities/activity-file";
import { SportId } from "@coach/shared/sports/sport-ids";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { afterAll, describe, expect, it } from "vitest";
import { createWorkerPool } from "../../platform/workers/worker-pool";
import { createActivityParser, PARSE_TASK_MODULE, WARM_UP_ROUNDS } from "./activity-parser";
import { WARM_UP_RIDE_SEC, WARM_UP_RIDER, warmUpFiles } from "./parse-warm-up";

/**
 * The parse thread's warm-up (docs/decisions/132-warm-parse-thread.md): what it imports, and
 * that the thread it warms is kept.
 */

describe("the warm-up files", () => {
  const [trainer, outdoors] = warmUpFiles();

  it("are two one-hour rides, on the trainer every second and outdoors with GPS", () => {
    // The blocks: 900 + 3 × 600 + 3 × 300 s.
    expect(WARM_UP_RIDE_SEC).toBe(3600);
    const indoor = parseActivityFile(trainer!.fileName, trainer!.bytes).activities;
    const outside = parseActivityFile(outdoors!.fileName, outdoors!.bytes).activities;
    expect(indoor).toHaveLength(1);
    expect(outside).toHaveLength(1);
    expect(indoor[0]!.sportId).toBe(SportId.cycling);
    expect(outside[0]!.sportId).toBe(SportId.cycling);
    // A record a second on the trainer, one every few seconds outdoors.
    expect(indoor[0]!.records.timeSec).toHaveLength(3600);
    expect(outside[0]!.records.timeSec.length).toBeLessThan(1500);
    expect(indoor[0]!.records.latitudeDeg.every((value) => value === null)).toBe(true);
    expect(outside[0]!.records.latitudeDeg.every((value) => value !== null)).toBe(true);
  });

  it("ride the blocks' mean power: (900 × 0.6 + 1800 × 1 + 900 × 0.5) / 3600 of 250 W", async () => {
    const parser = createActivityParser({ maxThreads: 1, maxOldGenerationSizeMb: 256 });
    const directory = mkdtempSync(path.join(tmpdir(), "coach-warm-up-"));
    try {
      const filePath = path.join(directory, trainer!.fileName);
      writeFileSync(filePath, trainer!.bytes);
      const result = await parser.importFile(trainer!.fileName, filePath, athleteZones(null));
      if (!result.ok) throw new Error(result.message);
      const { summary } = result.activities[0]!.analysis;
      expect(WARM_UP_RIDER.ftpW).toBe(250);
      expect(summary.durationSec).toBe(3600);
      // 193.75 W planned; the simulator's noise moves it by a watt or two.
      expect(Math.abs(summary.power!.avgPowerW! - 193.75)).toBeLessThan(3);
    } finally {
      rmSync(directory, { recursive: true, force: true });
      await parser.close();
    }
  });
});

describe("a parser kept warm", () => {
  const warm = createActivityParser({ maxThreads: 1, maxOldGenerationSizeMb: 256, keepWarm: true });
  afterAll(() => warm.close());

  it("imports both files once a round, in its thread", async () => {
    const result = await warm.warmUp();
    expect(result.activityCount).toBe(2 * WARM_UP_ROUNDS);
  });

  it("starts one thread with its pool and keeps it; an ordinary pool starts none", async () => {
    const options = { taskModule: PARSE_TASK_MODULE, maxThreads: 1, maxOldGenerationSizeMb: 64 };
    const kept = createWorkerPool({ ...options, keepOneThread: true });
    const lazy = createWorkerPool(options);
    try {
      expect(kept.threadCount()).toBe(1);
      expect(lazy.threadCount()).toBe(0);
    } finally {
      await Promise.all([kept.close(), lazy.close()]);
    }
  });
});
