import { encodeActivity } from "./fit-activity-test-support.ts";

/**
 * Test support: one steady session written as GPX, TCX or FIT, as different devices and
 * trackers would send the same ride or run. Steady means every second alike, so the figures a
 * test expects are worked out by hand: distance = speed × seconds.
 */

export interface SteadySession {
  start: Date;
  seconds: number;
  speedMps: number;
  heartRateBpm?: number;
  powerW?: number;
  cadenceRpm?: number;
}

/** Metres per degree of latitude (mean Earth radius 6371 km): the track runs due north. */
const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;
const START_LAT = 46;
const START_LON = 14;

function isoAt(session: SteadySession, second: number): string {
  return new Date(session.start.getTime() + second * 1000).toISOString().replace(".000Z", "Z");
}

function latAt(session: SteadySession, second: number): string {
  return (START_LAT + (session.speedMps * second) / METRES_PER_DEGREE).toFixed(7);
}

/**
 * A GPX 1.1 track without a name, one point a second; `type` only when given (Strava writes
 * it, many trackers do not).
 */
export function steadyGpx(session: SteadySession, type?: string): string {
  const points: string[] = [];
  for (let second = 0; second <= session.seconds; second += 1) {
    const extensions = [
      session.heartRateBpm === undefined ? "" : `<gpxtpx:hr>${session.heartRateBpm}</gpxtpx:hr>`,
      session.cadenceRpm === undefined ? "" : `<gpxtpx:cad>${session.cadenceRpm}</gpxtpx:cad>`,
    ].join("");
    const power = session.powerW === undefined ? "" : `<power>${session.powerW}</power>`;
    points.push(
      `<trkpt lat="${latAt(session, second)}" lon="${START_LON}"><time>${isoAt(session, second)}</time>` +
        `<extensions><gpxtpx:TrackPointExtension>${extensions}</gpxtpx:TrackPointExtension>${power}</extensions></trkpt>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
<trk>${type === undefined ? "" : `<type>${type}</type>`}<trkseg>
${points.join("\n")}
</trkseg></trk></gpx>`;
}

/** A TCX activity of one lap whose TotalTimeSeconds and DistanceMeters are the session's. */
export function steadyTcx(session: SteadySession, sport = "Biking"): string {
  const points: string[] = [];
  for (let second = 0; second <= session.seconds; second += 1) {
    const heartRate =
      session.heartRateBpm === undefined
        ? ""
        : `<HeartRateBpm><Value>${session.heartRateBpm}</Value></HeartRateBpm>`;
    const cadence =
      session.cadenceRpm === undefined ? "" : `<Cadence>${session.cadenceRpm}</Cadence>`;
    const power =
      session.powerW === undefined
        ? ""
        : `<Extensions><ns3:TPX><ns3:Watts>${session.powerW}</ns3:Watts></ns3:TPX></Extensions>`;
    points.push(
      `<Trackpoint><Time>${isoAt(session, second)}</Time>` +
        `<Position><LatitudeDegrees>${latAt(session, second)}</LatitudeDegrees><LongitudeDegrees>${START_LON}</LongitudeDegrees></Position>` +
        `<DistanceMeters>${(session.speedMps * second).toFixed(2)}</DistanceMeters>${heartRate}${cadence}${power}</Trackpoint>`,
    );
  }
  const start = isoAt(session, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
<Activities><Activity Sport="${sport}"><Id>${start}</Id>
<Lap StartTime="${start}"><TotalTimeSeconds>${session.seconds}</TotalTimeSeconds>
<DistanceMeters>${session.speedMps * session.seconds}</DistanceMeters><Intensity>Active</Intensity>
<TriggerMethod>Manual</TriggerMethod><Track>
${points.join("\n")}
</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
}

/** A FIT activity (the SDK's encoder) whose session and lap give the session's totals. */
export function steadyFit(session: SteadySession, sport = "cycling"): Uint8Array {
  const distanceM = session.speedMps * session.seconds;
  return encodeActivity(
    [
      {
        sport,
        startSec: 0,
        seconds: session.seconds,
        record: (second) => ({
          distance: session.speedMps * second,
          speed: session.speedMps,
          ...(session.heartRateBpm === undefined ? {} : { heartRate: session.heartRateBpm }),
          ...(session.powerW === undefined ? {} : { power: session.powerW }),
          ...(session.cadenceRpm === undefined ? {} : { cadence: session.cadenceRpm }),
        }),
        session: { totalDistance: distanceM, totalTimerTime: session.seconds },
      },
    ],
    { start: session.start },
  );
}
