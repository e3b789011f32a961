import type { ActivityLap, DeviceSummary, ParsedActivity } from "./activity.types.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { appendRecord, emptyRecords, fillDistanceFromPositions } from "./activity-records.ts";
import { sportIdFromName } from "./activity-sport.ts";
import { type TcxLapTimes, tcxTimerPauses } from "./tcx-timer.ts";
import {
  child,
  children,
  deepNumber,
  numberOf,
  parseXmlDocument,
  textOf,
  timeMsOf,
  type XmlElement,
} from "./xml-activity-support.ts";

/**
 * Garmin Training Center TCX v2: Activity Sport, Laps (StartTime, TotalTimeSeconds,
 * DistanceMeters, heart rate, LX AvgSpeed/AvgWatts) and Trackpoints (Time, Position,
 * AltitudeMeters, DistanceMeters, HeartRateBpm, Cadence, TPX Speed/Watts/RunCadence).
 * Each Activity, including each sport of a MultiSportSession, becomes one activity.
 */

function activityElements(database: XmlElement): XmlElement[] {
  const activities = child(database, "Activities");
  const multisport = children(activities, "MultiSportSession").flatMap((session) => [
    ...children(child(session, "FirstSport"), "Activity"),
    ...children(session, "NextSport").flatMap((next) => children(next, "Activity")),
  ]);
  return [...children(activities, "Activity"), ...multisport];
}

function lapOf(lap: XmlElement, startMs: number): ActivityLap | null {
  const lapStartMs = timeMsOf(textOf(lap, "@_StartTime"));
  if (lapStartMs === null) return null;
  const durationSec = numberOf(lap, "TotalTimeSeconds") ?? 0;
  const extensions = child(lap, "Extensions");
  return {
    startSec: (lapStartMs - startMs) / 1000,
    durationSec,
    elapsedSec: durationSec,
    distanceM: numberOf(lap, "DistanceMeters"),
    avgHeartRateBpm: numberOf(child(lap, "AverageHeartRateBpm"), "Value"),
    avgPowerW: deepNumber(extensions, ["AvgWatts"]),
    avgSpeedMps: deepNumber(extensions, ["AvgSpeed"]),
  };
}

/**
 * The file's own totals: the sum of its laps, which is all TCX says about the session. The
 * average heart rate is the laps' averages weighted by their timer time; the maxima the
 * highest lap's.
 */
function lapTotals(lapElements: XmlElement[]): DeviceSummary | null {
  if (lapElements.length === 0) return null;
  const sum = (name: string) =>
    lapElements.reduce((total, lap) => total + (numberOf(lap, name) ?? 0), 0);
  const maxOf = (values: (number | null)[]) => {
    const present = values.filter((value) => value !== null);
    return present.length > 0 ? Math.max(...present) : undefined;
  };
  let heartRateSec = 0;
  let heartBeats = 0;
  for (const lap of lapElements) {
    const avgBpm = numberOf(child(lap, "AverageHeartRateBpm"), "Value");
    const timerSec = numberOf(lap, "TotalTimeSeconds") ?? 0;
    if (avgBpm === null || timerSec <= 0) continue;
    heartRateSec += timerSec;
    heartBeats += avgBpm * timerSec;
  }
  const maxHeartRateBpm = maxOf(
    lapElements.map((lap) => numberOf(child(lap, "MaximumHeartRateBpm"), "Value")),
  );
  const maxSpeedMps = maxOf(lapElements.map((lap) => numberOf(lap, "MaximumSpeed")));
  return {
    timerTimeSec: sum("TotalTimeSeconds"),
    distanceM: sum("DistanceMeters"),
    totalCalories: sum("Calories"),
    ...(heartRateSec > 0 ? { avgHeartRateBpm: heartBeats / heartRateSec } : {}),
    ...(maxHeartRateBpm !== undefined ? { maxHeartRateBpm } : {}),
    ...(maxSpeedMps !== undefined ? { maxSpeedMps } : {}),
  };
}

