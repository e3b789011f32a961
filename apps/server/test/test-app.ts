import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import type { AppDeps } from "../src/app-deps";
import { backgroundWork } from "../src/background";
import { loadConfig } from "../src/config";
import { createDatabase, type Database } from "../src/db/client";
import {
  type ActivityParser,
  createActivityParser,
} from "../src/features/activities/activity-parser";
import { createTokenSigner } from "../src/features/auth/tokens";
import type { Clock } from "../src/platform/clock";
import { type FakePlatform, fakePlatform } from "../src/platform/fake-platform";
import type { PushService } from "../src/platform/push/push-service";
import { createFileStorage } from "../src/platform/storage/create-file-storage";
import type { FileStorage } from "../src/platform/storage/file-storage";
import { createTestDatabase } from "./test-database";

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  deps: AppDeps;
  platform: FakePlatform;
  /** Delivers pending events and runs due jobs, as the background of a real instance would. */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/** The app over a fresh database, with the fake platform (docs/decisions/051-events-and-delivery.md). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** `push`: makes a real push service over the test's database (tests of a local endpoint). */
  options: {
    clock?: Clock;
    push?: (db: Database) => PushService;
    /** Another activity parser (tests of the worker limits); closed with the app. */
    activityParser?: ActivityParser;
    /** Another file store (a test looking at how files reach it). */
    storage?: FileStorage;
  } = {},
): Promise<TestContext> {
  const url = await createTestDatabase();
  const db = createDatabase(url, 4);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: url,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  // Tests that look at stored files name their DATA_DIR; the others get a temporary folder.
  const storage = options.storage ?? (env.DATA_DIR ? createFileStorage(config) : undefined);
  const platform = fakePlatform({ db, clock: options.clock, storage });
  // Real worker threads, as in production: one, so that test files running side by side
  // do not start a thread per core each.
  const activityParser =
    options.activityParser ??
    createActivityParser({ maxThreads: 1, maxOldGenerationSizeMb: config.parseWorkerMemoryMb });
  const deps: AppDeps = {
    db,
    config,
    tokens: createTokenSigner(
      "test-secret-that-is-long-enough-for-hs256-signing",
      config.accessTokenTtlSec,
    ),
    ...platform,
    ...(options.push ? { push: options.push(db) } : {}),
    activityParser,
  };
  const app = await buildApp(deps);
  const work = backgroundWork(deps);
  await platform.jobs.start([...platform.workers, ...work.workers]);
  await platform.events.start(work.subscribers);
  await app.ready();
  return {
    app,
    db,
    deps,
    platform,
    settle: () => platform.settle(),
    close: async () => {
      await app.close();
      await activityParser.close();
      await db.$client.end();
    },
  };
}
