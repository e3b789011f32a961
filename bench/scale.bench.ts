/**
 * Does a coach's work cost more on a big platform? The same coach (owner of a business, 20
 * athletes, 200 library workouts) and the same busy athlete (3 planned sessions and a ride a
 * day for a year) on two databases side by side: the small demo database, and one that also
 * holds the rest of a platform of coaches x 20 athletes x 12 months of seasons written by the
 * season generator in bulk (bench/scale-data.ts, apps/server/src/demo/season/bulk-season.ts:
 * calendars, races, activities with summaries and samples). Over real HTTP, the time of each
 * call the web app makes (the calendar month and year, the athlete list, My athletes, the
 * dashboard, the library and the athlete pages: overview, performance, insights), one request at a time,
 * alternating between the two databases so that both meet the same machine (other work on it
 * slows both alike; a throughput run of one database then the other would not be comparable
 * on a shared machine). Target: each call's median within 1.1x of its small-database median.
 * Then the plan PostgreSQL chooses for every statement of every call on the large database:
 * no sequential scan of users, coach_athletes, calendar_workouts or activities.
 *
 * SCALE_COACHES (100 generated coaches besides the subject coach: the most this 2-core machine
 * generates in about ten minutes, docs/decisions/112-season-generator-scale.md), SCALE_MONTHS
 * (12), SCALE_REQUESTS (60 per call and database) and SCALE_WITHOUT_SAMPLES=1: the generated
 * platform's activities without their samples, for a platform whose samples do not fit on the
 * disk (1,000 coaches would need about 83 GB with them). No call of this bench reads samples,
 * and PostgreSQL keeps them out of line, so the indexes and plans are the same
 * (docs/decisions/141-scale-bench-at-a-thousand-coaches.md).
 */
import type { AddressInfo } from "node:net";
import { addDays, startOfIsoWeek } from "@coach/shared/units/iso-week";
import {
  captureStatements,
  describePlan,
  explain,
  isPlannable,
  PLATFORM_TABLES,
  seqScansOf,
} from "../apps/server/test/query-plans";
import {
  addPlatform,
  SCALE_COACH_EMAIL,
  SCALE_PASSWORD,
  seedSubjects,
  settle,
  sizesOf,
  today,
  yearStart,
} from "./scale-data";
import { type BenchApp, signInHeaders, startBenchApp } from "./support";

const PLATFORM_COACHES = Number(process.env.SCALE_COACHES ?? 100);
const PLATFORM_MONTHS = Number(process.env.SCALE_MONTHS ?? 12);
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 60);
const WITHOUT_SAMPLES = process.env.SCALE_WITHOUT_SAMPLES === "1";
const WARM_UP = 5;
const TARGET_SLOWDOWN = 1.1;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

// The rate limit counts requests per address: a load test from one address would hit it.
const env = { API_RATE_LIMIT: "1000000000" };
const small = await startBenchApp(env);
const large = await startBenchApp(env);
// Every call reads PostgreSQL, as after a write: kept answers (docs/decisions/127-kept-answers.md)
// would hide what the platform's size costs, and leave no statement to explain.
await small.deps.answers.stop();
await large.deps.answers.stop();
try {
  await run();
} finally {
  await small.stop();
  await large.stop();
}
// A rate limiter's cleanup timer of the stopped apps would keep the process alive.
process.exit(0);

