import { asc, eq } from "drizzle-orm";
import type { TestContext } from "../../../test/test-app";
import { mailOutbox, notifications } from "../../db/schema";
import { type NotificationNotice, raiseNotifications } from "./raise-notifications";

/** Helpers of the notification tests (not a test file itself). */

/** Raises notices in one transaction, as a feature's trigger does. */
export function raise(ctx: TestContext, notices: NotificationNotice[]) {
  return ctx.db.transaction((tx) => raiseNotifications(ctx.deps, tx, notices));
}

/** A comment on the person's activity `100 + n`, numbered n. */
export function commentNotice(
  userId: number,
  n: number,
  side: NotificationNotice["side"] = "athlete",
): NotificationNotice {
  return {
    userId,
    side,
    type: "comment",
    content: `Carl Coach commented on your run: "Nice one ${n}"`,
    data: {
      athlete_id: userId,
      eid: 100 + n,
      eventType: "activity",
      eventDate: "2031-03-14",
      comment_id: n,
      comment: `Nice one ${n}`,
      author_id: 1,
      authorName: "Carl Coach",
    },
    dedupeKey: `comment:${side}:${n}`,
  };
}

/** The mails written to an address, oldest first. */
export function mailsTo(ctx: TestContext, email: string) {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.id));
}

/** A person's stored notifications, oldest first. */
export function storedNotifications(ctx: TestContext, userId: number) {
  return ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
