import type { RecordKey } from "@coach/shared/activities/new-records";
import type { MatchedPlan, SpecComment } from "@coach/shared/activities/spec-activity";
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  activities,
  activityComments,
  athleteRecords,
  calendarWorkouts,
  users,
} from "../../db/schema";
import { userFullName } from "../../db/user-name";

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = Omit<typeof activities.$inferInsert, "id" | "createdAt">;
/** An activity without its samples (the one large column). */
export type ActivityListRow = Omit<ActivityRow, "samples">;
export type AthleteRecordRow = typeof athleteRecords.$inferSelect;

const { samples: _samples, ...listColumns } = getTableColumns(activities);
const inTimeOrder = [asc(activities.startTime), asc(activities.id)];

export async function findActivity(db: Executor, id: number): Promise<ActivityListRow | undefined> {
  const rows = await db.select(listColumns).from(activities).where(eq(activities.id, id)).limit(1);
  return rows[0];
}

export async function findSamples(db: Executor, id: number): Promise<Buffer | undefined> {
  const rows = await db
    .select({ samples: activities.samples })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return rows[0]?.samples;
}

/** The athlete's activities of an inclusive date range (all without one), in time order. */
export async function findActivitiesInRange(
  db: Executor,
  athleteId: number,
  range: { startDate?: string; endDate?: string },
): Promise<ActivityListRow[]> {
  return db
    .select(listColumns)
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        range.startDate ? gte(activities.date, range.startDate) : undefined,
        range.endDate ? lte(activities.date, range.endDate) : undefined,
      ),
    )
    .orderBy(...inTimeOrder);
}

/** The two activities after this one (by start), for the analysis page. */
export async function findNextActivities(db: Executor, row: ActivityListRow, limit = 2) {
  return db
    .select({
      id: activities.id,
      date: activities.date,
      sport: activities.sport,
      name: activities.name,
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, row.athleteId),
        or(
          gt(activities.startTime, row.startTime),
          and(eq(activities.startTime, row.startTime), gt(activities.id, row.id)),
        ),
      ),
    )
    .orderBy(...inTimeOrder)
    .limit(limit);
}

/**
 * What an imported file may already be, in one statement under the import's lock: the athlete's
 * activities from the same file (`sameFile`, by its fingerprint: activities_file_unique), and
 * those starting from `toleranceSec` before the earliest of `startTimes` to `toleranceSec`
 * after the latest (`near`, activities_athlete_start), with the duration and distance the
 * same-session rule compares. Each list in time order; an activity may be in both.
 */
export async function findKnownOrNear(
  db: Executor,
  athleteId: number,
  fingerprint: string,
  startTimes: Date[],
  toleranceSec: number,
) {
  const times = startTimes.map((time) => time.getTime());
  const from = new Date(Math.min(...times) - toleranceSec * 1000);
  const to = new Date(Math.max(...times) + toleranceSec * 1000);
  const columns = (list: "file" | "near") => ({
    list: sql<"file" | "near">`${list}`.as("list"),
    id: activities.id,
    date: activities.date,
    sport: activities.sport,
    name: activities.name,
    startTime: activities.startTime,
    durationSec: sql<number | null>`(${activities.summary}->>'durationSec')::float8`.as(
      "duration_sec",
    ),
    distanceM: sql<number | null>`(${activities.summary}->>'distanceM')::float8`.as("distance_m"),
  });
  const rows = await db
    .select(columns("file"))
    .from(activities)
    .where(and(eq(activities.athleteId, athleteId), eq(activities.fileFingerprint, fingerprint)))
    .unionAll(
      db
        .select(columns("near"))
        .from(activities)
        .where(
          and(
            eq(activities.athleteId, athleteId),
            gte(activities.startTime, from),
            lte(activities.startTime, to),
          ),
        ),
    );
  const inTime = rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
  return {
    sameFile: inTime.filter((row) => row.list === "file"),
    near: inTime.filter((row) => row.list === "near"),
  };
}

/** The fields a new analysis of the stored file writes (a changed sport). */
export type AnalysisFields = Pick<
  NewActivityRow,
  "sport" | "name" | "summary" | "laps" | "samples" | "meanMax" | "bestEfforts"
>;

export async function setAnalysis(db: Executor, id: number, fields: AnalysisFields) {
  const rows = await db
    .update(activities)
    .set(fields)
    .where(eq(activities.id, id))
    .returning(listColumns);
  return rows[0];
}

/** Removes the athlete's accepted records that came of an activity and no longer hold. */
export async function deleteRecordsOfActivity(
  db: Executor,
  activityId: number,
  isStale: (key: RecordKey) => boolean,
) {
  const rows = await db
    .select({ id: athleteRecords.id, key: athleteRecords.key })
    .from(athleteRecords)
    .where(eq(athleteRecords.activityId, activityId));
  const stale = rows.filter((row) => isStale(row.key as RecordKey)).map((row) => row.id);
  if (stale.length === 0) return;
  await db.delete(athleteRecords).where(inArray(athleteRecords.id, stale));
}

