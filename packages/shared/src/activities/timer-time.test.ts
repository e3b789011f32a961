import { Encoder, type Mesg, Profile } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "../formats/text-bytes.ts";
import { parseActivityFile } from "./activity-file.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { at } from "./fit-activity-test-support.ts";
import { normaliseActivity } from "./normalise.ts";

/**
 * The timer is the truth (docs/decisions/118-timer-time-in-every-format.md), on generated files
 * whose figures are worked out by hand below. The grid counts whole seconds, point to point
 * inclusive, so our own timer time may be 1 s over the worked value (decision 030).
 */

const START_MS = Date.UTC(2024, 4, 1, 8, 0, 0);
const iso = (second: number) => new Date(START_MS + second * 1000).toISOString();
const bytes = (text: string) => encodeUtf8(text);

function timerOnSec(name: string, file: Uint8Array): number {
  const [activity] = parseActivityFile(name, file).activities;
  return normaliseActivity(activity).isTimerOn.filter(Boolean).length;
}

interface TcxLapSpec {
  startSec: number;
  totalSec: number;
  /** Point times; the athlete moves at 3 m/s of timer time (distance given per point). */
  points: { t: number; distanceM: number; powerW?: number }[];
}

const watts = (powerW: number | undefined) =>
  powerW === undefined
    ? ""
    : `<Extensions><TPX xmlns="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Watts>${powerW}</Watts></TPX></Extensions>`;

function tcx(laps: TcxLapSpec[], sport = "Running"): string {
  const lapXml = laps.map((lap) => {
    const points = lap.points
      .map(
        (point) =>
          `<Trackpoint><Time>${iso(point.t)}</Time><DistanceMeters>${point.distanceM}</DistanceMeters><HeartRateBpm><Value>140</Value></HeartRateBpm>${watts(point.powerW)}</Trackpoint>`,
      )
      .join("");
    return `<Lap StartTime="${iso(lap.startSec)}"><TotalTimeSeconds>${lap.totalSec}</TotalTimeSeconds><Track>${points}</Track></Lap>`;
  });
  return `<?xml version="1.0"?><TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="${sport}"><Id>${iso(0)}</Id>${lapXml.join("")}</Activity></Activities></TrainingCenterDatabase>`;
}

const every = (
  fromSec: number,
  toSec: number,
  stepSec: number,
  distanceAt: (t: number) => number,
) =>
  Array.from({ length: Math.floor((toSec - fromSec) / stepSec) + 1 }, (_, index) => {
    const t = fromSec + index * stepSec;
    return { t, distanceM: distanceAt(t) };
  });

describe("TCX: the laps' TotalTimeSeconds", () => {
  it.each([
    {
      case: "smart recording: points up to 180 s apart in a 600 s lap",
      laps: [
        {
          startSec: 0,
          totalSec: 600,
          points: [0, 45, 130, 200, 380, 420, 600].map((t) => ({ t, distanceM: 3 * t })),
        },
      ],
      // One lap, its total covers its 600 s of points: no pause.
      timerSec: 600,
      distanceM: 1800,
    },
    {
      case: "a real stop between laps: lap 1 ends at 300 s, lap 2 starts at 420 s",
      laps: [
        { startSec: 0, totalSec: 300, points: every(0, 300, 5, (t) => 3 * t) },
        { startSec: 420, totalSec: 300, points: every(420, 720, 5, (t) => 900 + 3 * (t - 420)) },
      ],
      // 300 s + 300 s; the 120 s from 300 to 420 s are off the timer.
      timerSec: 600,
      distanceM: 1800,
    },
    {
      case: "a stop inside a lap: points over 720 s, TotalTimeSeconds 600",
      laps: [
        {
          startSec: 0,
          totalSec: 600,
          points: [
            ...every(0, 300, 2, (t) => 3 * t),
            ...every(420, 720, 2, (t) => 900 + 3 * (t - 420)),
          ],
        },
      ],
      // The 120 s missing from the timer are the longest gap, 300 to 420 s.
      timerSec: 600,
      distanceM: 1800,
    },
  ])("$case", ({ laps, timerSec, distanceM }) => {
    const file = bytes(tcx(laps));
    const ours = timerOnSec("run.tcx", file);
    expect(ours).toBeGreaterThanOrEqual(timerSec);
    expect(ours).toBeLessThanOrEqual(timerSec + 1);
    const [activity] = parseActivityFile("run.tcx", file).activities;
    const { summary } = analyseActivity(activity);
    // The stored duration is the laps' sum itself; speed over it, as a watch divides.
    expect(summary.durationSec).toBe(timerSec);
    expect(summary.distanceM).toBeCloseTo(distanceM, 6);
    expect(summary.avgSpeedMps).toBeCloseTo(distanceM / timerSec, 6);
    expect(summary.avgPaceSec).toBeCloseTo(1000 / (distanceM / timerSec), 6);
  });
});

