import type { DistanceEffort } from "@coach/shared/activities/best-efforts";
import type { CurvePoint } from "@coach/shared/activities/mean-max";
import type { TestContext } from "../../../test/test-app";
import { activities, calendarWorkouts } from "../../db/schema";

/** Helpers of the performance and macrocycle tests (not a test file itself). */

let serial = 0;

/**
 * A stored activity with only the figures these pages read: the summary's stress, the
 * mean-maximal power points and the best efforts (an import computes them from a file; the
 * activities tests cover that).
 */
export async function insertActivity(
  ctx: TestContext,
  athleteId: number,
  fields: {
    date: string;
    sport?: number;
    stress: number | null;
    meanMax?: CurvePoint[];
    bestEfforts?: DistanceEffort[];
  },
): Promise<number> {
  serial += 1;
  const name = `activity-${serial}`;
  const stress =
    fields.stress === null
      ? null
      : { method: "power", stress: fields.stress, intensityFactor: 0.8, threshold: 250 };
  const [row] = await ctx.db
    .insert(activities)
    .values({
      athleteId,
      date: fields.date,
      startTime: new Date(`${fields.date}T07:00:00Z`),
      sport: fields.sport ?? 2,
      name,
      fileFingerprint: `fingerprint-${name}`,
      fileKey: `activities/${athleteId}/${name}.fit`,
      fileName: `${name}.fit`,
      summary: { durationSec: 3600, distanceM: null, stress },
      samples: Buffer.from([]),
      meanMax: fields.meanMax ?? [],
      bestEfforts: fields.bestEfforts ?? [],
    })
    .returning({ id: activities.id });
  return row!.id;
}

/** A planned workout with a stress, straight into the calendar. */
export async function insertPlanned(
  ctx: TestContext,
  athleteId: number,
  date: string,
  totalStress: number,
): Promise<void> {
  await ctx.db
    .insert(calendarWorkouts)
    .values({ athleteId, date, name: "Planned ride", type: 2, totalStress });
}

export const effort = (distanceM: number, timeSec: number): DistanceEffort => ({
  distanceM,
  timeSec,
  startSec: 0,
  endSec: timeSec,
  speedMps: distanceM / timeSec,
});

/**
 * Every statement sent while `work` runs, through the pool and through the clients it lends
 * to transactions (as plans-queries.test.ts counts them).
 */
export async function recordQueries(
  ctx: TestContext,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const pool = ctx.db.$client;
  const texts: string[] = [];
  const textOf = (query: unknown) =>
    typeof query === "string" ? query : String((query as { text?: string })?.text ?? "");
  const originalQuery = pool.query;
  const originalConnect = pool.connect;
  const patched: { client: { query: unknown }; query: unknown }[] = [];
  pool.query = ((...args: unknown[]) => {
    texts.push(textOf(args[0]));
    return (originalQuery as (...rest: unknown[]) => unknown).apply(pool, args);
  }) as typeof originalQuery;
  type Client = { query: (...args: unknown[]) => unknown };
  const connect = originalConnect as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (typeof args[0] === "function") return connect.apply(pool, args);
    return (connect.call(pool) as Promise<Client>).then((client) => {
      const query = client.query;
      patched.push({ client, query });
      client.query = (...queryArgs: unknown[]) => {
        texts.push(textOf(queryArgs[0]));
        return query.apply(client, queryArgs);
      };
      return client;
    });
  }) as typeof originalConnect;
  try {
    await work();
  } finally {
    pool.query = originalQuery;
    pool.connect = originalConnect;
    for (const { client, query } of patched) client.query = query;
  }
  return texts;
}
