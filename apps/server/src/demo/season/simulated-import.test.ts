import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { afterAll, describe, expect, it } from "vitest";
import runImportTask from "../../features/activities/activity-parse.task";
import { demoZones } from "../demo-zones";
import { rideWorkouts, runWorkouts, swimWorkouts } from "./demo-workouts";
import { seasonRandom } from "./season-random";
import { physiologyOf, sessionBlocks } from "./session-blocks";
import { encodeSessionsFit } from "./session-fit";
import { simulateSession } from "./simulate-session";

const accountZones = demoZones({
  lthrBpm: 168,
  ftpHrBpm: 162,
  ftpW: 285,
  runPaceSecPerKm: 290,
  swimPaceSecPer100m: 120,
});
const directory = mkdtempSync(path.join(tmpdir(), "simulated-import-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Normalised power by its definition: 30 s rolling mean, 4th power, mean, 4th root. */
function normalisedPowerByHand(power: number[]): number {
  const rolling: number[] = [];
  for (let end = 30; end <= power.length; end += 1) {
    rolling.push(power.slice(end - 30, end).reduce((sum, value) => sum + value, 0) / 30);
  }
  return (rolling.reduce((sum, value) => sum + value ** 4, 0) / rolling.length) ** 0.25;
}

function importThroughPipeline(name: string, bytes: Uint8Array) {
  const filePath = path.join(directory, name);
  writeFileSync(filePath, bytes);
  const result = runImportTask({
    fileName: name,
    path: filePath,
    zones: athleteZones(accountZones),
  });
  if (!result.ok) throw new Error(result.message);
  expect(result.activities).toHaveLength(1);
  return result.activities[0]!;
}

describe("a simulated session imported through the upload's pipeline", () => {
  it("a ride outdoors, recorded the smart way: the simulation's timer time, distance and normalised power", () => {
    const workout = rideWorkouts.sweetSpot(1.2);
    const blocks = sessionBlocks(workout, accountZones);
    // 15 min warm-up, 3 × (15 + 5), 10 min cool-down.
    expect(blocks.reduce((sum, block) => sum + block.durationSec, 0)).toBe((15 + 60 + 10) * 60);
    const session = simulateSession(
      {
        sport: "cycling",
        blocks,
        startTime: new Date("2026-06-02T06:00:00Z"),
        route: { latitudeDeg: 41.98, longitudeDeg: 2.82, turnRad: 1 },
        physiology: physiologyOf(accountZones),
      },
      seasonRandom(1, "ride"),
    );
    const activity = importThroughPipeline("ride.fit", encodeSessionsFit([session]));
    const { summary } = activity.analysis;
    const simulatedDistanceM = session.speedMps!.reduce((sum, speed) => sum + speed, 0);
    const pausedSec = session.pauses.reduce((sum, pause) => sum + pause.durationSec, 0);

    expect(activity.sportId).toBe(2);
    expect(summary.durationSec).toBe(85 * 60);
    expect(summary.elapsedSec).toBe(85 * 60 + pausedSec);
    expect(Math.abs(summary.distanceM! / simulatedDistanceM - 1)).toBeLessThan(0.01);
    const intended = normalisedPowerByHand(session.powerW!);
    expect(Math.abs(summary.power!.normalizedPowerW! / intended - 1)).toBeLessThan(0.02);
    // A sweet-spot session: normalised power a little under threshold (285 W).
    expect(intended).toBeGreaterThan(0.75 * 285);
    expect(intended).toBeLessThan(0.95 * 285);
    // Outdoors: a route and the ups and downs of its loop.
    expect(summary.elevationGainM).toBeGreaterThan(0);
  });

  it("a run recorded the smart way (a record every few seconds): the timer's time and the distance run", () => {
    const workout = runWorkouts.tempo(1);
    const blocks = sessionBlocks(workout, accountZones);
    // 15 min warm-up, 3 × (10 + 2) min, 10 min cool-down.
    expect(blocks.reduce((sum, block) => sum + block.durationSec, 0)).toBe((15 + 36 + 10) * 60);
    const session = simulateSession(
      {
        sport: "running",
        blocks,
        startTime: new Date("2026-06-04T06:30:00Z"),
        route: { latitudeDeg: 41.98, longitudeDeg: 2.82, turnRad: 2 },
        physiology: physiologyOf(accountZones),
      },
      seasonRandom(1, "run"),
    );
    const activity = importThroughPipeline("run.fit", encodeSessionsFit([session]));
    const { summary } = activity.analysis;
    const simulatedDistanceM = session.speedMps!.reduce((sum, speed) => sum + speed, 0);
    expect(activity.sportId).toBe(1);
    expect(summary.durationSec).toBe(61 * 60);
    expect(Math.abs(summary.distanceM! / simulatedDistanceM - 1)).toBeLessThan(0.01);
    // Threshold pace 4:50/km; a tempo run's average between easy and threshold pace.
    expect(summary.avgPaceSec).toBeGreaterThan(290);
    expect(summary.avgPaceSec).toBeLessThan(290 / 0.7);
  });

  it("a pool swim: the lengths the watch counted, and the timer's whole time with the rests", () => {
    const workout = swimWorkouts.css(1);
    const blocks = sessionBlocks(workout, accountZones);
    const session = simulateSession(
      {
        sport: "swimming",
        blocks,
        startTime: new Date("2026-06-03T18:00:00Z"),
        route: null,
        physiology: physiologyOf(accountZones),
        poolLengthM: 25,
      },
      seasonRandom(1, "swim"),
    );
    const activity = importThroughPipeline("swim.fit", encodeSessionsFit([session]));
    const activeLengths = session.lengths.filter((length) => length.isActive).length;
    // 400 + 10 × 100 + 200 m planned, in 25 m lengths (the last one may be left unfinished).
    expect(activeLengths).toBeGreaterThanOrEqual(63);
    expect(activeLengths).toBeLessThanOrEqual(64);
    expect(activity.sportId).toBe(3);
    expect(activity.swim?.activeLengthCount).toBe(activeLengths);
    expect(activity.analysis.summary.distanceM).toBe(activeLengths * 25);
    expect(activity.analysis.summary.durationSec).toBe(session.elapsedSec.length);
  });
});
