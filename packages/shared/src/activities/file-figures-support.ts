import { Decoder, type SessionMesg, Stream } from "@garmin/fitsdk";
import { decodeUtf8 } from "../formats/text-bytes.ts";
import type { ParsedActivity } from "./activity.types.ts";
import { parseActivityFile } from "./activity-file.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { analyseActivity } from "./analyse-activity.ts";
import type { ActivitySummary, ComputedFigures } from "./summary.ts";

/**
 * Test support (file-figures.test.ts and scripts/activity-figures-report.ts): every real file of
 * fixtures/activities against our stored summary. The reference figures are read from the file
 * itself, by code of its own: FIT session messages through @garmin/fitsdk's Decoder, TCX laps'
 * totals and GPX track times from the XML text. Our figures are analyseActivity's summary,
 * what the import stores. Tolerances: 1 % for time and distance, 2 % for the rest; never less
 * than half a unit of what the device writes in whole units (bpm, W, m of ascent, kcal), nor
 * 1 s for a time, the grid's resolution (docs/decisions/030-activity-samples-and-pauses.md).
 */

export type FigureKind = "time" | "distance" | "other";

export interface FigureRow {
  file: string;
  /** Which activity of the file (0 for a single one): a multisport's sessions in order. */
  activity: number;
  figure: string;
  kind: FigureKind;
  device: number;
  ours: number | null;
  /** Our own computation from the samples, where the device's figure replaced it; else ours. */
  computed: number | null;
  /** (ours − device) / device in %; null without ours, or when the device says 0. */
  differencePct: number | null;
  toleranceAbs: number;
  isWithin: boolean;
}

/** A file that is not an activity: refused with a message matching `message`. */
export interface RefusedFile {
  file: string;
  message: RegExp;
  why: string;
}

const NOT_AN_ACTIVITY = /holds no activity records/;
const NO_TIMED_TRACK = /no track points with a time/;

export const REFUSED_FILES: RefusedFile[] = [
  { file: "Settings.fit", message: NOT_AN_ACTIVITY, why: "a device settings file" },
  { file: "MonitoringFile.fit", message: NOT_AN_ACTIVITY, why: "all-day monitoring, no session" },
  { file: "route.gpx", message: NO_TIMED_TRACK, why: "a route (rtept), no track" },
  {
    file: "cerknicko-without-times.gpx",
    message: /time/,
    why: "5 of its 296 track points have a time",
  },
  {
    file: "gpx_with_garmin_extension.gpx",
    message: NO_TIMED_TRACK,
    why: "one waypoint, no track",
  },
  { file: "unicode_with_bom.gpx", message: NO_TIMED_TRACK, why: "one waypoint, no track" },
  {
    file: "Mojstrovka.gpx",
    message: /plausible timestamp/,
    why: "every point at 1901-12-13T20:45:52Z, a placeholder",
  },
];

export function isActivityFileName(name: string): boolean {
  return /\.(fit|tcx|gpx)$/i.test(name);
}

interface Figure {
  label: string;
  kind: FigureKind;
  /** The device writes it in whole units. */
  isWhole?: boolean;
  ours: (summary: ActivitySummary) => number | null;
  /** Where the summary keeps our own value when the device's replaced it (decision 117). */
  own?: keyof ComputedFigures;
}

