import type { AppDeps } from "../../app-deps";
import { eventSubscriber } from "../../platform/events/event-bus";
import { findInvitationNotice } from "../invitations/invitations.service";
import {
  forgetDeletedActivity,
  notifyActivityImported,
  notifyInvitationSent,
} from "./notifications.service";

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
    eventSubscriber({
      name: "notifications.invitation-sent",
      event: "invitation.sent",
      handle: (event) => notifyInvitationSent(deps, event, findInvitationNotice),
    }),
  ];
}
