import { seasonRandom } from "../../demo/season/season-random";
import { encodeSessionsFit } from "../../demo/season/session-fit";
import { type Physiology, simulateSession } from "../../demo/season/simulate-session";

/**
 * The files a parse thread imports when it starts (docs/decisions/132-warm-parse-thread.md):
 * V8 compiles the decoder's and the analysis' hot functions only after they have run many
 * times, and a thread's compiled code dies with the thread. Two hours of riding as devices
 * record them: one on the trainer (a record every second: power, heart rate, cadence, speed)
 * and one outdoors (GPS, altitude, a record every few seconds), each an hour long, made by the
 * demo's session simulator with a fixed seed.
 */

const START = new Date("2026-01-05T07:00:00.000Z");
export const WARM_UP_RIDER: Physiology = {
  ftpW: 250,
  lthrBpm: 170,
  cyclingLthrBpm: 165,
  restHrBpm: 50,
  maxHrBpm: 190,
  runThresholdMps: 4,
  swimThresholdMps: 1.3,
  massKg: 72,
};
/** An hour: warm-up, three 10-minute efforts at threshold, easy spinning between. */
const BLOCKS = [
  { durationSec: 900, intensity: 0.6, isRest: false },
  { durationSec: 600, intensity: 1, isRest: false },
  { durationSec: 300, intensity: 0.5, isRest: true },
  { durationSec: 600, intensity: 1, isRest: false },
  { durationSec: 300, intensity: 0.5, isRest: true },
  { durationSec: 600, intensity: 1, isRest: false },
  { durationSec: 300, intensity: 0.5, isRest: false },
];
export const WARM_UP_RIDE_SEC = BLOCKS.reduce((sum, block) => sum + block.durationSec, 0);

export type WarmUpFile = { fileName: string; bytes: Uint8Array };

export function warmUpFiles(): WarmUpFile[] {
  const ride = (isIndoor: boolean) =>
    encodeSessionsFit([
      simulateSession(
        {
          sport: "cycling",
          blocks: BLOCKS,
          startTime: START,
          route: isIndoor ? null : { latitudeDeg: 45.9, longitudeDeg: 6.1, turnRad: 0.4 },
          physiology: WARM_UP_RIDER,
        },
        seasonRandom(1, isIndoor ? "warm-up/trainer" : "warm-up/outdoors"),
      ),
    ]);
  return [
    { fileName: "warm-up-trainer.fit", bytes: ride(true) },
    { fileName: "warm-up-outdoors.fit", bytes: ride(false) },
  ];
}