function trackpointTimesMs(lap: XmlElement): number[] {
  return children(lap, "Track")
    .flatMap((track) => children(track, "Trackpoint"))
    .map((point) => timeMsOf(textOf(point, "Time")))
    .filter((timeMs) => timeMs !== null)
    .sort((a, b) => a - b);
}

/** Each lap's start, timer total and point times, for the timer's pauses (tcx-timer.ts). */
function lapTimes(lapElements: XmlElement[], startMs: number): TcxLapTimes[] {
  return lapElements.map((lap) => {
    const pointTimesSec = trackpointTimesMs(lap).map((timeMs) => (timeMs - startMs) / 1000);
    const lapStartMs = timeMsOf(textOf(lap, "@_StartTime"));
    return {
      startSec: lapStartMs === null ? (pointTimesSec[0] ?? 0) : (lapStartMs - startMs) / 1000,
      timerSec: numberOf(lap, "TotalTimeSeconds"),
      pointTimesSec,
    };
  });
}

function activityOf(activity: XmlElement): ParsedActivity | null {
  const lapElements = children(activity, "Lap");
  const points = lapElements
    .flatMap((lap) => children(lap, "Track"))
    .flatMap((track) => children(track, "Trackpoint"))
    .map((point) => ({ timeMs: timeMsOf(textOf(point, "Time")) ?? Number.NaN, point }))
    .filter((entry) => Number.isFinite(entry.timeMs))
    .sort((a, b) => a.timeMs - b.timeMs);
  if (points.length === 0) return null;
  const startMs = Math.min(
    points[0].timeMs,
    timeMsOf(textOf(lapElements[0], "@_StartTime")) ?? Number.POSITIVE_INFINITY,
  );
  const records = emptyRecords();
  for (const { timeMs, point } of points) {
    const position = child(point, "Position");
    const extensions = child(point, "Extensions");
    appendRecord(records, (timeMs - startMs) / 1000, {
      latitudeDeg: numberOf(position, "LatitudeDegrees"),
      longitudeDeg: numberOf(position, "LongitudeDegrees"),
      altitudeM: numberOf(point, "AltitudeMeters"),
      distanceM: numberOf(point, "DistanceMeters"),
      heartRateBpm: numberOf(child(point, "HeartRateBpm"), "Value"),
      cadenceRpm: numberOf(point, "Cadence") ?? deepNumber(extensions, ["RunCadence"]),
      speedMps: deepNumber(extensions, ["Speed"]),
      powerW: deepNumber(extensions, ["Watts"]),
    });
  }
  fillDistanceFromPositions(records);
  const sportName = textOf(activity, "@_Sport");
  return {
    sportId: sportIdFromName(sportName),
    sourceSport: sportName || null,
    // TCX has no name for an activity (its Id is the start time).
    title: null,
    startTime: new Date(startMs).toISOString(),
    deviceSummary: lapTotals(lapElements),
    records,
    laps: lapElements.map((lap) => lapOf(lap, startMs)).filter((lap) => lap !== null),
    swim: null,
    // The laps' TotalTimeSeconds say where the timer stopped (decision 118).
    timerPauses: tcxTimerPauses(lapTimes(lapElements, startMs)),
  };
}

export function readTcxActivities(fileName: string, text: string): ParsedActivity[] {
  const database = child(parseXmlDocument(fileName, text, "TCX"), "TrainingCenterDatabase");
  if (!database) {
    throw new ActivityFileError(
      "invalid-file",
      fileName,
      "the file has no <TrainingCenterDatabase> element.",
    );
  }
  const activities = activityElements(database)
    .map(activityOf)
    .filter((activity) => activity !== null);
  if (activities.length === 0) {
    throw new ActivityFileError(
      "no-records",
      fileName,
      "the TCX file has no track points with a time (a course or workout cannot be imported as an activity).",
    );
  }
  return activities;
}
