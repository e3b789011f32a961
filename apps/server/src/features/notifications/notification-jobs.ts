import { NotificationTypeSchema } from "@coach/shared/notifications/notifications.schemas";
import { z } from "zod";
import { jobType } from "../../platform/jobs/job-queue";

/**
 * One person's e-mail about one notification type: every notice of that type still waiting,
 * at most once an hour (mail-digest.ts). Queued by each stored notice that is to be mailed.
 */
export const mailDigestJob = jobType({
  name: "notifications.mail-digest",
  payload: z.object({ userId: z.number().int(), notificationType: NotificationTypeSchema }),
});

/** One stored notification pushed to its person's installed apps (notification-push.ts). */
export const pushNotificationJob = jobType({
  name: "notifications.push",
  payload: z.object({ notificationId: z.number().int() }),
});

/** At most one digest of a person and type waits at a time (the queue's singleton key). */
export const mailDigestKey = (userId: number, notificationType: string) =>
  `${userId}:${notificationType}`;