describe("TCX: a smart-recorded ride", () => {
  it("keeps heart rate and power through the quiet stretches the timer ran through", () => {
    // Points up to 180 s apart, 200 W and 140 bpm at each; the lap's timer covers them all.
    const points = [0, 45, 130, 200, 380, 420, 600].map((t) => ({
      t,
      distanceM: 8 * t,
      powerW: 200,
    }));
    const file = bytes(tcx([{ startSec: 0, totalSec: 600, points }], "Biking"));
    const [activity] = parseActivityFile("ride.tcx", file).activities;
    const samples = normaliseActivity(activity);
    // Every second from 0 to 600 s has a reading, none is left empty as a gap.
    expect(samples.powerW.filter((value) => value !== null)).toHaveLength(601);
    expect(samples.heartRateBpm.filter((value) => value !== null)).toHaveLength(601);
    const { summary } = analyseActivity(activity);
    expect(summary.power?.avgPowerW).toBe(200);
    expect(summary.avgHeartRateBpm).toBe(140);
  });
});

/** A GPX walk north along a meridian: 1° of latitude is 6 371 008.8 m × π / 180 = 111 195.08 m. */
function gpx(points: { t: number; northM: number }[]): string {
  const trkpts = points
    .map(
      (point) =>
        `<trkpt lat="${46 + point.northM / 111_195.08}" lon="14"><time>${iso(point.t)}</time></trkpt>`,
    )
    .join("");
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>${trkpts}</trkseg></trk></gpx>`;
}

describe("GPX: a gap is a pause only when the athlete did not move across it", () => {
  it("keeps a sparse stretch while moving and leaves out a real stop", () => {
    const points = [
      // 0-100 s at 3 m/s, one point a second.
      ...Array.from({ length: 101 }, (_, t) => ({ t, northM: 3 * t })),
      // A 60 s gap in the points while still moving: 180 m further at 160 s.
      ...Array.from({ length: 61 }, (_, index) => ({ t: 160 + index, northM: 480 + 3 * index })),
      // 220 s: a stop until 400 s, where the position has drifted 2 m (GPS noise).
      ...Array.from({ length: 61 }, (_, index) => ({ t: 400 + index, northM: 662 + 3 * index })),
    ];
    // Moving: 0-220 s and 400-460 s, 280 s; the 180 s from 220 to 400 s are the stop.
    const ours = timerOnSec("walk.gpx", bytes(gpx(points)));
    expect(Math.abs(ours - 280)).toBeLessThanOrEqual(280 * 0.01);
  });
});

/**
 * A 25 m pool swim without timer events: 4 lengths of 30 s, a 60 s rest (an idle length,
 * no records), 4 lengths of 30 s. Session: timer 300 s, 200 m.
 */
function poolSwim(): Uint8Array {
  const encoder = new Encoder();
  const write = (mesgNum: number, fields: Record<string, unknown>) =>
    encoder.onMesg(mesgNum, fields as Mesg);
  write(Profile.MesgNum.FILE_ID, {
    type: "activity",
    manufacturer: "development",
    product: 0,
    serialNumber: 1,
    timeCreated: at(0),
  });
  const lengths = [
    ...[0, 30, 60, 90].map((startSec) => ({ startSec, seconds: 30, type: "active" })),
    { startSec: 120, seconds: 60, type: "idle" },
    ...[180, 210, 240, 270].map((startSec) => ({ startSec, seconds: 30, type: "active" })),
  ];
  for (const length of lengths.filter((entry) => entry.type === "active")) {
    for (let second = 0; second < length.seconds; second += 1) {
      write(Profile.MesgNum.RECORD, { timestamp: at(length.startSec + second), heartRate: 130 });
    }
  }
  lengths.forEach((length, index) => {
    write(Profile.MesgNum.LENGTH, {
      timestamp: at(length.startSec + length.seconds),
      startTime: at(length.startSec),
      totalElapsedTime: length.seconds,
      totalTimerTime: length.seconds,
      lengthType: length.type,
      messageIndex: index,
      ...(length.type === "active" ? { totalStrokes: 15, swimStroke: "freestyle" } : {}),
    });
  });
  write(Profile.MesgNum.SESSION, {
    timestamp: at(300),
    startTime: at(0),
    sport: "swimming",
    subSport: "lapSwimming",
    totalTimerTime: 300,
    totalElapsedTime: 300,
    totalDistance: 200,
    poolLength: 25,
    numActiveLengths: 8,
  });
  return encoder.close();
}

describe("pool swim: the timer runs through the rests", () => {
  it("has the timer as duration and the active lengths as moving time", () => {
    const file = poolSwim();
    // 0-300 s with the timer on, the rest at the wall included.
    expect(timerOnSec("swim.fit", file)).toBe(300);
    const [activity] = parseActivityFile("swim.fit", file).activities;
    const { summary } = analyseActivity(activity);
    expect(summary.durationSec).toBe(300);
    // 8 active lengths × 30 s.
    expect(summary.movingTimeSec).toBe(240);
    expect(summary.distanceM).toBe(200);
    // Pace per 100 m over the timer: 300 s / 2 = 150 s; while moving: 240 s / 2 = 120 s.
    expect(summary.avgPaceSec).toBeCloseTo(150, 6);
    expect(summary.movingPaceSec).toBeCloseTo(120, 6);
  });
});
