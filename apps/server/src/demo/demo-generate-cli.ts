import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { migrateDatabase } from "../db/migrate";
import { openConfiguredDatabase } from "../db/open-database";
import { progressLine, writeBulkSeasons } from "./season/bulk-season";
import { DEMO_SEED } from "./season/demo-season";

/**
 * `npm run demo:generate -- --coaches N --athletes-per-coach M --months K [--seed S]
 * [--first-coach F] [--today YYYY-MM-DD]`: applies the migrations, then writes generated
 * coaches (coach-F@generated.coach on), in businesses of ten, with M athletes each and K months
 * of their seasons (calendar, races, activities with summaries and samples) on DATABASE_URL or
 * the embedded PostgreSQL under DATA_DIR, beside whatever is there (the demo stays). Prints its
 * progress and rate after every business. Never in production: the generated people share a
 * password derived from the seed.
 */
const usage =
  "usage: npm run demo:generate -- --coaches N --athletes-per-coach M --months K [--seed S] [--first-coach F] [--today YYYY-MM-DD]";
const { values } = parseArgs({
  options: {
    coaches: { type: "string" },
    "athletes-per-coach": { type: "string" },
    months: { type: "string" },
    seed: { type: "string" },
    "first-coach": { type: "string" },
    today: { type: "string" },
  },
});
const count = (value: string | undefined, fallback?: number) => {
  const number = value === undefined ? fallback : Number(value);
  if (number === undefined || !Number.isInteger(number) || number < 0) {
    console.error(usage);
    process.exit(1);
  }
  return number;
};
const coaches = count(values.coaches);
const athletesPerCoach = count(values["athletes-per-coach"]);
const months = count(values.months);
const seed = count(values.seed, DEMO_SEED);
const firstCoach = count(values["first-coach"], 0);
const today = values.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || coaches === 0 || months === 0) {
  console.error(usage);
  process.exit(1);
}

const config = loadConfig();
if (config.isProduction) {
  console.error("npm run demo:generate: refused with NODE_ENV=production.");
  process.exit(1);
}
const target = await openConfiguredDatabase(config);
try {
  await migrateDatabase(target.db);
  console.log(
    `Database: ${target.description}. Generating ${coaches} coaches x ${athletesPerCoach} athletes x ${months} months (seed ${seed}, today ${today}).`,
  );
  const client = await target.db.$client.connect();
  try {
    const result = await writeBulkSeasons(client, {
      coaches,
      athletesPerCoach,
      months,
      seed,
      today,
      firstCoach,
      onProgress: (progress) => console.log(progressLine(progress)),
    });
    console.log(`Done: ${progressLine(result)}.`);
    console.log(`Sign in as coach-${firstCoach}@generated.coach, password generated-${seed}.`);
  } finally {
    client.release();
  }
} finally {
  await target.close();
}
