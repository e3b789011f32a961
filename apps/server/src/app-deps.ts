import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ActivityParser } from "./features/activities/activity-parser";
import type { TokenSigner } from "./features/auth/tokens";
import type { KeptAnswers } from "./platform/answers/kept-answers";
import type { Clock } from "./platform/clock";
import type { EventBus } from "./platform/events/event-bus";
import type { JobQueue } from "./platform/jobs/job-queue";
import type { Logger } from "./platform/logger";
import type { MailService } from "./platform/mail/mail-service";
import type { PushService } from "./platform/push/push-service";
import type { FileStorage } from "./platform/storage/file-storage";

/**
 * What every feature gets from the app, passed explicitly when features are registered. The
 * outside world (time, mail, files, background work, devices) is reached only through these.
 */
export type AppDeps = {
  db: Database;
  config: Config;
  tokens: TokenSigner;
  logger: Logger;
  clock: Clock;
  events: EventBus;
  jobs: JobQueue;
  mail: MailService;
  storage: FileStorage;
  push: PushService;
  /** Answers kept in memory while what they read is unchanged (docs/decisions/127-kept-answers.md). */
  answers: KeptAnswers;
  /** Activity files are decoded and analysed in worker threads (created at start, closed at stop). */
  activityParser: ActivityParser;
};