/** The figures a file may carry, each with ours beside it and how close it must be. */
const FIGURES = {
  timerSec: {
    label: "timer time (s)",
    kind: "time",
    ours: (s) => s.durationSec,
    own: "durationSec",
  },
  elapsedSec: {
    label: "elapsed time (s)",
    kind: "time",
    ours: (s) => s.elapsedSec,
    own: "elapsedSec",
  },
  // GPX has no timer: its one time is the first to the last point, elapsed time for us.
  spanSec: {
    label: "first-to-last time (s)",
    kind: "time",
    ours: (s) => s.elapsedSec,
    own: "elapsedSec",
  },
  distanceM: {
    label: "distance (m)",
    kind: "distance",
    ours: (s) => s.distanceM,
    own: "distanceM",
  },
  ascentM: {
    label: "ascent (m)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.elevationGainM,
    own: "elevationGainM",
  },
  avgHeartRateBpm: {
    label: "avg heart rate (bpm)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.avgHeartRateBpm,
    own: "avgHeartRateBpm",
  },
  maxHeartRateBpm: {
    label: "max heart rate (bpm)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.maxHeartRateBpm,
    own: "maxHeartRateBpm",
  },
  avgSpeedMps: {
    label: "avg speed (m/s)",
    kind: "other",
    ours: (s) => s.avgSpeedMps,
    own: "avgSpeedMps",
  },
  avgPowerW: {
    label: "avg power (W)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.power?.avgPowerW ?? null,
    own: "avgPowerW",
  },
  normalizedPowerW: {
    label: "normalized power (W)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.power?.normalizedPowerW ?? null,
    own: "normalizedPowerW",
  },
  calories: {
    label: "calories (kcal)",
    kind: "other",
    isWhole: true,
    ours: (s) => s.caloriesKcal,
  },
} satisfies Record<string, Figure>;
type FigureKey = keyof typeof FIGURES;
type DeviceFigures = Partial<Record<FigureKey, number>>;

function row(
  file: string,
  activity: number,
  key: FigureKey,
  device: number,
  summary: ActivitySummary | null,
): FigureRow {
  const figure: Figure = FIGURES[key];
  const ours = summary ? figure.ours(summary) : null;
  const own = figure.own;
  const replaced = own === undefined ? undefined : summary?.computed?.[own];
  const share = figure.kind === "other" ? 0.02 : 0.01;
  const floor = figure.kind === "time" ? 1 : figure.isWhole ? 0.5 : 0;
  const toleranceAbs = Math.max(Math.abs(device) * share, floor);
  return {
    file,
    activity,
    figure: figure.label,
    kind: figure.kind,
    device,
    ours,
    computed: replaced === undefined ? ours : replaced,
    differencePct: ours === null || device === 0 ? null : ((ours - device) / device) * 100,
    toleranceAbs,
    // A device's 0 (an indoor ride's distance, calories without a user profile) says, as our
    // "none" does, that nothing was measured.
    isWithin: ours === null ? device === 0 : Math.abs(ours - device) <= toleranceAbs + 1e-9,
  };
}

/** The file's sessions in time order, as @garmin/fitsdk decodes them. */
export function fitSessions(bytes: Uint8Array): SessionMesg[] {
  const { messages } = new Decoder(Stream.fromByteArray(bytes)).read();
  const timeOf = (session: SessionMesg) => new Date(session.startTime as Date).getTime();
  return [...(messages.sessionMesgs ?? [])].sort((a, b) => timeOf(a) - timeOf(b));
}

function fitFigures(session: SessionMesg): DeviceFigures {
  return {
    timerSec: session.totalTimerTime,
    elapsedSec: session.totalElapsedTime,
    distanceM: session.totalDistance,
    ascentM: session.totalAscent,
    avgHeartRateBpm: session.avgHeartRate,
    maxHeartRateBpm: session.maxHeartRate,
    avgSpeedMps: (session.enhancedAvgSpeed ?? session.avgSpeed) as number | undefined,
    avgPowerW: session.avgPower,
    normalizedPowerW: session.normalizedPower,
    calories: session.totalCalories,
  };
}

function elements(text: string, name: string): string[] {
  const pattern = new RegExp(`<(?:\\w+:)?${name}[\\s>][\\s\\S]*?</(?:\\w+:)?${name}>`, "g");
  return text.match(pattern) ?? [];
}

function firstNumber(text: string, name: string): number | undefined {
  const match = new RegExp(`<(?:\\w+:)?${name}>\\s*([-\\d.eE+]+)\\s*<`).exec(text);
  return match ? Number(match[1]) : undefined;
}

/** A TCX lap's own totals: what comes before its <Track>. */
interface TcxLap {
  timerSec: number;
  distanceM?: number;
  calories?: number;
  avgHeartRateBpm?: number;
  maxHeartRateBpm?: number;
}

