import type { Config } from "../config";
import type { Database } from "../db/client";
import { type KeptAnswers, keptAnswers } from "./answers/kept-answers";
import { type Clock, systemClock } from "./clock";
import type { EventBus, EventSubscriber } from "./events/event-bus";
import { pgEventBus } from "./events/pg-event-bus";
import type { JobQueue, JobWorker } from "./jobs/job-queue";
import { pgBossQueue } from "./jobs/pg-boss-queue";
import type { Logger } from "./logger";
import { createMailService, type MailService, mailWorker } from "./mail/mail-service";
import { smtpTransport } from "./mail/smtp-transport";
import { createPushService, type PushService } from "./push/push-service";
import { createFileStorage } from "./storage/create-file-storage";
import type { FileStorage } from "./storage/file-storage";

/** The platform parts of AppDeps (docs/decisions/051-events-and-delivery.md). */
export type Platform = {
  logger: Logger;
  clock: Clock;
  events: EventBus;
  jobs: JobQueue;
  mail: MailService;
  storage: FileStorage;
  push: PushService;
  /** Answers kept in memory until the database says what they read changed (decision 127). */
  answers: KeptAnswers;
  /** Workers of the platform's own jobs (mail delivery, event pruning). */
  workers: JobWorker<unknown>[];
};

/** The real platform of a server instance over its database. */
export function createPlatform(options: {
  db: Database;
  config: Config;
  connectionString: string;
  logger: Logger;
}): Platform {
  const { db, config, logger } = options;
  const jobs = pgBossQueue({ connectionString: options.connectionString, logger });
  return {
    logger,
    clock: systemClock,
    jobs,
    events: pgEventBus({ db, connectionString: options.connectionString, jobs, logger }),
    mail: createMailService({ db, jobs }),
    storage: createFileStorage(config),
    push: createPushService({ db, config, logger }),
    answers: keptAnswers({ db, logger }),
    workers: [
      mailWorker({ db, transport: smtpTransport(config.smtpUrl), from: config.mailFrom, logger }),
    ],
  };
}

/** Starts this instance's background work: the job workers, then event delivery. */
export async function startBackground(
  platform: Pick<Platform, "jobs" | "events">,
  work: { workers: JobWorker<unknown>[]; subscribers: EventSubscriber[] },
) {
  await platform.jobs.start(work.workers);
  await platform.events.start(work.subscribers);
}

/** Stops taking work (running jobs finish first), then stops listening for events. */
export async function stopBackground(platform: Pick<Platform, "jobs" | "events">) {
  await platform.events.stop();
  await platform.jobs.stop();
}