async function run() {
  const subjects = await seedSubjects(small.db);
  const sameSubjects = await seedSubjects(large.db);
  if (JSON.stringify(subjects) !== JSON.stringify(sameSubjects)) {
    throw new Error("the two databases hold different subjects");
  }
  let started = performance.now();
  await addPlatform(large.db, PLATFORM_COACHES, PLATFORM_MONTHS, WITHOUT_SAMPLES);
  console.log(
    `platform generated in ${seconds(started)} s${WITHOUT_SAMPLES ? ", its activities without samples" : ""}`,
  );
  started = performance.now();
  await settle(small.db);
  await settle(large.db);
  console.log(`vacuum analyze in ${seconds(started)} s`);
  for (const [name, bench] of [
    ["small", small],
    ["large", large],
  ] as const) {
    const sizes = await sizesOf(bench.db);
    console.log(
      `${name} database: ${sizes.users} users, ${sizes.coach_athletes} coaching links, ${sizes.calendar_workouts} planned workouts, ${sizes.activities} activities, ${sizes.library_workouts} library workouts, ${sizes.megabytes} MB`,
    );
  }

  const busy = subjects.busyAthleteId;
  // The month grid the calendar shows for last month: Monday before its 1st to 6 weeks on.
  const lastMonth = `${addDays(today, -31).slice(0, 7)}-01`;
  const gridStart = startOfIsoWeek(lastMonth);
  const calls = [
    {
      name: "calendar month",
      path: `/api/athlete/${busy}/calendar/workouts/?startDate=${gridStart}&endDate=${addDays(gridStart, 41)}&athlete=${busy}`,
    },
    {
      name: "calendar year",
      path: `/api/athlete/${busy}/calendar/workouts/?startDate=${yearStart}&endDate=${today}&athlete=${busy}`,
    },
    { name: "athlete list", path: "/api/coach/athletes/" },
    { name: "my athletes", path: "/api/coach/my-athletes/" },
    { name: "dashboard", path: `/api/dashboard/?startDate=${addDays(today, -6)}&endDate=${today}` },
    { name: "library", path: "/api/coach/library/" },
    { name: "overview", path: `/api/athlete/${busy}/overview/` },
    {
      name: "performance",
      path: `/api/athlete/${busy}/performance/?startDate=${addDays(today, -90)}&endDate=${addDays(today, 14)}`,
    },
    {
      name: "insights",
      path: `/api/athlete/${busy}/insights/?startDate=${addDays(startOfIsoWeek(today), -77)}&endDate=${today}&period=week`,
    },
  ];

  async function origin(bench: BenchApp) {
    await bench.app.listen({ host: "127.0.0.1", port: 0 });
    return `http://127.0.0.1:${(bench.app.server.address() as AddressInfo).port}`;
  }
  const servers = {
    small: { bench: small, origin: await origin(small) },
    large: { bench: large, origin: await origin(large) },
  };

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const p95 = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

  /** One GET over HTTP (a kept-alive connection): its time in ms and body size in bytes. */
  async function get(server: (typeof servers)["small"], path: string, headers: Headers) {
    const started = performance.now();
    const response = await fetch(`${server.origin}${path}`, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return { ms: performance.now() - started, bytes };
  }

  console.log(
    `\nlatency of each call, ${REQUESTS} requests to each database, one after the other and alternating (target: large / small <= ${TARGET_SLOWDOWN})`,
  );
  console.log(
    `${"call".padEnd(16)}${"size".padStart(10)}${"small".padStart(11)}${"large".padStart(11)}${"large/small".padStart(13)}${"p95 small".padStart(11)}${"p95 large".padStart(11)}`,
  );
  let missed = 0;
  for (const call of calls) {
    const headers = {
      small: new Headers(await signInHeaders(small.app, SCALE_COACH_EMAIL, SCALE_PASSWORD)),
      large: new Headers(await signInHeaders(large.app, SCALE_COACH_EMAIL, SCALE_PASSWORD)),
    };
    const times = { small: [] as number[], large: [] as number[] };
    const sizes = new Set<number>();
    for (let index = -WARM_UP; index < REQUESTS; index++) {
      // Whichever goes first meets a slightly different machine: it alternates.
      const order = index % 2 === 0 ? (["small", "large"] as const) : (["large", "small"] as const);
      for (const name of order) {
        const { ms, bytes } = await get(servers[name], call.path, headers[name]);
        sizes.add(bytes);
        if (index >= 0) times[name].push(ms);
      }
    }
    // The subjects' rows are the same in both databases, so are the answers.
    if (sizes.size !== 1) throw new Error(`${call.name}: answers of ${[...sizes]} bytes`);
    const slowdown = median(times.large) / median(times.small);
    if (slowdown > TARGET_SLOWDOWN) missed += 1;
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);
    console.log(
      `${call.name.padEnd(16)}${`${([...sizes][0]! / 1024).toFixed(0)} kB`.padStart(10)}${ms(median(times.small))}${ms(median(times.large))}${`${slowdown.toFixed(2)}x`.padStart(13)}${ms(p95(times.small))}${ms(p95(times.large))}${slowdown > TARGET_SLOWDOWN ? "  MISSED" : ""}`,
    );
  }
  console.log(
    missed === 0
      ? `every call within ${TARGET_SLOWDOWN}x of its small-database time`
      : `${missed} call(s) slower than ${TARGET_SLOWDOWN}x on the large database`,
  );

  // The plans on the large database of every statement each call sends.
  console.log(
    `\nplans on the large database (a Seq Scan of ${PLATFORM_TABLES.join(", ")} is flagged)`,
  );
  const headers = await signInHeaders(large.app, SCALE_COACH_EMAIL, SCALE_PASSWORD);
  let flagged = 0;
  let explained = 0;
  for (const call of calls) {
    const statements = await captureStatements(large.db.$client, () =>
      large.app.inject({ method: "GET", url: call.path, headers }),
    );
    console.log(`${call.name}:`);
    for (const statement of statements.filter(isPlannable)) {
      const plan = await explain(large.db.$client, statement);
      const scans = seqScansOf(plan);
      explained += 1;
      flagged += scans.length;
      const text = statement.text.replace(/\s+/g, " ").slice(0, 70);
      console.log(`  ${scans.length > 0 ? "SEQ SCAN" : "ok"}  ${text}`);
      console.log(`        ${describePlan(plan).join(" > ")}`);
    }
  }
  console.log(
    flagged === 0
      ? `no Seq Scan on ${PLATFORM_TABLES.join(", ")} in ${explained} statements`
      : `${flagged} Seq Scan(s) on ${PLATFORM_TABLES.join(", ")} in ${explained} statements`,
  );
}
