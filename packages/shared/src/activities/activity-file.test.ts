import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "../formats/text-bytes.ts";
import { activityFileFormat, parseActivityFile } from "./activity-file.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { sportIdFromName } from "./activity-sport.ts";
import { fileFingerprint } from "./fingerprint.ts";
import { encodeActivity, withCompressedTimestampRecord } from "./fit-activity-test-support.ts";
import { developerPowerKey } from "./fit-messages.ts";

const GPX = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported -->
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
  <trk><name>Morning run</name><type>running</type><trkseg>
    <trkpt lat="52.0000" lon="4.0000"><ele>1.0</ele><time>2024-05-01T08:00:00Z</time>
      <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>120</gpxtpx:hr><gpxtpx:cad>80</gpxtpx:cad><gpxtpx:atemp>18</gpxtpx:atemp></gpxtpx:TrackPointExtension><power>210</power></extensions></trkpt>
    <trkpt lat="52.0009" lon="4.0000"><ele>2.0</ele><time>2024-05-01T08:00:03Z</time>
      <extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>130</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>
    <trkpt lat="52.0018" lon="4.0000"><time>2024-05-01T08:00:04Z</time></trkpt>
    <trkpt lat="52.1" lon="4.1"></trkpt>
  </trkseg></trk>
  <trk><type>cycling</type><trkseg>
    <trkpt lat="52.0018" lon="4.0000"><time>2024-05-01T09:00:00Z</time></trkpt>
    <trkpt lat="52.0100" lon="4.0000"><time>2024-05-01T09:00:10Z</time></trkpt>
  </trkseg></trk>
</gpx>`;

const TCX = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"
  xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
  <Activities>
    <Activity Sport="Biking">
      <Id>2024-05-01T08:00:00Z</Id>
      <Lap StartTime="2024-05-01T08:00:00Z">
        <TotalTimeSeconds>4</TotalTimeSeconds><DistanceMeters>40</DistanceMeters><Calories>5</Calories>
        <AverageHeartRateBpm><Value>140</Value></AverageHeartRateBpm>
        <MaximumHeartRateBpm><Value>150</Value></MaximumHeartRateBpm>
        <Extensions><ns3:LX><ns3:AvgSpeed>10</ns3:AvgSpeed><ns3:AvgWatts>250</ns3:AvgWatts></ns3:LX></Extensions>
        <Track>
          <Trackpoint><Time>2024-05-01T08:00:00Z</Time>
            <Position><LatitudeDegrees>52.0</LatitudeDegrees><LongitudeDegrees>4.0</LongitudeDegrees></Position>
            <AltitudeMeters>3.5</AltitudeMeters><DistanceMeters>0</DistanceMeters>
            <HeartRateBpm><Value>138</Value></HeartRateBpm><Cadence>90</Cadence>
            <Extensions><ns3:TPX><ns3:Speed>9.5</ns3:Speed><ns3:Watts>245</ns3:Watts></ns3:TPX></Extensions>
          </Trackpoint>
          <Trackpoint><Time>2024-05-01T08:00:02Z</Time><DistanceMeters>20</DistanceMeters>
            <HeartRateBpm><Value>142</Value></HeartRateBpm></Trackpoint>
          <Trackpoint><Time>2024-05-01T08:00:04Z</Time><DistanceMeters>40</DistanceMeters></Trackpoint>
        </Track>
      </Lap>
    </Activity>
  </Activities>
</TrainingCenterDatabase>`;

const MULTISPORT_TCX = `<TrainingCenterDatabase><Activities><MultiSportSession>
  <FirstSport><Activity Sport="Running"><Lap StartTime="2024-05-01T08:00:00Z"><Track>
    <Trackpoint><Time>2024-05-01T08:00:00Z</Time><Position><LatitudeDegrees>52</LatitudeDegrees><LongitudeDegrees>4</LongitudeDegrees></Position></Trackpoint>
    <Trackpoint><Time>2024-05-01T08:00:01Z</Time><Position><LatitudeDegrees>52.0001</LatitudeDegrees><LongitudeDegrees>4</LongitudeDegrees></Position><Extensions><TPX><RunCadence>88</RunCadence></TPX></Extensions></Trackpoint>
  </Track></Lap></Activity></FirstSport>
  <NextSport><Activity Sport="Biking"><Lap StartTime="2024-05-01T09:00:00Z"><Track>
    <Trackpoint><Time>2024-05-01T09:00:00Z</Time></Trackpoint>
  </Track></Lap></Activity></NextSport>
</MultiSportSession></Activities></TrainingCenterDatabase>`;

function parseText(name: string, text: string) {
  return parseActivityFile(name, encodeUtf8(text));
}

