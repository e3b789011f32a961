import { Encoder, type Mesg, Profile } from "@garmin/fitsdk";
import type { SimulatedSession } from "./simulate-session";

/**
 * A simulated session as the FIT activity file a watch or head unit writes, with the official
 * FIT SDK's encoder: records at 1 Hz, timer start and stop events around every pause, a lap per
 * block, lengths for pool swims, and the session's totals as the device computes them. Several
 * sessions make one multisport file (a triathlon), the timer stopped between legs.
 */

const FIT_SPORT = {
  running: { sport: "running", subSport: "generic", indoorSubSport: "treadmill" },
  cycling: { sport: "cycling", subSport: "road", indoorSubSport: "indoorCycling" },
  swimming: { sport: "swimming", subSport: "lapSwimming", indoorSubSport: "lapSwimming" },
  strength: { sport: "training", subSport: "strengthTraining", indoorSubSport: "strengthTraining" },
} as const;

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;

type Totals = {
  timerSec: number;
  elapsedSec: number;
  distanceM: number | null;
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
  avgPowerW: number | null;
  maxPowerW: number | null;
  normalizedPowerW: number | null;
  ascentM: number | null;
  descentM: number | null;
};

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function max(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((top, value) => Math.max(top, value), 0);
}

/** Normalised power as devices compute it: the 4th root of the mean 4th power of 30 s averages. */
export function normalizedPower(powerW: readonly number[]): number | null {
  if (powerW.length < 30) return null;
  let windowSum = 0;
  let fourthSum = 0;
  let count = 0;
  for (let index = 0; index < powerW.length; index += 1) {
    windowSum += powerW[index]!;
    if (index >= 30) windowSum -= powerW[index - 30]!;
    if (index >= 29) {
      fourthSum += (windowSum / 30) ** 4;
      count += 1;
    }
  }
  return (fourthSum / count) ** 0.25;
}

function climb(altitudeM: readonly number[] | null) {
  if (!altitudeM) return { ascentM: null, descentM: null };
  let ascentM = 0;
  let descentM = 0;
  for (let index = 1; index < altitudeM.length; index += 1) {
    const change = altitudeM[index]! - altitudeM[index - 1]!;
    if (change > 0) ascentM += change;
    else descentM -= change;
  }
  return { ascentM, descentM };
}

/** The totals over records [from, to) of a session. */
export function sessionTotals(
  session: SimulatedSession,
  from = 0,
  to = session.elapsedSec.length,
): Totals {
  const slice = <T>(values: readonly T[] | null) => (values ? values.slice(from, to) : null);
  const power = slice(session.powerW);
  const heartRate = slice(session.heartRateBpm)!;
  const distance = slice(session.distanceM);
  const startDistanceM = from > 0 && session.distanceM ? session.distanceM[from - 1]! : 0;
  const timerSec = to - from;
  const pausedSec = session.pauses
    .filter((pause) => pause.atIndex > from && pause.atIndex < to)
    .reduce((sum, pause) => sum + pause.durationSec, 0);
  return {
    timerSec,
    elapsedSec: timerSec + pausedSec,
    distanceM:
      distance && distance.length > 0 ? distance[distance.length - 1]! - startDistanceM : null,
    avgHeartRateBpm: mean(heartRate),
    maxHeartRateBpm: max(heartRate),
    avgPowerW: power ? mean(power) : null,
    maxPowerW: power ? max(power) : null,
    normalizedPowerW: power ? normalizedPower(power) : null,
    ...climb(slice(session.altitudeM)),
  };
}

