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
import { todayIn } from "@coach/shared/calendar/athlete-today";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { SPORT_OF_RECORD_KEY } from "@coach/shared/records/record.schemas";
import {
  type AthleteZones,
  athleteZones,
  SPORTS_OF_METHOD_TYPE,
} from "@coach/shared/zones/athlete-zones";
import { UpdateZonesBodySchema } from "@coach/shared/zones/zone.schemas";
import type { AppDeps } from "../../app-deps";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../access/athlete-access";
import {
  lockAthleteCalendars,
  recomputeWorkoutTotals,
} from "../calendar/calendar-workouts.service";
import * as notifications from "../notifications/notifications.service";
import { findUser, type UserRow, updateUserZones } from "../people/users.service";
import * as repository from "./activities.repository";
import { activityType } from "./activity-mapping";

type Options = { db: Database; viewer: UserRow };
/** Taking a notification's action removes it: an event other tabs follow. */
type ActionOptions = Options & Pick<AppDeps, "events">;

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
export async function acceptRecords(options: ActionOptions & { body: AcceptRecordsBody }) {
  const { db, viewer, body } = options;
  const notification = await notifications.findOwnNotification(db, {
    userId: viewer.id,
    id: body.notificationId,
    type: NOTIFICATION_TYPES.newRecords,
  });
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
    await notifications.removeNotification(options, tx, notification);
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
export async function peakAction(options: ActionOptions & { body: PeakActionBody }) {
  const { db, viewer, body } = options;
  const notification = await notifications.findOwnNotification(db, {
    userId: viewer.id,
    id: body.id,
    type: NOTIFICATION_TYPES.peak,
  });
  if (!notification) throw AppError.notFound();
  if (body.action === "dismiss") {
    await notifications.removeNotification(options, db, notification);
    return { message: PEAK_ACTION_TAKEN };
  }
  const peak = PeakNotificationDataSchema.parse(notification.data);
  const outcome = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: [peak.athlete_id] });
    const athlete = await findUser({ db: tx, userId: peak.athlete_id });
    if (!athlete) throw AppError.notFound();
    const zones = athleteZones(athlete.zones);
    const current = currentThreshold(zones, peak.methodType, peak.zone);
    if (isPeakStale(peak, current)) {
      await notifications.removeNotification(options, tx, notification);
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
    // A zones write like any other: it bumps their version, so an editor still open is told.
    await updateUserZones({
      db: tx,
      userId: athlete.id,
      write: { zones: updated, updatedBy: viewer.id },
    });
    // The athlete's own act: told for the record, it raises no 'zones' notice.
    await options.events.emit(tx, {
      type: "zones.changed",
      athleteId: athlete.id,
      changedBy: viewer.id,
      methodType: peak.methodType,
      methods: [peak.zone],
    });
    await recomputeWorkoutTotals({
      tx,
      athleteId: athlete.id,
      sports: SPORTS_OF_METHOD_TYPE[peak.methodType],
      fromDate: todayIn(athlete.timezone),
      zones: updated,
    });
    await notifications.removeNotification(options, tx, notification);
    return "accepted" as const;
  });
  if (outcome === "stale") throw new AppError(ErrorCode.validation, PEAK_STALE_MESSAGE);
  return { message: PEAK_ACTION_TAKEN };
}
