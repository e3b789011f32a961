import type { AppDeps } from "../../app-deps";
import { eventSubscriber } from "../../platform/events/event-bus";
import { findInvitationNotice } from "../invitations/invitations.service";
import { notifyCommentAdded } from "./comment-notifications";
import { notifyInjuryReported } from "./injury-notifications";
import {
  forgetDeletedActivity,
  notifyActivityImported,
  notifyInvitationSent,
} from "./notifications.service";
import { notifyOvertrainingRisk } from "./overtraining-notifications";
import { notifyRaceScheduled } from "./race-notifications";
import { notifyZonesChanged } from "./zones-notifications";

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
    eventSubscriber({
      name: "notifications.comment-added",
      event: "comment.added",
      handle: (event) => notifyCommentAdded(deps, event),
    }),
    eventSubscriber({
      name: "notifications.race-scheduled",
      event: "race.scheduled",
      handle: (event) => notifyRaceScheduled(deps, event),
    }),
    eventSubscriber({
      name: "notifications.zones-changed",
      event: "zones.changed",
      handle: (event, { eventId }) => notifyZonesChanged(deps, event, eventId),
    }),
    eventSubscriber({
      name: "notifications.injury-reported",
      event: "athlete.injury-reported",
      handle: (event) => notifyInjuryReported(deps, event),
    }),
    eventSubscriber({
      name: "notifications.overtraining-check",
      event: "activity.imported",
      handle: (event) => notifyOvertrainingRisk(deps, event),
    }),
  ];
}
