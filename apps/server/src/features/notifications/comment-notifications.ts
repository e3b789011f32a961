import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import type { AppDeps } from "../../app-deps";
import { findCoachesToNotify } from "../people/people.service";
import { findUser } from "../people/users.service";
import { namedOn, personName, quote } from "./notice-texts";
import { type NotificationNotice, raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs">;

/**
 * comment.added: 'comment' to the other side. The athlete's comment goes to their coaches (not
 * those who muted them); a comment by anyone else (a coach, the business owner) goes to the
 * athlete. The author is never told of their own comment.
 */
export async function notifyCommentAdded(deps: Deps, event: AppEventOf<"comment.added">) {
  await deps.db.transaction(async (tx) => {
    const author = await findUser({ db: tx, userId: event.authorId });
    // An account deleted since has taken its comments with it.
    if (!author) return;
    const isByAthlete = event.authorId === event.athleteId;
    const recipients = isByAthlete
      ? await findCoachesToNotify(tx, event.athleteId)
      : [event.athleteId];
    const authorName = personName(author);
    const text = quote(event.comment);
    const data: NotificationDataOf<"comment"> = {
      athlete_id: event.athleteId,
      eid: event.activityId ?? event.workoutId!,
      workout_id: event.activityId === null ? event.workoutId : null,
      eventType: event.eventType,
      eventDate: event.date,
      comment_id: event.commentId,
      comment: text,
      author_id: event.authorId,
      authorName,
    };
    const activity = namedOn(event.activityName, event.date);
    const content = isByAthlete
      ? `${authorName} commented on their ${activity}: "${text}"`
      : `${authorName} commented on your ${activity}: "${text}"`;
    const notices: NotificationNotice[] = recipients
      .filter((userId) => userId !== event.authorId)
      .map((userId) => ({
        userId,
        side: isByAthlete ? "coach" : "athlete",
        type: "comment",
        content,
        data,
        dedupeKey: `comment:${event.commentId}`,
      }));
    await raiseNotifications(deps, tx, notices);
  });
}