function errorOf(run: () => unknown): ActivityFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof ActivityFileError) return error;
    throw error;
  }
  throw new Error("expected an ActivityFileError");
}

describe("GPX", () => {
  it("reads track points, extensions and distance, one activity per sport", () => {
    const file = parseText("run.gpx", GPX);
    expect(file.format).toBe("gpx");
    expect(file.activities.map((activity) => activity.sportId)).toEqual([1, 2]);
    const [run] = file.activities;
    expect(run.startTime).toBe("2024-05-01T08:00:00.000Z");
    expect(run.records.timeSec).toEqual([0, 3, 4]);
    expect(run.records.heartRateBpm).toEqual([120, 130, null]);
    expect(run.records.cadenceRpm).toEqual([80, null, null]);
    expect(run.records.temperatureC).toEqual([18, null, null]);
    expect(run.records.powerW).toEqual([210, null, null]);
    expect(run.records.altitudeM).toEqual([1, 2, null]);
    // 0.0009° of latitude is about 100 m.
    expect(run.records.distanceM[1]).toBeCloseTo(100.08, 1);
    expect(run.records.distanceM[2]).toBeCloseTo(200.15, 1);
    expect(run.timerPauses).toBeNull();
  });

  it("takes a track's name as the activity's, else the file's (metadata)", () => {
    const [run, ride] = parseText("run.gpx", GPX).activities;
    expect(run.title).toBe("Morning run");
    expect(ride.title).toBeNull();
    const named = GPX.replace("<trk>", "<metadata><name>Lake loop</name></metadata><trk>");
    expect(parseText("run.gpx", named).activities.map((activity) => activity.title)).toEqual([
      "Morning run",
      "Lake loop",
    ]);
  });

  it.each([
    [
      "no timed points",
      `<gpx><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>`,
      "no-records",
    ],
    ["broken XML", `<gpx><trk></gpx>`, "invalid-file"],
  ])("refuses a GPX file with %s", (_, text, code) => {
    const error = errorOf(() => parseText("route.gpx", text));
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^route\.gpx: /);
  });
});

describe("TCX", () => {
  it("reads trackpoints, laps, extensions and the laps' totals", () => {
    const file = parseText("ride.tcx", TCX);
    expect(file.format).toBe("tcx");
    const [ride] = file.activities;
    expect(ride.sportId).toBe(2);
    expect(ride.sourceSport).toBe("Biking");
    expect(ride.records.timeSec).toEqual([0, 2, 4]);
    expect(ride.records.speedMps).toEqual([9.5, null, null]);
    expect(ride.records.powerW).toEqual([245, null, null]);
    expect(ride.records.cadenceRpm).toEqual([90, null, null]);
    expect(ride.records.distanceM).toEqual([0, 20, 40]);
    expect(ride.records.latitudeDeg).toEqual([52, null, null]);
    expect(ride.laps).toEqual([
      {
        startSec: 0,
        durationSec: 4,
        elapsedSec: 4,
        distanceM: 40,
        avgHeartRateBpm: 140,
        avgPowerW: 250,
        avgSpeedMps: 10,
      },
    ]);
    expect(ride.deviceSummary).toEqual({
      timerTimeSec: 4,
      distanceM: 40,
      totalCalories: 5,
      // One lap: its AverageHeartRateBpm is the session's.
      avgHeartRateBpm: 140,
      maxHeartRateBpm: 150,
    });
  });

  it("makes one activity per sport of a multisport session", () => {
    const file = parseText("tri.tcx", MULTISPORT_TCX);
    expect(file.activities.map((activity) => activity.sportId)).toEqual([1, 2]);
    expect(file.activities[0].records.cadenceRpm).toEqual([null, 88]);
    expect(file.activities[0].records.distanceM[1]).toBeCloseTo(11.1, 1);
    expect(file.activities[1].deviceSummary?.timerTimeSec).toBe(0);
  });

  it.each([
    [
      "a course without times",
      `<TrainingCenterDatabase><Courses/></TrainingCenterDatabase>`,
      "no-records",
    ],
  ])("refuses %s", (_, text, code) => {
    expect(errorOf(() => parseText("course.tcx", text)).code).toBe(code);
  });
});

