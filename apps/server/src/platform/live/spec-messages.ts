import type { AppEvent } from "@coach/shared/events/app-events";
import type { SpecMessage } from "@coach/shared/events/spec-messages";

/** A spec-format message and the users whose sockets get it. */
export type SpecFrame = { audience: number[]; message: SpecMessage };

/**
 * The messages in the spec's own format (`{"type":"notification",...}`, `coachDelete`) that an
 * event also makes, sent after its `AppEvent` frame (docs/decisions/054-live-updates-and-push.md).
 * Most events make none. The audience of each is at most the event's own.
 */
export function specFramesOf(event: AppEvent): SpecFrame[] {
  switch (event.type) {
    case "notification.created":
      return [
        {
          audience: [event.userId],
          message: {
            type: "notification",
            notification: {
              id: event.notificationId,
              notification_type: event.notificationType,
              content: event.content,
              timestamp: event.timestamp,
              read: false,
              category: event.category,
              data: event.data,
            },
          },
        },
      ];
    case "coach.removed":
      return [
        { audience: [event.coachId], message: { type: "coachDelete", coachId: event.coachId } },
      ];
    default:
      return [];
  }
}
