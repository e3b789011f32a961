import type { AppDeps } from "./app-deps";
import { demoSeasonWorker } from "./demo/season/demo-season.job";
import { historyImportWorker } from "./features/history-import/history-import.job";
import { missedWorkoutsWorker } from "./features/notifications/missed-workouts.job";
import { notificationWorkers } from "./features/notifications/notification-workers";
import { notificationSubscribers } from "./features/notifications/notifications.subscribers";
import { paymentWorkers } from "./features/payments/payment-jobs";
import { quickstartSubscribers } from "./features/quickstart/quickstart.subscribers";
import type { EventSubscriber } from "./platform/events/event-bus";
import type { JobWorker } from "./platform/jobs/job-queue";

/**
 * Every feature's background work in one place, as app.ts is for routes: the job workers and the
 * event subscribers an instance runs (docs/decisions/053-jobs.md).
 */
export function backgroundWork(deps: AppDeps): {
  workers: JobWorker<unknown>[];
  subscribers: EventSubscriber[];
} {
  return {
    workers: [
      ...notificationWorkers(deps),
      missedWorkoutsWorker(deps),
      ...paymentWorkers(deps),
      historyImportWorker(deps),
      // The demo is never written in production (its passwords are public).
      ...(deps.config.hasDemoSeason ? [demoSeasonWorker(deps)] : []),
    ],
    subscribers: [...notificationSubscribers(deps), ...quickstartSubscribers(deps)],
  };
}
