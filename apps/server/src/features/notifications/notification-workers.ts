import type { AppDeps } from "../../app-deps";
import { jobWorker } from "../../platform/jobs/job-queue";
import { sendMailDigest } from "./mail-digest";
import { mailDigestJob, pushNotificationJob } from "./notification-jobs";
import { pushNotification } from "./notification-push";

/** The delivery jobs of notifications (e-mail digests, web push); listed in src/background.ts. */
export function notificationWorkers(deps: AppDeps) {
  return [
    jobWorker(mailDigestJob, (payload, context) => sendMailDigest(deps, payload, context)),
    jobWorker(pushNotificationJob, (payload) => pushNotification(deps, payload)),
  ];
}
