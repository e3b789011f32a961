import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDatabase } from "./db/client";
import { startEmbeddedPostgres } from "./db/embedded";
import { migrateDatabase } from "./db/migrate";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "./demo/seed";
import { getOrCreateServerSecret } from "./features/auth/server-secret";
import { createTokenSigner } from "./features/auth/tokens";
import { createMailer } from "./features/mail/mailer";

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, "postgres"),
      port: config.embeddedPgPort,
    });
const db = createDatabase(config.databaseUrl ?? embedded!.url);
await migrateDatabase(db);

const secret = config.jwtSecret ?? (await getOrCreateServerSecret(db, "jwt"));
const app = await buildApp({
  db,
  config,
  tokens: createTokenSigner(secret, config.accessTokenTtlSec),
  mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom }),
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, "stopping");
  await app.close();
  await db.$client.end();
  await embedded?.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

await app.listen({ port: config.port, host: config.host });

if (!config.isProduction) {
  const demo = await seedDemoIfEmpty(db);
  const lines = [
    "",
    `Endurance Coach is running at ${config.publicUrl}`,
    embedded
      ? `Embedded PostgreSQL: ${embedded.url} (data in ${path.join(config.dataDir, "postgres")})`
      : "Using DATABASE_URL",
    `Outbox (mail): ${config.publicUrl}/dev/mail   API docs: ${config.publicUrl}/api/docs`,
    demo.created
      ? "Demo data created. Sign in with:"
      : "Demo accounts (password unchanged unless you changed it):",
    ...demo.accounts.map(
      (account) => `  ${account.role.padEnd(22)} ${account.email.padEnd(28)} ${DEMO_PASSWORD}`,
    ),
    "",
  ];
  console.log(lines.join("\n"));
}