/** Inserts the rows; a row already there (same file, sport and start) is skipped. */
export async function insertActivities(db: Executor, rows: NewActivityRow[]) {
  if (rows.length === 0) return [];
  return db.insert(activities).values(rows).onConflictDoNothing().returning(listColumns);
}

export async function setName(db: Executor, id: number, name: string) {
  const rows = await db
    .update(activities)
    .set({ name })
    .where(eq(activities.id, id))
    .returning(listColumns);
  return rows[0];
}

export async function setMatch(
  db: Executor,
  id: number,
  matchedWorkoutId: number | null,
  deviation: number | null,
) {
  const rows = await db
    .update(activities)
    .set({ matchedWorkoutId, deviation })
    .where(eq(activities.id, id))
    .returning(listColumns);
  return rows[0];
}

/** Frees a planned workout held by another activity (re-matching moves the match). */
export async function unmatchWorkout(db: Executor, workoutId: number, exceptActivityId: number) {
  await db
    .update(activities)
    .set({ matchedWorkoutId: null, deviation: null })
    .where(
      and(eq(activities.matchedWorkoutId, workoutId), sql`${activities.id} <> ${exceptActivityId}`),
    );
}

export async function deleteActivity(db: Executor, id: number) {
  const rows = await db
    .delete(activities)
    .where(eq(activities.id, id))
    .returning({ fileKey: activities.fileKey });
  return rows[0];
}

/** Whether any other activity still points at the stored file (a multisport file is shared). */
export async function isFileKeyUsed(db: Executor, fileKey: string) {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.fileKey, fileKey))
    .limit(1);
  return rows.length > 0;
}

/** Planned workouts of the athlete on a date, not matched by any activity, in calendar order. */
export async function findUnmatchedWorkoutsOn(db: Executor, athleteId: number, dates: string[]) {
  if (dates.length === 0) return [];
  return db
    .select({
      id: calendarWorkouts.id,
      date: calendarWorkouts.date,
      type: calendarWorkouts.type,
      basedOn: calendarWorkouts.basedOn,
      totalDuration: calendarWorkouts.totalDuration,
      totalDistance: calendarWorkouts.totalDistance,
      position: calendarWorkouts.position,
    })
    .from(calendarWorkouts)
    .where(
      and(
        eq(calendarWorkouts.athleteId, athleteId),
        inArray(calendarWorkouts.date, dates),
        sql`not exists (select 1 from ${activities} where ${activities.matchedWorkoutId} = ${calendarWorkouts.id})`,
      ),
    )
    .orderBy(asc(calendarWorkouts.date), asc(calendarWorkouts.position), asc(calendarWorkouts.id));
}

export async function findAthleteWorkout(db: Executor, athleteId: number, workoutId: number) {
  const rows = await db
    .select({
      id: calendarWorkouts.id,
      date: calendarWorkouts.date,
      type: calendarWorkouts.type,
      basedOn: calendarWorkouts.basedOn,
      totalDuration: calendarWorkouts.totalDuration,
      totalDistance: calendarWorkouts.totalDistance,
      position: calendarWorkouts.position,
    })
    .from(calendarWorkouts)
    .where(and(eq(calendarWorkouts.id, workoutId), eq(calendarWorkouts.athleteId, athleteId)))
    .limit(1);
  return rows[0];
}

export async function findActivityMatchedTo(db: Executor, workoutId: number) {
  const rows = await db
    .select(listColumns)
    .from(activities)
    .where(eq(activities.matchedWorkoutId, workoutId))
    .limit(1);
  return rows[0];
}

/** A planned workout as a comment names it. */
export async function findWorkoutForComment(db: Executor, workoutId: number) {
  const rows = await db
    .select({
      id: calendarWorkouts.id,
      athleteId: calendarWorkouts.athleteId,
      date: calendarWorkouts.date,
      name: calendarWorkouts.name,
    })
    .from(calendarWorkouts)
    .where(eq(calendarWorkouts.id, workoutId))
    .limit(1);
  return rows[0];
}

/** The planned workouts the activities matched, as the spec's Activity compares them. */
export async function findMatchedPlans(
  db: Executor,
  workoutIds: number[],
): Promise<Map<number, MatchedPlan>> {
  if (workoutIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: calendarWorkouts.id,
      basedOn: calendarWorkouts.basedOn,
      totalDurationSec: calendarWorkouts.totalDuration,
      totalDistanceM: calendarWorkouts.totalDistance,
      totalStress: calendarWorkouts.totalStress,
    })
    .from(calendarWorkouts)
    .where(inArray(calendarWorkouts.id, workoutIds));
  return new Map(rows.map(({ id, ...plan }) => [id, plan]));
}

