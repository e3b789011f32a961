import type {
  EventMesg,
  FieldDescriptionMesg,
  LapMesg,
  LengthMesg,
  SessionMesg,
} from "@garmin/fitsdk";
import type {
  ActivityLap,
  DeviceSummary,
  SwimData,
  SwimLength,
  TimeRange,
} from "./activity.types.ts";

/** Maps decoded FIT session, lap, length and event messages to the activity's shapes. */

export function fitTimeMs(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  return null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function defined(entries: Record<string, unknown>): DeviceSummary {
  const summary: Record<string, number> = {};
  for (const [key, value] of Object.entries(entries)) {
    const number = numberOrNull(value);
    if (number !== null) summary[key] = number;
  }
  return summary as DeviceSummary;
}

export function fitDeviceSummary(session: SessionMesg): DeviceSummary {
  return defined({
    timerTimeSec: session.totalTimerTime,
    elapsedTimeSec: session.totalElapsedTime,
    distanceM: session.totalDistance,
    avgHeartRateBpm: session.avgHeartRate,
    maxHeartRateBpm: session.maxHeartRate,
    avgSpeedMps: session.enhancedAvgSpeed ?? session.avgSpeed,
    maxSpeedMps: session.enhancedMaxSpeed ?? session.maxSpeed,
    avgPowerW: session.avgPower,
    maxPowerW: session.maxPower,
    normalizedPowerW: session.normalizedPower,
    intensityFactor: session.intensityFactor,
    trainingStressScore: session.trainingStressScore,
    thresholdPowerW: session.thresholdPower,
    avgCadenceRpm: session.avgCadence,
    totalAscentM: session.totalAscent,
    totalDescentM: session.totalDescent,
    totalCalories: session.totalCalories,
    activeTimeSec: session.activeTime,
  });
}

export function fitLap(lap: LapMesg, startMs: number): ActivityLap | null {
  const lapStartMs = fitTimeMs(lap.startTime);
  if (lapStartMs === null) return null;
  return {
    startSec: (lapStartMs - startMs) / 1000,
    durationSec: numberOrNull(lap.totalTimerTime) ?? numberOrNull(lap.totalElapsedTime) ?? 0,
    elapsedSec: numberOrNull(lap.totalElapsedTime) ?? numberOrNull(lap.totalTimerTime) ?? 0,
    distanceM: numberOrNull(lap.totalDistance),
    avgHeartRateBpm: numberOrNull(lap.avgHeartRate),
    avgPowerW: numberOrNull(lap.avgPower),
    avgSpeedMps: numberOrNull(lap.enhancedAvgSpeed ?? lap.avgSpeed),
  };
}

function fitLength(length: LengthMesg, startMs: number): SwimLength | null {
  const lengthStartMs = fitTimeMs(length.startTime);
  if (lengthStartMs === null) return null;
  return {
    startSec: (lengthStartMs - startMs) / 1000,
    durationSec: numberOrNull(length.totalElapsedTime) ?? numberOrNull(length.totalTimerTime) ?? 0,
    isActive: length.lengthType !== "idle",
    strokes: numberOrNull(length.totalStrokes),
    stroke: typeof length.swimStroke === "string" ? length.swimStroke : null,
  };
}

/** Pool lengths of a session; null when it recorded none (open water, other sports). */
export function fitSwim(
  session: SessionMesg | undefined,
  lengthMesgs: LengthMesg[],
  startMs: number,
): SwimData | null {
  const lengths = lengthMesgs
    .map((length) => fitLength(length, startMs))
    .filter((length): length is SwimLength => length !== null);
  const poolLengthM = numberOrNull(session?.poolLength);
  if (lengths.length === 0 || poolLengthM === null) return null;
  const strokes = lengths.map((length) => length.strokes).filter((value) => value !== null);
  return {
    poolLengthM,
    lengths,
    activeLengthCount: lengths.filter((length) => length.isActive).length,
    totalStrokes: strokes.length > 0 ? strokes.reduce((sum, value) => sum + value, 0) : null,
  };
}

const TIMER_STOPS = new Set(["stop", "stopAll", "stopDisable", "stopDisableAll"]);

/**
 * Pauses from FIT timer events: a stop up to the next start, or to the end after the last
 * stop. The time before the first start
 * counts as running (devices write the start event a second late). Null when the file has no
 * timer events, so that pauses are inferred from the records instead.
 */
export function fitTimerPauses(events: EventMesg[], startMs: number): TimeRange[] | null {
  const timerEvents = events.filter((event) => event.event === "timer");
  if (timerEvents.length === 0) return null;
  const pauses: TimeRange[] = [];
  let stoppedAtSec: number | null = null;
  for (const event of timerEvents) {
    const timeMs = fitTimeMs(event.timestamp);
    if (timeMs === null) continue;
    const timeSec = (timeMs - startMs) / 1000;
    if (TIMER_STOPS.has(String(event.eventType))) {
      stoppedAtSec ??= timeSec;
    } else if (event.eventType === "start" && stoppedAtSec !== null) {
      if (timeSec > stoppedAtSec) pauses.push({ startSec: stoppedAtSec, endSec: timeSec });
      stoppedAtSec = null;
    }
  }
  // A record written at the final stop covers no timer time.
  if (stoppedAtSec !== null)
    pauses.push({ startSec: stoppedAtSec, endSec: Number.POSITIVE_INFINITY });
  return pauses;
}

/**
 * The developer field that carries power when the record has no native power (running pods
 * such as Stryd): a field mapped onto record power (native field 7) or named "Power". "Form
 * Power" and other partial powers are not the athlete's power.
 */
export function developerPowerKey(descriptions: FieldDescriptionMesg[]): number | null {
  const RECORD_POWER_FIELD = 7;
  const field = descriptions.find(
    (description) =>
      description.nativeFieldNum === RECORD_POWER_FIELD ||
      /^power$/i.test(String(description.fieldName ?? "").trim()),
  );
  const key = (field as { key?: unknown } | undefined)?.key;
  return typeof key === "number" ? key : null;
}
