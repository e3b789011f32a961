import { todayIn } from "@coach/shared/calendar/athlete-today";
import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import {
  OVERTRAINING_QUIET_DAYS,
  OVERTRAINING_RECENT_DAYS,
  overtrainingRisk,
} from "@coach/shared/performance/overtraining";
import { addDays, isoWeek } from "@coach/shared/units/iso-week";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";
import { findCoachesToNotify } from "../people/people.service";
import { findUser } from "../people/users.service";
import { findTrainingLoadOn } from "../performance/performance.service";
import { dayInText, personName } from "./notice-texts";
import { raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs" | "clock">;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Whether one of the coaches was told of the athlete's overtraining risk on a day within the
 * quiet days of `date` (read through the coaches' own notifications, which are indexed).
 */
async function hasRecentNotice(tx: Executor, coachIds: number[], athleteId: number, date: string) {
  const quiet = OVERTRAINING_QUIET_DAYS - 1;
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, coachIds),
        eq(notifications.notificationType, "overtraining"),
        sql`${notifications.data}->>'athlete_id' = ${String(athleteId)}`,
        gte(sql`${notifications.data}->>'date'`, addDays(date, -quiet)),
        lte(sql`${notifications.data}->>'date'`, addDays(date, quiet)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * activity.imported: 'overtraining' to the athlete's coaches (not those who muted them) when
 * the load ratio on the activity's day crosses the line (docs/decisions/071-overtraining-rule.md).
 * Only for a day of the athlete's last week: a backfill of old files warns nobody of the past.
 * At most one notice per athlete in 7 days; the ISO week in the key keeps two deliveries (or two
 * activities delivered at once) to one.
 */
export async function notifyOvertrainingRisk(deps: Deps, event: AppEventOf<"activity.imported">) {
  const { athleteId, date } = event;
  await deps.db.transaction(async (tx) => {
    const athlete = await findUser({ db: tx, userId: athleteId });
    if (!athlete) return;
    const today = todayIn(athlete.timezone, deps.clock.now());
    if (date > today || date <= addDays(today, -OVERTRAINING_RECENT_DAYS)) return;
    const risk = overtrainingRisk({
      date,
      ...(await findTrainingLoadOn({ db: tx, athleteId, date })),
    });
    if (!risk) return;
    const coachIds = await findCoachesToNotify(tx, athleteId);
    if (coachIds.length === 0 || (await hasRecentNotice(tx, coachIds, athleteId, date))) return;
    const athleteName = personName(athlete);
    const data: NotificationDataOf<"overtraining"> = {
      athlete_id: athleteId,
      athleteName,
      date,
      atl: round(risk.atl, 1),
      ctl: round(risk.ctl, 1),
      ratio: round(risk.ratio, 2),
    };
    const week = isoWeek(date);
    await raiseNotifications(
      deps,
      tx,
      coachIds.map((userId) => ({
        userId,
        side: "coach",
        type: "overtraining",
        content: `${athleteName}'s 7-day load on ${dayInText(date)} is ${data.ratio} times their 42-day load (ATL ${data.atl}, CTL ${data.ctl}): a risk of overtraining`,
        data,
        dedupeKey: `overtraining:${athleteId}:${week.year}-W${String(week.week).padStart(2, "0")}`,
      })),
    );
  });
}