/** The comments of the activities, oldest first, as the spec's Comment. */
export async function findCommentsOf(
  db: Executor,
  activities: { id: number; matchedWorkoutId: number | null }[],
): Promise<Map<number, SpecComment[]>> {
  const byActivity = new Map<number, SpecComment[]>(activities.map(({ id }) => [id, []]));
  if (activities.length === 0) return byActivity;
  // Comments written on the planned workout before an activity matched it are the activity's too.
  const activityOfWorkout = new Map(
    activities.flatMap(({ id, matchedWorkoutId }) =>
      matchedWorkoutId === null ? [] : [[matchedWorkoutId, id] as const],
    ),
  );
  const rows = await db
    .select()
    .from(activityComments)
    .where(
      or(
        inArray(
          activityComments.activityId,
          activities.map(({ id }) => id),
        ),
        inArray(activityComments.workoutId, [...activityOfWorkout.keys(), -1]),
      ),
    )
    .orderBy(asc(activityComments.createdAt), asc(activityComments.id));
  for (const row of rows) {
    const activityId = row.activityId ?? activityOfWorkout.get(row.workoutId!);
    if (activityId === undefined) continue;
    byActivity.get(activityId)?.push({
      id: row.id,
      date: row.createdAt.toISOString(),
      content: row.content,
      user_id: row.userId,
    });
  }
  return byActivity;
}

/**
 * Comments of an activity, oldest first, with the author's name: its own, and those written on
 * its planned workout before it matched.
 */
export async function findComments(
  db: Executor,
  activity: { id: number; matchedWorkoutId: number | null },
) {
  return db
    .select({
      id: activityComments.id,
      content: activityComments.content,
      userId: activityComments.userId,
      createdAt: activityComments.createdAt,
      userName: userFullName(),
    })
    .from(activityComments)
    .innerJoin(users, eq(users.id, activityComments.userId))
    .where(
      activity.matchedWorkoutId === null
        ? eq(activityComments.activityId, activity.id)
        : or(
            eq(activityComments.activityId, activity.id),
            eq(activityComments.workoutId, activity.matchedWorkoutId),
          ),
    )
    .orderBy(asc(activityComments.createdAt), asc(activityComments.id));
}

export async function insertComment(
  db: Executor,
  row: {
    activityId: number | null;
    workoutId?: number | null;
    athleteId: number;
    userId: number;
    content: string;
  },
) {
  const rows = await db.insert(activityComments).values(row).returning();
  return rows[0]!;
}

export async function findRecords(db: Executor, athleteId: number): Promise<AthleteRecordRow[]> {
  return db
    .select()
    .from(athleteRecords)
    .where(eq(athleteRecords.athleteId, athleteId))
    .orderBy(desc(athleteRecords.date), asc(athleteRecords.key), asc(athleteRecords.id));
}

/** Stores records; one already there is replaced only by a better (higher) value. */
export async function upsertRecords(
  db: Executor,
  rows: {
    athleteId: number;
    key: string;
    range: string;
    value: number;
    date: string;
    activityId: number | null;
  }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(athleteRecords)
    .values(rows)
    .onConflictDoUpdate({
      target: [athleteRecords.athleteId, athleteRecords.key, athleteRecords.range],
      set: {
        value: sql`excluded.value`,
        date: sql`excluded.date`,
        activityId: sql`excluded.activity_id`,
      },
      setWhere: sql`excluded.value > ${athleteRecords.value}`,
    });
}

/**
 * The originals a user stored since `since`: how many, their bytes, and when the oldest was
 * stored (one per file: a file may hold several activities, which share its key).
 */
export async function uploadsSince(
  db: Executor,
  userId: number,
  since: Date,
): Promise<{ fileCount: number; totalBytes: number; oldestAt: Date | null }> {
  const files = db
    .select({
      sizeBytes: sql<number>`max(coalesce(${activities.fileSizeBytes}, 0))`.as("size_bytes"),
      storedAt: sql<Date>`min(${activities.createdAt})`.as("stored_at"),
    })
    .from(activities)
    .where(
      and(
        eq(activities.uploadedBy, userId),
        eq(activities.source, "upload"),
        gte(activities.createdAt, since),
      ),
    )
    .groupBy(activities.fileKey)
    .as("files");
  const rows = await db
    .select({
      fileCount: sql<number>`count(*)::int`,
      totalBytes: sql<string>`coalesce(sum(${files.sizeBytes}), 0)::bigint`,
      oldestAt: sql<string | null>`min(${files.storedAt})`,
    })
    .from(files);
  const row = rows[0];
  return {
    fileCount: row?.fileCount ?? 0,
    totalBytes: Number(row?.totalBytes ?? 0),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null,
  };
}
