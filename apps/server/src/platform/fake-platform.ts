import type { Database } from "../db/client";
import { keptAnswers } from "./answers/kept-answers";
import { type Clock, systemClock } from "./clock";
import { type FakeEventBus, fakeEventBus } from "./events/fake-event-bus";
import { type FakeJobQueue, fakeJobQueue } from "./jobs/fake-job-queue";
import { silentLogger } from "./logger";
import { createMailService, mailWorker } from "./mail/mail-service";
import type { Platform } from "./platform";
import { type FakePushService, fakePushService } from "./push/fake-push";
import type { FileStorage } from "./storage/file-storage";
import { memoryStorage } from "./storage/memory-storage";

export type FakePlatform = Platform & {
  events: FakeEventBus;
  push: FakePushService;
  jobs: FakeJobQueue;
  /** Delivers every pending event and runs every due job, until nothing is left. */
  settle(): Promise<void>;
};

/**
 * The platform of the feature tests: events and jobs wait in memory until `settle()`, mail is
 * written to the outbox (nothing is sent), files are kept in memory.
 */
export function fakePlatform(options: {
  db: Database;
  clock?: Clock;
  storage?: FileStorage;
}): FakePlatform {
  const events = fakeEventBus();
  const jobs = fakeJobQueue();
  const clock = options.clock ?? systemClock;
  const logger = silentLogger();
  return {
    logger,
    clock,
    events,
    jobs,
    mail: createMailService({ db: options.db, jobs }),
    storage: options.storage ?? memoryStorage(),
    push: fakePushService(),
    // The real cache over the test's database: every route test also proves its answers fresh.
    answers: keptAnswers({ db: options.db, logger }),
    // Mail stays in the outbox (no transport); the worker lets settle() run its delivery jobs.
    workers: [mailWorker({ db: options.db, transport: undefined, from: "test", logger })],
    async settle() {
      for (let round = 0; round < 100; round++) {
        if (!events.hasPending() && !jobs.hasDue(clock.now())) return;
        await events.deliverAll();
        await jobs.runAll(clock.now());
      }
      throw new Error("background work did not settle in 100 rounds");
    },
  };
}
