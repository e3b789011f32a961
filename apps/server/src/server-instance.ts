import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { AppDeps } from "./app-deps";
import { backgroundWork } from "./background";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createActivityParser } from "./features/activities/activity-parser";
import { removeStaleUploads } from "./features/activities/upload-temp-file";
import type { TokenSigner } from "./features/auth/tokens";
import type { Logger } from "./platform/logger";
import { createPlatform, startBackground, stopBackground } from "./platform/platform";

export type ServerInstance = { app: FastifyInstance; deps: AppDeps; stop: () => Promise<void> };

/**
 * One server instance as production runs it: the HTTP app over the real platform, with every
 * feature's background work started. `stop` closes the app, then lets running jobs finish.
 */
export async function startServerInstance(options: {
  db: Database;
  config: Config;
  connectionString: string;
  tokens: TokenSigner;
  logger: Logger;
}): Promise<ServerInstance> {
  const { db, config, logger } = options;
  const platform = createPlatform({
    db,
    config,
    logger,
    connectionString: options.connectionString,
  });
  const activityParser = createActivityParser({
    maxThreads: config.parseWorkers,
    maxOldGenerationSizeMb: config.parseWorkerMemoryMb,
  });
  const deps: AppDeps = { db, config, tokens: options.tokens, ...platform, activityParser };
  // Beside the start, not before it: the folder may be large, and nothing waits for it.
  removeStaleUploads(config.uploadTmpDir).then(
    (count) => {
      if (count > 0) logger.info({ count }, "stale temporary uploads removed");
    },
    (error: unknown) => logger.warn({ err: error }, "stale temporary uploads not removed"),
  );
  const app = await buildApp(deps);
  const work = backgroundWork(deps);
  await startBackground(platform, {
    workers: [...platform.workers, ...work.workers],
    subscribers: work.subscribers,
  });
  return {
    app,
    deps,
    stop: async () => {
      await app.close();
      await stopBackground(platform);
      await activityParser.close();
    },
  };
}
