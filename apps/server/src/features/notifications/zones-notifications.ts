import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import type { AppDeps } from "../../app-deps";
import { findUser } from "../people/users.service";
import { personName } from "./notice-texts";
import { raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs">;

const SPORT_OF_METHOD_TYPE: Record<AppEventOf<"zones.changed">["methodType"], string> = {
  runningMethods: "running",
  cyclingMethods: "cycling",
  swimmingMethods: "swimming",
};

const THRESHOLD_LABELS: Record<string, string> = {
  power: "FTP",
  ftpHr: "threshold heart rate",
  pace: "threshold pace",
  tpace: "T-pace",
};

/**
 * zones.changed: 'zones' to the athlete when someone else (a coach, the business owner) changed
 * their thresholds; their own changes (a zones save, an accepted peak) tell nobody. Each change
 * is one event, so the event's id keys its notice: delivered again, it adds none.
 */
export async function notifyZonesChanged(
  deps: Deps,
  event: AppEventOf<"zones.changed">,
  eventId: string,
) {
  if (event.changedBy === event.athleteId) return;
  await deps.db.transaction(async (tx) => {
    const changer = await findUser({ db: tx, userId: event.changedBy });
    if (!changer) return;
    const thresholds = event.methods.map((method) => THRESHOLD_LABELS[method] ?? method);
    const sport = SPORT_OF_METHOD_TYPE[event.methodType];
    const data: NotificationDataOf<"zones"> = {
      athlete_id: event.athleteId,
      methodType: event.methodType,
      changedBy: event.changedBy,
    };
    await raiseNotifications(deps, tx, [
      {
        userId: event.athleteId,
        side: "athlete",
        type: "zones",
        content: `${personName(changer)} changed your ${sport} ${thresholds.join(" and ")}`,
        data,
        dedupeKey: `zones:${event.athleteId}:${event.methodType}:${eventId}`,
      },
    ]);
  });
}