function tcxLaps(activity: string): TcxLap[] {
  return elements(activity, "Lap").map((lap) => {
    const head = lap.split(/<(?:\w+:)?Track>/)[0];
    const heartRate = (name: string) => {
      const block = elements(head, name)[0];
      return block ? firstNumber(block, "Value") : undefined;
    };
    return {
      timerSec: firstNumber(head, "TotalTimeSeconds") ?? 0,
      distanceM: firstNumber(head, "DistanceMeters"),
      calories: firstNumber(head, "Calories"),
      avgHeartRateBpm: heartRate("AverageHeartRateBpm"),
      maxHeartRateBpm: heartRate("MaximumHeartRateBpm"),
    };
  });
}

function sumOf(values: (number | undefined)[]): number | undefined {
  const present = values.filter((value) => value !== undefined);
  return present.length > 0 ? present.reduce((sum, value) => sum + value, 0) : undefined;
}

/** The laps' sums; the average heart rate is the laps' averages weighted by their timer time. */
function tcxFigures(laps: TcxLap[]): DeviceFigures {
  const withHeartRate = laps.filter((lap) => lap.avgHeartRateBpm !== undefined);
  const heartRateSec = withHeartRate.reduce((sum, lap) => sum + lap.timerSec, 0);
  const heartRateBeats = withHeartRate.reduce(
    (sum, lap) => sum + lap.timerSec * (lap.avgHeartRateBpm ?? 0),
    0,
  );
  const maxima = laps.map((lap) => lap.maxHeartRateBpm).filter((value) => value !== undefined);
  return {
    timerSec: laps.reduce((sum, lap) => sum + lap.timerSec, 0),
    distanceM: sumOf(laps.map((lap) => lap.distanceM)),
    avgHeartRateBpm: heartRateSec > 0 ? heartRateBeats / heartRateSec : undefined,
    maxHeartRateBpm: maxima.length > 0 ? Math.max(...maxima) : undefined,
    calories: sumOf(laps.map((lap) => lap.calories)),
  };
}

/** A GPX track's first-to-last point time: the only time a GPX carries. */
function gpxFigures(track: string): DeviceFigures | null {
  const times = elements(track, "trkpt")
    .map((point) => /<(?:\w+:)?time>([^<]+)</.exec(point)?.[1])
    .filter((time) => time !== undefined)
    .map((time) => Date.parse(time));
  if (times.length === 0) return null;
  return { spanSec: (Math.max(...times) - Math.min(...times)) / 1000 };
}

/** The file's own figures, one entry per session (FIT), activity (TCX) or timed track (GPX). */
export function deviceFigures(name: string, bytes: Uint8Array): DeviceFigures[] {
  if (/\.fit$/i.test(name)) return fitSessions(bytes).map(fitFigures);
  const text = decodeUtf8(bytes, "activity");
  if (/\.tcx$/i.test(name)) return elements(text, "Activity").map((a) => tcxFigures(tcxLaps(a)));
  return elements(text, "trk")
    .map(gpxFigures)
    .filter((figures) => figures !== null);
}

export interface FileFigures {
  file: string;
  rows: FigureRow[];
  /** Set when the file was refused, or the number of activities does not match. */
  problem: string | null;
}

/** Every figure the file carries against ours; refused files come back with the reason. */
export function fileFigures(name: string, bytes: Uint8Array): FileFigures {
  let activities: ParsedActivity[];
  try {
    activities = parseActivityFile(name, bytes).activities;
  } catch (error) {
    if (error instanceof ActivityFileError) return { file: name, rows: [], problem: error.message };
    throw error;
  }
  const references = deviceFigures(name, bytes);
  const problem =
    references.length === activities.length
      ? null
      : `the file has ${references.length} sessions or tracks, we stored ${activities.length} activities`;
  const rows = references.flatMap((figures, index) => {
    const activity = activities[index];
    const summary = activity ? analyseActivity(activity).summary : null;
    return (Object.keys(FIGURES) as FigureKey[])
      .filter((key) => figures[key] !== undefined && Number.isFinite(figures[key]))
      .map((key) => row(name, index, key, figures[key]!, summary));
  });
  return { file: name, rows, problem };
}
