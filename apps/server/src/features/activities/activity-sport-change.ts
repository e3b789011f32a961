import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { SPORT_OF_RECORD_KEY } from "@coach/shared/records/record.schemas";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { FileStorage } from "../../platform/storage/file-storage";
import { accessibleAthlete } from "../access/athlete-access";
import { lockAthleteCalendars } from "../calendar/calendar-workouts.service";
import type { UserRow } from "../people/users.service";
import type { ActivityListRow } from "./activities.repository";
import * as repository from "./activities.repository";
import { activityItem } from "./activity-items";
import {
  chooseWorkout,
  defaultActivityName,
  type StoredSummary,
  storedSummaryOf,
  workoutDeviation,
} from "./activity-mapping";
import type { ImportedActivity } from "./activity-parse.task";
import type { ActivityParser } from "./activity-parser";

/**
 * A sport changed by the athlete or one of their coaches (PATCH api/activities/{id}/ { sport }):
 * the original file is read again from storage and analysed as the new sport in the parse
 * workers, so every figure follows (stress above all, time in zones, best efforts and power
 * curve, the match to a planned workout, the calendar): docs/decisions/120-sport-inference-and-change.md.
 */

export type SportChangeOptions = {
  db: Database;
  viewer: UserRow;
  storage: FileStorage;
  parser: ActivityParser;
  events: EventBus;
  /** Where the original is copied for the worker to read (the upload's temporary folder). */
  tmpDir: string;
  activityId: number;
  sport: number;
};

const REANALYSIS_FAILED =
  "The activity could not be analysed as this sport: its original file could not be read again.";

/** The stored original, copied to a temporary file the worker reads (removed by the caller). */
async function copyOriginal(storage: FileStorage, fileKey: string, tmpDir: string) {
  const stored = await storage.open(fileKey);
  if (!stored) throw new AppError(ErrorCode.conflict, REANALYSIS_FAILED);
  await mkdir(tmpDir, { recursive: true });
  const filePath = path.join(tmpDir, `coach-reanalysis-${randomUUID()}.part`);
  // A user's file: readable by the server's own system user only.
  await pipeline(stored.stream, createWriteStream(filePath, { flags: "wx", mode: 0o600 }));
  return filePath;
}

async function reanalyse(options: SportChangeOptions, row: ActivityListRow, athlete: UserRow) {
  const filePath = await copyOriginal(options.storage, row.fileKey, options.tmpDir);
  try {
    const result = await options.parser.importFile(
      row.fileName,
      filePath,
      athleteZones(athlete.zones),
      { startTime: row.startTime.toISOString(), sportId: options.sport },
    );
    const activity = result.ok ? result.activities[0] : undefined;
    if (!activity) throw new AppError(ErrorCode.conflict, REANALYSIS_FAILED);
    return activity;
  } finally {
    await rm(filePath, { force: true });
  }
}

/** The name follows the sport only when nobody chose it (it is still the one the import gave). */
function nameAfter(
  row: ActivityListRow,
  athlete: UserRow,
  activity: ImportedActivity,
  summary: StoredSummary,
) {
  const file = { title: activity.title, startTime: row.startTime };
  const before = row.summary as StoredSummary;
  const given = defaultActivityName(athlete, file, row.sport === 0 ? null : row.sport, before);
  return row.name === given
    ? defaultActivityName(athlete, file, activity.sportId, summary)
    : row.name;
}

/** The match after the change: kept (deviation again) when the sport still fits, else another. */
async function rematch(tx: Executor, row: ActivityListRow, summary: StoredSummary) {
  const done = { sport: row.sport, durationSec: summary.durationSec, distanceM: summary.distanceM };
  if (row.matchedWorkoutId !== null) {
    const workout = await repository.findAthleteWorkout(tx, row.athleteId, row.matchedWorkoutId);
    if (workout && chooseWorkout(done, [workout])) {
      return repository.setMatch(tx, row.id, workout.id, workoutDeviation(workout, done));
    }
    await repository.setMatch(tx, row.id, null, null);
  }
  const planned = await repository.findUnmatchedWorkoutsOn(tx, row.athleteId, [row.date]);
  const match = chooseWorkout(done, planned);
  if (!match) return repository.findActivity(tx, row.id);
  return repository.setMatch(tx, row.id, match.workoutId, match.deviation);
}

export async function changeActivitySport(options: SportChangeOptions): Promise<ActivityItem> {
  const { db, sport } = options;
  const found = await repository.findActivity(db, options.activityId);
  if (!found) throw AppError.notFound();
  const athlete = await accessibleAthlete(db, options.viewer, found.athleteId);
  if (found.sport === sport) return activityItem(db, found);

  const activity = await reanalyse(options, found, athlete);
  const summary = storedSummaryOf(activity, "changed");
  const updated = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: [found.athleteId] });
    const row = await repository.setAnalysis(tx, found.id, {
      sport,
      name: nameAfter(found, athlete, activity, summary),
      summary,
      laps: activity.laps,
      samples: Buffer.from(activity.analysis.samplesGzip),
      meanMax: activity.analysis.powerCurve,
      bestEfforts: activity.analysis.paceCurve,
    });
    if (!row) throw AppError.notFound();
    // A record the activity set as its former sport is no record of the new one.
    await repository.deleteRecordsOfActivity(
      tx,
      row.id,
      (key) => SPORT_OF_RECORD_KEY[key] !== sport,
    );
    const matched = await rematch(tx, row, summary);
    await options.events.emit(tx, {
      type: "activity.changed",
      athleteId: row.athleteId,
      activityId: row.id,
      changedBy: options.viewer.id,
    });
    return matched ?? row;
  });
  return activityItem(db, updated);
}