function totalsFields(totals: Totals) {
  const round = (value: number | null) => (value === null ? undefined : Math.round(value));
  return {
    totalTimerTime: totals.timerSec,
    totalElapsedTime: totals.elapsedSec,
    totalDistance: totals.distanceM ?? undefined,
    avgSpeed:
      totals.distanceM === null ? undefined : totals.distanceM / Math.max(totals.timerSec, 1),
    avgHeartRate: round(totals.avgHeartRateBpm),
    maxHeartRate: round(totals.maxHeartRateBpm),
    avgPower: round(totals.avgPowerW),
    maxPower: round(totals.maxPowerW),
    normalizedPower: round(totals.normalizedPowerW),
    totalAscent: round(totals.ascentM),
    totalDescent: round(totals.descentM),
  };
}

/** Drops the fields a device leaves out (undefined): the encoder writes only what is there. */
function defined(fields: Record<string, unknown>): Mesg {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Mesg;
}

/**
 * Seconds between records outdoors and in the gym: watches and head units record "smart" by
 * default (Garmin's: a record every few seconds, more often when something changes); the
 * import interpolates between them. Riding apps on the trainer record every second.
 */
const SMART_RECORDING_SEC = 3;

/**
 * Which seconds get a record. In a pool, a watch knows the distance only when a length ends: it
 * writes a record then, and at the start and end. On the trainer every second, and every
 * few seconds otherwise, with a record on each side of every lap edge and pause.
 */
function recordedSeconds(session: SimulatedSession): (second: number) => boolean {
  const last = session.elapsedSec.length - 1;
  if (session.poolLengthM !== null) {
    const ends = new Set(session.lengths.map((length) => length.endIndex - 1));
    return (second) => second === 0 || second === last || ends.has(second);
  }
  // On the trainer, the riding app records every second.
  if (session.sport === "cycling" && session.isIndoor) return () => true;
  const edges = new Set<number>([last]);
  for (const index of [...session.lapStarts, ...session.pauses.map((pause) => pause.atIndex)]) {
    edges.add(index);
    edges.add(index - 1);
  }
  return (second) => second % SMART_RECORDING_SEC === 0 || edges.has(second);
}

/** In a pool, the distance is the lengths counted so far. */
function poolDistances(session: SimulatedSession): ((second: number) => number) | null {
  const poolLengthM = session.poolLengthM;
  if (poolLengthM === null) return null;
  const activeEnds = session.lengths
    .filter((length) => length.isActive)
    .map((length) => length.endIndex - 1);
  return (second) => activeEnds.filter((end) => end <= second).length * poolLengthM;
}

