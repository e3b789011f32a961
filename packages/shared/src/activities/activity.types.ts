/**
 * The shapes of a decoded activity file. Everything is SI: seconds, metres, m/s, W, bpm,
 * degrees (positions are converted from FIT semicircles on decoding), °C.
 */

/** A value that a recording may lack: a missing sensor reading is null, never 0. */
export type SampleValue = number | null;

/** The per-record channels, stored as columns (one array per channel, same length as timeSec). */
export const RECORD_CHANNELS = [
  "heartRateBpm",
  "powerW",
  "speedMps",
  "distanceM",
  "altitudeM",
  "cadenceRpm",
  "latitudeDeg",
  "longitudeDeg",
  "temperatureC",
] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

/** Records as columns: timeSec is seconds since the activity's start; intervals may be uneven. */
export type ActivityRecords = { timeSec: number[] } & Record<RecordChannel, SampleValue[]>;

/** The device's own session figures, when the file carries them (FIT session, TCX laps). */
export interface DeviceSummary {
  timerTimeSec?: number;
  elapsedTimeSec?: number;
  distanceM?: number;
  avgHeartRateBpm?: number;
  maxHeartRateBpm?: number;
  avgSpeedMps?: number;
  maxSpeedMps?: number;
  avgPowerW?: number;
  maxPowerW?: number;
  normalizedPowerW?: number;
  intensityFactor?: number;
  trainingStressScore?: number;
  thresholdPowerW?: number;
  avgCadenceRpm?: number;
  totalAscentM?: number;
  totalDescentM?: number;
  totalCalories?: number;
  activeTimeSec?: number;
}

export interface ActivityLap {
  /** Seconds since the activity's start. */
  startSec: number;
  /** Timer time of the lap (pauses excluded); the elapsed time is kept apart. */
  durationSec: number;
  elapsedSec: number;
  distanceM: number | null;
  avgHeartRateBpm: number | null;
  avgPowerW: number | null;
  avgSpeedMps: number | null;
}

export interface SwimLength {
  startSec: number;
  durationSec: number;
  /** Idle lengths are the rests a pool swim records between sets. */
  isActive: boolean;
  strokes: number | null;
  stroke: string | null;
}

export interface SwimData {
  poolLengthM: number;
  lengths: SwimLength[];
  activeLengthCount: number;
  totalStrokes: number | null;
}

/** A stretch of the recording in seconds since the start, end excluded. */
export interface TimeRange {
  startSec: number;
  endSec: number;
}

export interface ParsedActivity {
  /** Ours: 1 running (walking and hiking included), 2 cycling, 3 swimming, 4 strength; null when the file's sport is none of them. */
  sportId: number | null;
  /** The file's own sport name, e.g. "walking", "cycling/indoorCycling", "Biking". */
  sourceSport: string | null;
  /**
   * True when the file names no sport and sportId was inferred from the recording
   * (activity-sport-inference.ts, decision 120); absent or false when the file said it.
   */
  isSportInferred?: boolean;
  /** The file's own name of the activity (a GPX track's name, a FIT file's workout), if any. */
  title: string | null;
  /** UTC ISO 8601. */
  startTime: string;
  deviceSummary: DeviceSummary | null;
  records: ActivityRecords;
  laps: ActivityLap[];
  swim: SwimData | null;
  /**
   * Where the device's timer was stopped (FIT timer events), or null when the file does not
   * say (GPX, TCX, FIT without timer events): the normaliser then infers pauses from gaps.
   */
  timerPauses: TimeRange[] | null;
}

export type ActivityFileFormat = "fit" | "gpx" | "tcx";

export interface ParsedActivityFile {
  fileName: string;
  format: ActivityFileFormat;
  /** fileFingerprint(bytes): recognises a file imported twice. */
  fingerprint: string;
  /** True when the file ends early (integrity check failed) but its records decoded. */
  isTruncated: boolean;
  warnings: string[];
  /** One per session (FIT multisport) or per activity (TCX) or track (GPX). */
  activities: ParsedActivity[];
}
