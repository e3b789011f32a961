import type { ParsedActivity } from "./activity.types.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { appendRecord, emptyRecords, fillDistanceFromPositions } from "./activity-records.ts";
import { sportIdFromName } from "./activity-sport.ts";
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
 * GPX 1.1 tracks: trkpt lat/lon, ele and time; heart rate, cadence and air temperature from
 * Garmin's TrackPointExtension (hr, cad, atemp); power from the <power> extension (Strava,
 * Wahoo) or Garmin's PowerExtension PowerInWatts. GPX has no distance, so it is summed along
 * the positions. Consecutive tracks of the same sport make one activity; a change of sport
 * starts another (a multisport export).
 */

interface TimedPoint {
  timeMs: number;
  point: XmlElement;
}

function trackPoints(track: XmlElement): TimedPoint[] {
  return children(track, "trkseg")
    .flatMap((segment) => children(segment, "trkpt"))
    .map((point) => ({ timeMs: timeMsOf(textOf(point, "time")) ?? Number.NaN, point }))
    .filter((entry) => Number.isFinite(entry.timeMs));
}

function activityOf(sportName: string, title: string, points: TimedPoint[]): ParsedActivity {
  points.sort((a, b) => a.timeMs - b.timeMs);
  const startMs = points[0].timeMs;
  const records = emptyRecords();
  for (const { timeMs, point } of points) {
    const extensions = child(point, "extensions");
    appendRecord(records, (timeMs - startMs) / 1000, {
      latitudeDeg: numberOf(point, "@_lat"),
      longitudeDeg: numberOf(point, "@_lon"),
      altitudeM: numberOf(point, "ele"),
      heartRateBpm: deepNumber(extensions, ["hr", "heartrate"]),
      cadenceRpm: deepNumber(extensions, ["cad", "cadence"]),
      temperatureC: deepNumber(extensions, ["atemp", "temp"]),
      powerW: deepNumber(extensions, ["power", "PowerInWatts", "watts"]),
      speedMps: deepNumber(extensions, ["speed"]),
    });
  }
  fillDistanceFromPositions(records);
  return {
    sportId: sportIdFromName(sportName),
    sourceSport: sportName || null,
    title: title || null,
    startTime: new Date(startMs).toISOString(),
    deviceSummary: null,
    records,
    laps: [],
    swim: null,
    timerPauses: null,
  };
}

/**
 * A track whose points mostly lack a time (a planned track with a few timed points) is no
 * recording: its timed points would make an activity of a few seconds out of a long route.
 */
function refuseMostlyUntimed(fileName: string, gpx: XmlElement) {
  const points = children(gpx, "trk")
    .flatMap((track) => children(track, "trkseg"))
    .flatMap((segment) => children(segment, "trkpt"));
  const timed = points.filter((point) => timeMsOf(textOf(point, "time")) !== null).length;
  if (timed > 0 && timed < points.length / 2) {
    throw new ActivityFileError(
      "no-records",
      fileName,
      `only ${timed} of the GPX file's ${points.length} track points have a time: it is a planned track, not a recording.`,
    );
  }
}

export function readGpxActivities(fileName: string, text: string): ParsedActivity[] {
  const gpx = child(parseXmlDocument(fileName, text, "GPX"), "gpx");
  if (!gpx) throw new ActivityFileError("invalid-file", fileName, "the file has no <gpx> element.");
  const groups: { sportName: string; title: string; points: TimedPoint[] }[] = [];
  const fileTitle = textOf(child(gpx, "metadata"), "name");
  refuseMostlyUntimed(fileName, gpx);
  for (const track of children(gpx, "trk")) {
    const sportName = textOf(track, "type");
    const points = trackPoints(track);
    if (points.length === 0) continue;
    const last = groups[groups.length - 1];
    if (last && sportIdFromName(last.sportName) === sportIdFromName(sportName)) {
      last.points.push(...points);
    } else {
      groups.push({ sportName, title: textOf(track, "name") || fileTitle, points });
    }
  }
  if (groups.length === 0) {
    throw new ActivityFileError(
      "no-records",
      fileName,
      "the GPX file has no track points with a time (a planned route cannot be imported as an activity).",
    );
  }
  return groups.map((group) => activityOf(group.sportName, group.title, group.points));
}