describe("FIT", () => {
  it("splits a multisport file into one activity per session, transitions kept (decision 122)", () => {
    const bytes = encodeActivity([
      { sport: "running", startSec: 0, seconds: 30 },
      { sport: "transition", startSec: 30, seconds: 5 },
      { sport: "cycling", subSport: "road", startSec: 35, seconds: 40, session: { avgPower: 200 } },
    ]);
    const file = parseActivityFile("brick.fit", bytes);
    expect(file.isTruncated).toBe(false);
    expect(file.activities.map((activity) => activity.sportId)).toEqual([1, null, 2]);
    const [run, transition, ride] = file.activities;
    expect(run.records.timeSec).toHaveLength(30);
    expect(transition).toMatchObject({ sourceSport: "transition/generic", title: "Transition 1" });
    expect(transition.records.timeSec).toHaveLength(5);
    expect(transition.deviceSummary).toMatchObject({ timerTimeSec: 5 });
    expect(ride.records.timeSec[0]).toBe(0);
    expect(ride.records.timeSec).toHaveLength(40);
    expect(ride.startTime).toBe("2024-05-01T08:00:35.000Z");
    expect(ride.sourceSport).toBe("cycling/road");
    expect(ride.deviceSummary).toMatchObject({ timerTimeSec: 40, avgPowerW: 200 });
    expect(ride.laps).toHaveLength(1);
    expect(ride.timerPauses).toEqual([{ startSec: 40, endSec: Number.POSITIVE_INFINITY }]);
  });

  it("takes a single session's records as they are, and merges a second record of one second", () => {
    const steady = (second: number) => ({ heartRate: 120 + second, distance: second * 3 });
    const file = parseActivityFile(
      "steady.fit",
      encodeActivity([{ sport: "running", startSec: 0, seconds: 10, record: steady }]),
    );
    const { records } = file.activities[0]!;
    expect(records.timeSec).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(records.heartRateBpm).toEqual([120, 121, 122, 123, 124, 125, 126, 127, 128, 129]);
    expect(records.distanceM[9]).toBe(27);

    // The record of second 5 stamped 4 again, the record of second 4 without a heart rate: one
    // record at 4 s, with the heart rate of the second one, and none at 5 s.
    const repeated = (second: number) =>
      second === 4
        ? { distance: 12 }
        : second === 5
          ? { timestamp: new Date(Date.parse("2024-05-01T08:00:04Z")), heartRate: 150 }
          : steady(second);
    const merged = parseActivityFile(
      "repeated.fit",
      encodeActivity([{ sport: "running", startSec: 0, seconds: 10, record: repeated }]),
    ).activities[0]!.records;
    expect(merged.timeSec).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9]);
    expect(merged.heartRateBpm).toEqual([120, 121, 122, 123, 150, 126, 127, 128, 129]);
    expect(merged.distanceM[4]).toBe(12);
  });

  it("names a single session after the workout the device followed, and no multisport leg", () => {
    const ride = [{ sport: "cycling", startSec: 0, seconds: 5 }];
    const named = encodeActivity(ride, { workoutName: "Sweet spot 3x10" });
    expect(parseActivityFile("ride.fit", named).activities[0].title).toBe("Sweet spot 3x10");
    expect(parseActivityFile("ride.fit", encodeActivity(ride)).activities[0].title).toBeNull();
    const brick = encodeActivity(
      [
        { sport: "running", startSec: 0, seconds: 5 },
        { sport: "cycling", startSec: 5, seconds: 5 },
      ],
      { workoutName: "Brick" },
    );
    expect(parseActivityFile("brick.fit", brick).activities.map((a) => a.title)).toEqual([
      null,
      null,
    ]);
  });

  it("reads power from a developer field when the record has none", () => {
    const bytes = encodeActivity(
      [
        {
          sport: "running",
          startSec: 0,
          seconds: 3,
          record: () => ({ developerFields: { 0: 250 } }),
        },
      ],
      { developerPower: true },
    );
    const [run] = parseActivityFile("stryd.fit", bytes).activities;
    expect(run.records.powerW).toEqual([250, 250, 250]);
  });

  it("imports a file without sessions from its records, sport unknown", () => {
    const bytes = encodeActivity([{ sport: "running", startSec: 0, seconds: 5 }], {
      withSessions: false,
    });
    const [activity] = parseActivityFile("nosession.fit", bytes).activities;
    expect(activity.sportId).toBeNull();
    expect(activity.deviceSummary).toBeNull();
    expect(activity.records.timeSec).toHaveLength(5);
  });

  it("says clearly when the SDK stops at a compressed-timestamp record", () => {
    const good = encodeActivity([{ sport: "cycling", startSec: 0, seconds: 5 }]);
    const file = parseActivityFile("old.fit", withCompressedTimestampRecord(good));
    expect(file.isTruncated).toBe(true);
    expect(file.warnings[0]).toMatch(/cannot read compressed-timestamp records/);
    expect(file.activities[0].records.timeSec).toHaveLength(5);
  });

  it("refuses a file that is only a compressed-timestamp record", () => {
    const empty = encodeActivity([], { withSessions: false });
    const error = errorOf(() => parseActivityFile("old.fit", withCompressedTimestampRecord(empty)));
    expect(error.code).toBe("unsupported");
    expect(error.message).toBe(
      "old.fit: the FIT file uses compressed-timestamp records, which the FIT decoder (@garmin/fitsdk) cannot read.",
    );
  });

  it("refuses a FIT file without records", () => {
    const error = errorOf(() =>
      parseActivityFile("workout.fit", encodeActivity([], { withSessions: false })),
    );
    expect(error.code).toBe("no-records");
    expect(error.message).toMatch(/^workout\.fit: the FIT file holds no activity records/);
  });

  it("refuses a damaged FIT file whose records do not decode", () => {
    const good = encodeActivity([{ sport: "cycling", startSec: 0, seconds: 5 }]);
    const cut = good.slice(0, 20);
    const error = errorOf(() => parseActivityFile("cut.fit", cut));
    expect(error.code).toBe("corrupt");
    expect(error.message).toMatch(/^cut\.fit: the FIT file is corrupt \(FIT Runtime Error/);
  });

  it("finds the developer power field by native field or name, not Form Power", () => {
    const key = (entries: Record<string, unknown>[]) => developerPowerKey(entries as never);
    expect(
      key([
        { fieldName: "Form Power", key: 0 },
        { fieldName: "Power", key: 3 },
      ]),
    ).toBe(3);
    expect(key([{ fieldName: "Watts", nativeFieldNum: 7, key: 2 }])).toBe(2);
    expect(key([{ fieldName: "Form Power", key: 0 }])).toBeNull();
  });
});

