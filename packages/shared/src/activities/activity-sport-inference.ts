import { SportId } from "../sports/sport-ids.ts";
import { normalizeSport } from "../sports/sport-types.ts";
import type { ActivityRecords, ParsedActivity } from "./activity.types.ts";

/**
 * The sport of an activity whose file does not name one (a GPX track without <type>, a FIT
 * session of sport "generic", a TCX Activity Sport="Other"), from what was recorded:
 * docs/decisions/120-sport-inference-and-change.md. A file that names a sport we do not
 * analyse (rowing, skiing) is left alone: guessing a run from a rowing session would be worse
 * than no sport.
 */

/** The words files use for "no particular sport" (FIT generic/all, TCX Other, GPX none). */
const UNNAMED_SPORT_WORDS = new Set(["", "generic", "all", "other", "unknown", "activity", "none"]);

/** Whether the file's sport name says nothing of the sport (null, "", "generic/generic", "Other"). */
export function isUnnamedSport(sourceSport: string | null): boolean {
  const first = (sourceSport ?? "").split("/")[0] ?? "";
  return UNNAMED_SPORT_WORDS.has(first.toLowerCase().replace(/[^a-z]/g, ""));
}

/** Slower than this between two records is standing (as the normaliser's pause speed). */
const MOVING_MPS = 0.5;
/** Longer gaps than this between records say nothing of the speed across them. */
const MAX_GAP_SEC = 60;
/** A share of records with power above 0 that says a power meter was worn (not a stray reading). */
const POWER_SHARE = 0.25;
/** Faster on average than 7 m/s (25 km/h) is not running or walking. */
const CYCLING_MPS = 7;
/** Slower on average than 1.9 m/s (6.8 km/h) is walking. */
const WALKING_MPS = 1.9;
/** Without cadence: running up to 4.5 m/s (3:42/km), cycling above. */
const RUNNING_MAX_MPS = 4.5;
/** Cadence this high (per minute) counts steps: nobody pedals 130 rpm for long. */
const STEP_CADENCE = 130;
/** Metres per cadence cycle from which a crank turn, not a stride, is counted. */
const CYCLING_METRES_PER_CYCLE = 3.2;
/** Running below 2.6 m per cycle and up to 6 m/s (2:47/km). */
const RUNNING_METRES_PER_CYCLE = 2.6;
const RUNNING_GAIT_MAX_MPS = 6;
/** A ride told by its cadence goes at 3 m/s (11 km/h) at least. */
const SLOWEST_RIDE_MPS = 3;
/** Walking cadence counts 45 strides a minute or more (a swim's stroke rate is 20 to 40). */
const WALKING_MIN_CADENCE = 45;
/** Less motion than this says nothing of the sport. */
const MIN_MOVING_SEC = 30;

export interface SportEvidence {
  /** Distance over the seconds in motion, m/s; null when the file has no distance or speed. */
  movingSpeedMps: number | null;
  movingSec: number;
  /** Median cadence of the records with cadence above 0, per minute. */
  cadencePerMin: number | null;
  /** Share of the records with power above 0 (0 without power). */
  powerShare: number;
  swimLengthCount: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Metres and seconds of the record intervals in motion (distance first, speed otherwise). */
function motion(records: ActivityRecords): { metres: number; seconds: number } {
  let metres = 0;
  let seconds = 0;
  const { timeSec, distanceM, speedMps } = records;
  for (let i = 1; i < timeSec.length; i += 1) {
    const dt = timeSec[i] - timeSec[i - 1];
    if (dt <= 0 || dt > MAX_GAP_SEC) continue;
    const from = distanceM[i - 1];
    const to = distanceM[i];
    const speed = from !== null && to !== null ? (to - from) / dt : speedMps[i];
    if (speed === null || speed < MOVING_MPS) continue;
    metres += speed * dt;
    seconds += dt;
  }
  return { metres, seconds };
}

export function sportEvidence(activity: ParsedActivity): SportEvidence {
  const { records } = activity;
  const { metres, seconds } = motion(records);
  const cadences = records.cadenceRpm.filter((value): value is number => (value ?? 0) > 0);
  const powered = records.powerW.filter((value) => (value ?? 0) > 0).length;
  const count = records.timeSec.length;
  return {
    movingSpeedMps: seconds > 0 ? metres / seconds : null,
    movingSec: seconds,
    cadencePerMin: median(cadences),
    powerShare: count > 0 ? powered / count : 0,
    swimLengthCount: activity.swim?.lengths.length ?? 0,
  };
}

/**
 * Running's gait: a step cadence, or under 2.6 m per cadence cycle at running speeds (a
 * running stride of both legs is 1.5 to 2.6 m; a crank turn moves a bike 2.5 to 9 m).
 */
function hasRunningGait(speed: number | null, cadence: number | null): boolean {
  if (speed === null || cadence === null || speed > RUNNING_GAIT_MAX_MPS) return false;
  return cadence >= STEP_CADENCE || (speed * 60) / cadence < RUNNING_METRES_PER_CYCLE;
}

/** Our sport id (walking as running, as sportIdFromName) from the evidence, or null. */
export function sportFromEvidence(evidence: SportEvidence): number | null {
  if (evidence.swimLengthCount > 0) return SportId.swimming;
  const speed = evidence.movingSec >= MIN_MOVING_SEC ? evidence.movingSpeedMps : null;
  const cadence = evidence.cadencePerMin;
  // Power meters are mostly on bikes; a running pod shows itself by the gait.
  if (evidence.powerShare >= POWER_SHARE) {
    return hasRunningGait(speed, cadence) ? SportId.running : SportId.cycling;
  }
  if (speed === null) return null;
  if (speed > CYCLING_MPS) return SportId.cycling;
  // Walking speed without steps to show for it could as well be paddling or rowing.
  if (speed < WALKING_MPS) {
    return cadence !== null && cadence >= WALKING_MIN_CADENCE
      ? normalizeSport(SportId.walking)
      : null;
  }
  if (cadence === null) return speed <= RUNNING_MAX_MPS ? SportId.running : SportId.cycling;
  if (hasRunningGait(speed, cadence)) return SportId.running;
  const metresPerCycle = (speed * 60) / cadence;
  if (metresPerCycle >= CYCLING_METRES_PER_CYCLE && speed >= SLOWEST_RIDE_MPS) {
    return SportId.cycling;
  }
  // Neither a runner's stride nor a rider's crank at this speed: better no sport than a guess.
  return null;
}

/**
 * The activity with its sport inferred when the file names none of ours and no sport at all;
 * sourceSport stays what the file said, and isSportInferred marks the guess.
 */
export function withInferredSport(activity: ParsedActivity): ParsedActivity {
  if (activity.sportId !== null || !isUnnamedSport(activity.sourceSport)) return activity;
  const sportId = sportFromEvidence(sportEvidence(activity));
  return sportId === null ? activity : { ...activity, sportId, isSportInferred: true };
}
