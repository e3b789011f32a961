import { loadConfig } from "../config";
import { migrateDatabase } from "../db/migrate";
import { openConfiguredDatabase } from "../db/open-database";
import { demoLoginLines } from "./demo-logins";
import { seedDemoIfEmpty } from "./seed";

/**
 * `npm run demo`: applies the migrations, then creates the demo business, coaches and athletes
 * on DATABASE_URL or the embedded PostgreSQL under DATA_DIR when the database has no users yet,
 * and prints the sign-ins. Never in production: the demo passwords are public.
 */
const config = loadConfig();
if (config.isProduction) {
  console.error("npm run demo: refused with NODE_ENV=production (the demo passwords are public).");
  process.exit(1);
}
const target = await openConfiguredDatabase(config);
try {
  await migrateDatabase(target.db);
  const demo = await seedDemoIfEmpty(target.db);
  console.log([`Database: ${target.description}`, ...demoLoginLines(demo)].join("\n"));
} finally {
  await target.close();
}
