import type {
  ActivityItem,
  AnalyzeResponse,
  CreateCommentBody,
} from "@coach/shared/activities/activity.schemas";
import { ACTIVITY_CONTENT_TYPES } from "@coach/shared/activities/activity-file";
import { messages } from "@coach/shared/validation/messages";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { FileStorage } from "../../platform/storage/file-storage";
import { accessibleAthlete } from "../access/athlete-access";
import { findCalendarWorkout, lockAthleteCalendars } from "../calendar/calendar-workouts.service";
import type { UserRow } from "../people/users.service";
import * as repository from "./activities.repository";
import { activityItem, activityItems } from "./activity-items";
import { type StoredSummary, workoutDeviation } from "./activity-mapping";

type Options = { db: Database; viewer: UserRow };

/** The activity, once the viewer may see its athlete (404 otherwise, as for a missing one). */
async function accessibleActivity(options: Options, activityId: number) {
  const row = await repository.findActivity(options.db, activityId);
  if (!row) throw AppError.notFound();
  const athlete = await accessibleAthlete(options.db, options.viewer, row.athleteId);
  return { row, athlete };
}

/** GET api/athlete/{id}/activities/?startDate&endDate. */
export async function listActivities(
  options: Options & { athleteId: number; startDate?: string; endDate?: string },
): Promise<ActivityItem[]> {
  const { db, viewer, athleteId } = options;
  await accessibleAthlete(db, viewer, athleteId);
  const rows = await repository.findActivitiesInRange(db, athleteId, options);
  return activityItems(db, rows);
}

/** GET api/activities/{activityId}/file: the original as uploaded. */
export async function openActivityFile(
  options: Options & { storage: FileStorage; activityId: number },
) {
  const { row } = await accessibleActivity(options, options.activityId);
  const stored = await options.storage.open(row.fileKey);
  if (!stored) throw AppError.notFound();
  const extension = row.fileKey.split(".").pop() ?? "";
  const contentTypes: Record<string, string> = ACTIVITY_CONTENT_TYPES;
  return {
    ...stored,
    fileName: row.fileName,
    contentType: contentTypes[extension] ?? "application/octet-stream",
  };
}

/**
 * DELETE api/activities/{activityId}/: the row (its comments with it), then the original once no
 * activity of the same file is left; activity.deleted tells the features that keep anything of
 * it (its pending notifications). The planned workout it matched is free again.
 */
export async function deleteActivity(
  options: Options & { storage: FileStorage; events: EventBus; activityId: number },
) {
  const { db } = options;
  const { row } = await accessibleActivity(options, options.activityId);
  const fileKey = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: [row.athleteId] });
    const deleted = await repository.deleteActivity(tx, row.id);
    if (!deleted) throw AppError.notFound();
    await options.events.emit(tx, {
      type: "activity.deleted",
      athleteId: row.athleteId,
      activityId: row.id,
    });
    return (await repository.isFileKeyUsed(tx, deleted.fileKey)) ? null : deleted.fileKey;
  });
  if (fileKey) await options.storage.remove(fileKey);
}

/**
 * POST api/activities/{activityId}/match/: matches the activity to a planned workout of the same
 * athlete (moving the match if another activity held it), or unmatches it with null.
 */
/** A new name, by the athlete or one of their coaches (the schema made it one line). */
export async function renameActivity(
  options: Options & { activityId: number; name: string },
): Promise<ActivityItem> {
  const { row } = await accessibleActivity(options, options.activityId);
  const updated = await repository.setName(options.db, row.id, options.name);
  if (!updated) throw AppError.notFound();
  return activityItem(options.db, updated);
}

export async function matchActivity(
  options: Options & { activityId: number; workoutId: number | null },
): Promise<ActivityItem> {
  const { db, workoutId } = options;
  const { row } = await accessibleActivity(options, options.activityId);
  const updated = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: [row.athleteId] });
    if (workoutId === null) return repository.setMatch(tx, row.id, null, null);
    const workout = await repository.findAthleteWorkout(tx, row.athleteId, workoutId);
    if (!workout) throw AppError.notFound();
    const summary = row.summary as StoredSummary;
    const deviation = workoutDeviation(workout, {
      sport: row.sport,
      durationSec: summary.durationSec,
      distanceM: summary.distanceM,
    });
    await repository.unmatchWorkout(tx, workoutId, row.id);
    return repository.setMatch(tx, row.id, workoutId, deviation);
  });
  if (!updated) throw AppError.notFound();
  return activityItem(options.db, updated);
}

function ref(row: { id: number; date: string; sport: number; name: string } | undefined) {
  return row ? { id: row.id, date: row.date, sport: row.sport, name: row.name } : null;
}

