import type { AppDeps } from "../../app-deps";
import { eventSubscriber } from "../../platform/events/event-bus";
import { forgetDeletedActivity, notifyActivityImported } from "./notifications.service";

/** The events that notifications act on; listed in src/background.ts. */
export function notificationSubscribers(deps: AppDeps) {
  return [
    eventSubscriber({
      name: "notifications.activity-imported",
      event: "activity.imported",
      handle: (event) => notifyActivityImported(deps, event),
    }),
    eventSubscriber({
      name: "notifications.activity-deleted",
      event: "activity.deleted",
      handle: (event) => forgetDeletedActivity(deps, event),
    }),
  ];
}
