import { todayIn } from "@coach/shared/calendar/athlete-today";
import { loadConfig } from "./config";
import { migrateDatabase } from "./db/migrate";
import { openConfiguredDatabase } from "./db/open-database";
import { demoLoginLines } from "./demo/demo-logins";
import { isDemoSeasonPending } from "./demo/season/demo-season";
import { demoSeasonJob } from "./demo/season/demo-season.job";
import { seedDemoIfEmpty } from "./demo/seed";
import { getOrCreateServerSecret } from "./features/auth/server-secret";
import { createTokenSigner } from "./features/auth/tokens";
import { createLogger } from "./platform/logger";
import { startServerInstance } from "./server-instance";

const config = loadConfig();
// Readable lines for a person at a terminal in development; JSON lines otherwise.
const logger = createLogger({
  level: config.logLevel,
  pretty: !config.isProduction && process.stdout.isTTY === true,
});
const database = await openConfiguredDatabase(config, 10, (error) =>
  logger.warn({ err: error }, "database connection lost; reconnecting on the next query"),
);
const { db, connectionString } = database;
await migrateDatabase(db);

const secret = config.jwtSecret ?? (await getOrCreateServerSecret(db, "jwt"));
const {
  app,
  deps,
  stop: stopInstance,
} = await startServerInstance({
  db,
  config,
  connectionString,
  tokens: createTokenSigner(secret, config.accessTokenTtlSec),
  logger,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping");
  await stopInstance();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

await app.listen({ port: config.port, host: config.host });

if (!config.isProduction) {
  const demo = await seedDemoIfEmpty(db);
  // The demo's season is written in the background: the app answers meanwhile.
  const isSeasonPending = config.hasDemoSeason && (await isDemoSeasonPending(db));
  if (isSeasonPending)
    await deps.jobs.send(demoSeasonJob, { today: todayIn("UTC") }, { singletonKey: "demo" });
  const lines = [
    "",
    `Endurance Coach is running at ${config.publicUrl}`,
    `Database: ${database.description}`,
    ...(config.hasDevRoutes
      ? [`Outbox (mail, from this machine only): ${config.publicUrl}/dev/mail`]
      : []),
    ...(config.hasApiDocs ? [`API docs: ${config.publicUrl}/api/docs`] : []),
    ...demoLoginLines(demo),
    ...(isSeasonPending
      ? [
          "The demo's season (six months of training) is being written in the background: about a minute.",
        ]
      : []),
    "",
  ];
  console.log(lines.join("\n"));
}
