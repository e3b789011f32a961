import type { AppEvent, AppEventOf, AppEventType } from "@coach/shared/events/app-events";

type AudienceRule<Type extends AppEventType> = (event: AppEventOf<Type>) => number[];

/**
 * Whose browsers hear an event on the live channel: one rule per event type, so a new event
 * type does not compile until it says who may see it. An event reaches only the users listed;
 * everyone else's sockets never see it.
 */
const audienceRules: { [Type in AppEventType]: AudienceRule<Type> } = {
  "activity.imported": (event) => [event.athleteId],
  "activity.deleted": (event) => [event.athleteId],
  "activity.changed": (event) => both(event.athleteId, event.changedBy),
  "notification.created": (event) => [event.userId],
  "notifications.changed": (event) => [event.userId],
  "invitation.sent": (event) => withReceiver(event.senderId, event.receiverId),
  "invitation.answered": (event) => withReceiver(event.senderId, event.receiverId),
  "athlete.created": (event) => [event.ownerId],
  "coach.removed": (event) => [event.ownerId, event.coachId],
  "athlete.removed": (event) => [event.coachId, event.athleteId],
  "athlete.muted": (event) => [event.coachId],
  "onboarding.submitted": (event) => [event.coachId],
  "comment.added": (event) => both(event.athleteId, event.authorId),
  "race.scheduled": (event) => both(event.athleteId, event.actorId),
  "zones.changed": (event) => both(event.athleteId, event.changedBy),
  "athlete.injury-reported": (event) => [event.athleteId],
  "workouts.scheduled": (event) => [...new Set([event.actorId, ...event.athleteIds])],
  "history-import.progressed": (event) =>
    event.uploadedBy === null ? [event.athleteId] : both(event.athleteId, event.uploadedBy),
  // No browser hears it: the channel closes the sockets of the ended sessions instead.
  "session.revoked": () => [],
};

/** The athlete and the person who acted on their data, once when they are the same. */
function both(athleteId: number, actorId: number): number[] {
  return athleteId === actorId ? [athleteId] : [athleteId, actorId];
}

/** An invitation's sender, and its receiver once the invited address has an account. */
function withReceiver(senderId: number, receiverId: number | null): number[] {
  return receiverId === null ? [senderId] : [senderId, receiverId];
}

/** The ids of the users whose open sockets receive this event. */
export function audienceOf(event: AppEvent): number[] {
  const rule = audienceRules[event.type] as AudienceRule<typeof event.type>;
  return rule(event);
}