describe("format detection and errors", () => {
  it.each([
    ["empty.fit", new Uint8Array(), "no-records", "empty.fit: the file is empty."],
    [
      "photo.jpg",
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      "unknown-format",
      "photo.jpg: this is not a FIT, GPX or TCX activity file.",
    ],
    [
      "notes.gpx",
      encodeUtf8("<html><body>hi</body></html>"),
      "unknown-format",
      "notes.gpx: this is not a FIT, GPX or TCX activity file.",
    ],
  ])("%s is refused", (name, bytes, code, message) => {
    const error = errorOf(() => parseActivityFile(name, bytes));
    expect(error.code).toBe(code);
    expect(error.fileName).toBe(name);
    expect(error.message).toBe(message);
    expect(errorOf(() => activityFileFormat(name, bytes)).message).toBe(message);
  });

  it("detects the format from the content, not the name", () => {
    expect(parseText("ride.fit", TCX).format).toBe("tcx");
    expect(parseText("run.xml", GPX).format).toBe("gpx");
    expect(activityFileFormat("ride.fit", encodeUtf8(TCX))).toBe("tcx");
    expect(activityFileFormat("run.xml", encodeUtf8(GPX))).toBe("gpx");
    const fit = encodeActivity([{ sport: "cycling", startSec: 0, seconds: 5 }]);
    expect(activityFileFormat("ride.gpx", fit)).toBe("fit");
  });

  it("gives the same fingerprint to the same bytes only", () => {
    const bytes = encodeUtf8(GPX);
    expect(parseActivityFile("a.gpx", bytes).fingerprint).toBe(fileFingerprint(bytes));
    expect(parseActivityFile("b.gpx", bytes).fingerprint).toBe(fileFingerprint(bytes));
    expect(fileFingerprint(encodeUtf8(`${GPX} `))).not.toBe(fileFingerprint(bytes));
  });
});

describe("sport names", () => {
  it.each([
    ["running", null, 1],
    ["walking", null, 1],
    ["hiking", "generic", 1],
    ["Biking", null, 2],
    ["fitnessEquipment", "indoorCycling", 2],
    ["training", "strengthTraining", 4],
    ["swimming", "lapSwimming", 3],
    ["rowing", null, null],
    ["", null, null],
  ])("%s / %s is sport %s", (sport, subSport, expected) => {
    expect(sportIdFromName(sport, subSport)).toBe(expected);
  });
});

describe("implausible timestamps", () => {
  const gpx = (times: string[]) =>
    encodeUtf8(`<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
<trk><trkseg>${times.map((time) => `<trkpt lat="52" lon="4"><time>${time}</time></trkpt>`).join("")}</trkseg></trk></gpx>`);

  it("drops a point ten years after the others and says so", () => {
    const parsed = parseActivityFile(
      "far.gpx",
      gpx(["2024-05-01T08:00:00Z", "2024-05-01T08:00:01Z", "2034-05-01T08:00:00Z"]),
    );
    expect(parsed.activities[0].records.timeSec).toEqual([0, 1]);
    expect(parsed.warnings).toEqual(["1 record with an implausible timestamp was dropped."]);
  });
});
