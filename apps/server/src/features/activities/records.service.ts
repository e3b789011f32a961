import {
  type AcceptRecordsBody,
  NewRecordsNotificationDataSchema,
  NOTIFICATION_TYPES,
  PEAK_ACTION_TAKEN,
  PEAK_STALE_MESSAGE,
  type PeakActionBody,
  PeakNotificationDataSchema,
  type RecordItem,
} from "@coach/shared/activities/activity.schemas";
import type { RecordKey } from "@coach/shared/activities/new-records";
import { isPeakStale } from "@coach/shared/activities/peaks";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { SPORT_OF_RECORD_KEY } from "@coach/shared/records/record.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { UpdateZonesBodySchema } from "@coach/shared/zones/zone.schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../calendar/athlete-access";
import { todayIn } from "../calendar/athlete-today";
import * as calendar from "../calendar/calendar.repository";
import { toWorkoutBody } from "../calendar/calendar-mapping";
import { findUserById, type UserRow, updateUser } from "../people/users.repository";
import { type AthleteZones, athleteZones, SPORTS_OF_METHOD_TYPE } from "../zones/athlete-zones";
import * as repository from "./activities.repository";
import { activityType } from "./activity-mapping";

type Options = { db: Database; viewer: UserRow };

/** GET api/garmin/records/?athlete=: the athlete's accepted records (the caller's own without). */
export async function listRecords(
  options: Options & { athleteId?: number },
): Promise<RecordItem[]> {
  const { db, viewer } = options;
  const athleteId = options.athleteId ?? viewer.id;
  await accessibleAthlete(db, viewer, athleteId);
  const rows = await repository.findRecords(db, athleteId);
  return rows.map((row) => ({
    id: row.id,
    key: row.key as RecordKey,
    range: Number(row.range),
    value: row.value,
    calendar_date: row.date,
    activity_type: activityType(SPORT_OF_RECORD_KEY[row.key as RecordKey] ?? 0),
    activity_id: row.activityId,
  }));
}

/**
 * POST api/athlete/records/accept/: stores the chosen records of the caller's new-records
 * notification (values from the notification, never from the request; a stored record is only
 * replaced by a better one) and removes the notification.
 */
export async function acceptRecords(options: Options & { body: AcceptRecordsBody }) {
  const { db, viewer, body } = options;
  const notification = await repository.findNotification(
    db,
    viewer.id,
    body.notificationId,
    NOTIFICATION_TYPES.newRecords,
  );
  if (!notification) throw AppError.notFound();
  const data = NewRecordsNotificationDataSchema.parse(notification.data);
  const chosen = new Set(body.records.map((record) => record.id));
  const records = data.newRecords
    .filter((record) => chosen.has(record.id))
    .map((record) => ({
      athleteId: data.athlete_id,
      key: record.key,
      range: String(record.range),
      value: record.value,
      date: data.activityDate,
      activityId: data.activityId,
    }));
  await db.transaction(async (tx) => {
    // The activity may have been deleted since: keep the record, without its link.
    const activity = await repository.findActivity(tx, data.activityId);
    const rows = activity ? records : records.map((record) => ({ ...record, activityId: null }));
    await repository.upsertRecords(tx, rows);
    await repository.deleteNotification(tx, notification.id);
  });
  return { message: "Records accepted" };
}

function currentThreshold(zones: AthleteZones, methodType: keyof AthleteZones, zone: string) {
  const method = (zones[methodType] as Record<string, { threshold: number | null }>)[zone];
  return method?.threshold ?? null;
}

/**
 * POST api/athlete/peaks/: accept writes the peak's value as the athlete's threshold (and
 * recomputes their planned workouts from today, as a zones update does); dismiss only removes
 * the notification. A peak whose threshold has since improved is stale: the notification goes
 * and the answer is 400 'Threshold has been improved since this peak was detected'.
 */
export async function peakAction(options: Options & { body: PeakActionBody }) {
  const { db, viewer, body } = options;
  const notification = await repository.findNotification(
    db,
    viewer.id,
    body.id,
    NOTIFICATION_TYPES.peak,
  );
  if (!notification) throw AppError.notFound();
  if (body.action === "dismiss") {
    await repository.deleteNotification(db, notification.id);
    return { message: PEAK_ACTION_TAKEN };
  }
  const peak = PeakNotificationDataSchema.parse(notification.data);
  const outcome = await db.transaction(async (tx) => {
    await calendar.lockAthleteCalendar(tx, peak.athlete_id);
    const athlete = await findUserById(tx, peak.athlete_id);
    if (!athlete) throw AppError.notFound();
    const zones = athleteZones(athlete.zones);
    const current = currentThreshold(zones, peak.methodType, peak.zone);
    if (isPeakStale(peak, current)) {
      await repository.deleteNotification(tx, notification.id);
      return "stale" as const;
    }
    const methods = zones[peak.methodType] as Record<string, object>;
    const data = { ...methods, [peak.zone]: { ...methods[peak.zone], threshold: peak.value } };
    const parsed = UpdateZonesBodySchema.safeParse({ methodType: peak.methodType, data });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? PEAK_STALE_MESSAGE;
      throw new AppError(ErrorCode.validation, message);
    }
    const updated: AthleteZones = { ...zones, [peak.methodType]: parsed.data.data };
    await updateUser(tx, athlete.id, { zones: updated });
    const sports = SPORTS_OF_METHOD_TYPE[peak.methodType];
    const today = todayIn(athlete.timezone);
    const workouts = await calendar.findWorkoutsOfSportsFrom(tx, athlete.id, sports, today);
    await calendar.updateTotals(
      tx,
      workouts.map((row) => ({ id: row.id, ...computeWorkoutTotals(toWorkoutBody(row), updated) })),
    );
    await repository.deleteNotification(tx, notification.id);
    return "accepted" as const;
  });
  if (outcome === "stale") throw new AppError(ErrorCode.validation, PEAK_STALE_MESSAGE);
  return { message: PEAK_ACTION_TAKEN };
}