/** GET api/analyze/{id}: everything of the analysis page but the samples. */
export async function analyzeActivity(
  options: Options & { activityId: number },
): Promise<AnalyzeResponse> {
  const { db } = options;
  const { row, athlete } = await accessibleActivity(options, options.activityId);
  const [comments, workout, next] = await Promise.all([
    repository.findComments(db, row),
    row.matchedWorkoutId === null
      ? Promise.resolve(undefined)
      : findCalendarWorkout({ db, athlete, workoutId: row.matchedWorkoutId }),
    repository.findNextActivities(db, row),
  ]);
  const summary = row.summary as StoredSummary;
  return {
    activity: await activityItem(db, row),
    comments: comments.map(toComment),
    workout: (workout ?? null) as Record<string, unknown> | null,
    next_activity: ref(next[0]),
    after_next_activity: ref(next[1]),
    laps: row.laps as Record<string, unknown>[],
    peaks: {
      time: row.meanMax as Record<string, unknown>[],
      distance: row.bestEfforts as Record<string, unknown>[],
    },
    zones: summary.timeInZones as unknown as Record<string, unknown>,
    summary: summary as unknown as Record<string, unknown>,
  };
}

/** GET api/analyze/{id}/samples: the stored gzip of EncodedClientSamples JSON. */
export async function activitySamples(options: Options & { activityId: number }) {
  const { row } = await accessibleActivity(options, options.activityId);
  const samples = await repository.findSamples(options.db, row.id);
  if (!samples) throw AppError.notFound();
  return samples;
}

function toComment(row: Awaited<ReturnType<typeof repository.findComments>>[number]) {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    content: row.content,
    user_id: row.userId,
    user_name: row.userName,
  };
}

/**
 * POST api/athlete/workouts/comments/{id}: the athlete and those who coach them comment on an
 * activity ('activity'), or on the activity matched to a planned workout ('workout');
 * comment.added tells the other side.
 */
/**
 * What a comment is written on: the activity; for event_type 'workout', the activity matched to
 * the planned workout, or the workout itself while nothing matched it.
 */
async function commentSubject(db: Database, eventType: "activity" | "workout", id: number) {
  const activity =
    eventType === "workout"
      ? await repository.findActivityMatchedTo(db, id)
      : await repository.findActivity(db, id);
  if (activity) return { ...activity, activityId: activity.id, workoutId: null };
  if (eventType === "activity") return undefined;
  const workout = await repository.findWorkoutForComment(db, id);
  return workout && { ...workout, activityId: null, workoutId: workout.id };
}

export async function addComment(
  options: Options & {
    events: EventBus;
    id: number;
    body: CreateCommentBody & { comment: string };
  },
) {
  const { db, viewer, id, body } = options;
  const eventType = body.event_type ?? "activity";
  const subject = await commentSubject(db, eventType, id);
  if (!subject) throw AppError.notFound();
  await accessibleAthlete(db, viewer, subject.athleteId);
  if (body.athlete !== undefined && String(body.athlete) !== String(subject.athleteId)) {
    throw AppError.field("athlete", messages.calendarAthleteMismatch);
  }
  const comment = await db.transaction(async (tx) => {
    const inserted = await repository.insertComment(tx, {
      activityId: subject.activityId,
      workoutId: subject.workoutId,
      athleteId: subject.athleteId,
      userId: viewer.id,
      content: body.comment,
    });
    await options.events.emit(tx, {
      type: "comment.added",
      commentId: inserted.id,
      activityId: subject.activityId,
      workoutId: subject.workoutId,
      athleteId: subject.athleteId,
      authorId: viewer.id,
      eventType,
      activityName: subject.name,
      date: subject.date,
      comment: inserted.content,
    });
    return inserted;
  });
  return { id: comment.id, date: comment.createdAt.toISOString(), user_id: comment.userId };
}

// What an archive import (features/history-import, docs/decisions/123-history-archive-import.md)
// takes of the upload's path: the same import of each file, its temporary files and its slots.
export {
  displayFileName,
  type ImportContext,
  type ImportFileOptions,
  type IncomingFile,
  importFile,
  recordBook,
  type StoredActivity,
  uploadTarget,
} from "./activity-import";
export { createUploadSlots } from "./upload-limits";
export { streamToTempFile, temporaryUpload, tempUploadPath } from "./upload-temp-file";

/**
 * Keeps each record where it beats the stored one (or none is stored): the rebuild at the end of
 * an archive import, which writes the best of the archive at once.
 */
export async function keepBetterRecords(
  db: Executor,
  rows: Parameters<typeof repository.upsertRecords>[1],
) {
  await repository.upsertRecords(db, rows);
}