export function encodeSessionsFit(
  sessions: readonly SimulatedSession[],
  /** Seconds the timer stays stopped between two legs of a multisport file. */
  transitionSec = 0,
): Uint8Array {
  const encoder = new Encoder();
  const first = sessions[0]!;
  const startMs = first.startTime.getTime();
  const at = (offsetSec: number) => new Date(startMs + offsetSec * 1000);
  encoder.onMesg(Profile.MesgNum.FILE_ID, {
    type: "activity",
    manufacturer: "development",
    product: 1,
    serialNumber: 20_261_127,
    timeCreated: first.startTime,
  } as Mesg);
  let offsetSec = 0;
  const sessionMesgs: Mesg[] = [];
  for (const [index, session] of sessions.entries()) {
    const fitSport = FIT_SPORT[session.sport];
    const sessionStartSec = offsetSec;
    const timeOf = (record: number) => offsetSec + record + session.elapsedSec[record]!;
    encoder.onMesg(Profile.MesgNum.EVENT, {
      timestamp: at(offsetSec),
      event: "timer",
      eventType: "start",
    } as Mesg);
    const pauses = new Map(session.pauses.map((pause) => [pause.atIndex, pause.durationSec]));
    const isRecorded = recordedSeconds(session);
    const poolDistanceM = poolDistances(session);
    for (let record = 0; record < session.elapsedSec.length; record += 1) {
      if (!isRecorded(record)) continue;
      const pausedSec = pauses.get(record);
      if (pausedSec !== undefined) {
        const stoppedAt = timeOf(record) - pausedSec;
        encoder.onMesg(Profile.MesgNum.EVENT, {
          timestamp: at(stoppedAt),
          event: "timer",
          eventType: "stop",
        } as Mesg);
        encoder.onMesg(Profile.MesgNum.EVENT, {
          timestamp: at(timeOf(record)),
          event: "timer",
          eventType: "start",
        } as Mesg);
      }
      encoder.onMesg(
        Profile.MesgNum.RECORD,
        defined({
          timestamp: at(timeOf(record)),
          heartRate: session.heartRateBpm[record],
          power: session.powerW?.[record],
          // No speed field: the distance gives it (as many head units write it).
          distance: poolDistanceM ? poolDistanceM(record) : session.distanceM?.[record],
          cadence: session.cadenceRpm?.[record],
          altitude: session.altitudeM?.[record],
          positionLat:
            session.latitudeDeg &&
            Math.round(session.latitudeDeg[record]! * SEMICIRCLES_PER_DEGREE),
          positionLong:
            session.longitudeDeg &&
            Math.round(session.longitudeDeg[record]! * SEMICIRCLES_PER_DEGREE),
        }),
      );
    }
    const lastRecord = session.elapsedSec.length - 1;
    const endSec = timeOf(lastRecord) + 1;
    encoder.onMesg(Profile.MesgNum.EVENT, {
      timestamp: at(endSec),
      event: "timer",
      eventType: "stopAll",
    } as Mesg);
    for (const [lapIndex, start] of session.lapStarts.entries()) {
      const end = session.lapStarts[lapIndex + 1] ?? session.elapsedSec.length;
      if (end <= start) continue;
      encoder.onMesg(
        Profile.MesgNum.LAP,
        defined({
          timestamp: at(timeOf(end - 1) + 1),
          startTime: at(timeOf(start)),
          sport: fitSport.sport,
          ...totalsFields(sessionTotals(session, start, end)),
        }),
      );
    }
    for (const [lengthIndex, length] of session.lengths.entries()) {
      const seconds = length.endIndex - length.startIndex;
      encoder.onMesg(
        Profile.MesgNum.LENGTH,
        defined({
          messageIndex: lengthIndex,
          timestamp: at(timeOf(length.endIndex - 1) + 1),
          startTime: at(timeOf(length.startIndex)),
          totalElapsedTime: seconds,
          totalTimerTime: seconds,
          totalStrokes: length.isActive ? length.strokes : undefined,
          avgSpeed: length.isActive ? session.poolLengthM! / seconds : undefined,
          swimStroke: length.isActive ? "freestyle" : undefined,
          lengthType: length.isActive ? "active" : "idle",
        }),
      );
    }
    const totals = sessionTotals(session);
    const activeLengths = session.lengths.filter((length) => length.isActive);
    sessionMesgs.push(
      defined({
        messageIndex: index,
        timestamp: at(endSec),
        startTime: at(sessionStartSec),
        sport: fitSport.sport,
        subSport: session.isIndoor ? fitSport.indoorSubSport : fitSport.subSport,
        ...totalsFields(totals),
        // Pool swims: the device's distance is the lengths it counted.
        ...(session.poolLengthM !== null
          ? {
              poolLength: session.poolLengthM,
              poolLengthUnit: "metric",
              numActiveLengths: activeLengths.length,
              totalDistance: activeLengths.length * session.poolLengthM,
            }
          : {}),
      }),
    );
    offsetSec = endSec + transitionSec;
  }
  for (const mesg of sessionMesgs) encoder.onMesg(Profile.MesgNum.SESSION, mesg);
  const totalTimerSec = sessions.reduce((sum, session) => sum + session.elapsedSec.length, 0);
  encoder.onMesg(
    Profile.MesgNum.ACTIVITY,
    defined({
      timestamp: at(offsetSec - transitionSec),
      totalTimerTime: totalTimerSec,
      numSessions: sessions.length,
      type: "manual",
    }),
  );
  return encoder.close();
}
