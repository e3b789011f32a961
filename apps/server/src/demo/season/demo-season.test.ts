import { addDays } from "@coach/shared/units/iso-week";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { backgroundWork } from "../../background";
import { loadConfig } from "../../config";
import { findSignUps } from "../../features/business/sign-up-requests.service";
import { findBusinessPayments } from "../../features/payments/payments.service";
import { getUser } from "../../features/people/users.service";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "../seed";
import { DEMO_PRICE_MINOR } from "./demo-business";
import { isDemoSeasonPending, writeDemoSeason } from "./demo-season";
import { demoSeasonJob } from "./demo-season.job";

const TODAY = "2026-11-27";
/** The last 10 days' sessions: enough to see them imported, matched and commented. */
const SESSIONS_FROM = addDays(TODAY, -10);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.db);
});
afterAll(() => ctx.close());

async function counts() {
  const result = await ctx.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from library_workouts) as library,
           (select count(*)::int from training_plans) as plans,
           (select count(*)::int from plan_assignments) as assignments,
           (select count(*)::int from calendar_workouts) as planned,
           (select count(*)::int from calendar_races) as races,
           (select count(*)::int from activities) as activities,
           (select count(*)::int from activity_comments) as comments`);
  return result.rows[0]!;
}

async function get(email: string, url: string) {
  const { tokens } = await login(ctx.app, email, DEMO_PASSWORD);
  const response = await ctx.app.inject({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("the demo season", () => {
  it("is written through the product: plans applied, races, and the sessions imported and matched", async () => {
    const first = await writeDemoSeason(ctx.deps, { today: TODAY, sessionsFrom: SESSIONS_FROM });
    expect(first.importedCount).toBe(first.sessionCount);
    expect(first.importedCount).toBeGreaterThan(10);
    const after = await counts();
    // Two coaches' libraries, one plan per athlete's sport, applied twice to each athlete.
    expect(after.plans).toBe(4);
    expect(after.assignments).toBe(8);
    expect(after.races).toBe(12);
    expect(after.activities).toBe(first.importedCount);

    const { data } = await login(ctx.app, "anna@demo.athlete", DEMO_PASSWORD);
    const annaId = data.details.id;
    const range = await get(
      "owner@demo.coach",
      `/api/athlete/${annaId}/calendar/workouts/?startDate=${SESSIONS_FROM}&endDate=${addDays(TODAY, -1)}`,
    );
    expect(range.activities.length).toBeGreaterThan(0);
    // Planned sessions done are matched to their workout, with the file's own figures.
    const matched = range.activities.filter(
      (activity: { matched_workout_id: number | null }) => activity.matched_workout_id !== null,
    );
    expect(matched.length).toBeGreaterThan(0);
    for (const activity of range.activities) {
      expect(activity.completed_duration_seconds).toBeGreaterThan(15 * 60);
      expect(activity.actual_stress).toBeGreaterThan(0);
    }
    // What lies ahead: the A race and the plan's workouts up to it.
    const ahead = await get(
      "owner@demo.coach",
      `/api/athlete/${annaId}/calendar/workouts/?startDate=${TODAY}&endDate=${addDays(TODAY, 56)}`,
    );
    expect(ahead.races.map((race: { priority: string }) => race.priority)).toContain("A");
    expect(ahead.workouts.length).toBeGreaterThan(20);
  }, 120_000);

  it("adds nothing when written again", async () => {
    const before = await counts();
    const again = await writeDemoSeason(ctx.deps, { today: TODAY, sessionsFrom: SESSIONS_FROM });
    expect(again.importedCount).toBe(0);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("finishes, on the next run, a season stopped half-way", async () => {
    const before = await counts();
    const anna = await idOf("anna@demo.athlete");
    // As if the run had stopped before Anna's last races, placed weeks and newest sessions.
    await ctx.db.execute(
      sql`delete from calendar_races where athlete_id = ${anna} and priority <> 'C'`,
    );
    await ctx.db.execute(sql`
      delete from calendar_workouts where id in (
        select id from calendar_workouts
        where athlete_id = ${anna} and plan_assignment_id is null order by date desc limit 5)`);
    await ctx.db.execute(sql`
      delete from activities where athlete_id = ${anna} and date >= ${addDays(TODAY, -3)}`);
    expect(await counts()).not.toEqual(before);
    const again = await writeDemoSeason(ctx.deps, { today: TODAY, sessionsFrom: SESSIONS_FROM });
    expect(again.importedCount).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("is off in production and when DEMO_SEASON=off: no worker, and the job writes nothing", () => {
    const workerNames = (config: ReturnType<typeof loadConfig>) =>
      backgroundWork({ ...ctx.deps, config }).workers.map((worker) => worker.type.name);
    expect(workerNames(ctx.deps.config)).toContain(demoSeasonJob.name);
    const production = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(64),
      DATABASE_URL: "postgres://localhost/x",
      PUBLIC_URL: "https://coach.example",
    });
    expect(production.hasDemoSeason).toBe(false);
    expect(workerNames(production)).not.toContain(demoSeasonJob.name);
    expect(loadConfig({ DEMO_SEASON: "off" }).hasDemoSeason).toBe(false);
  });
});

describe("whether the season is still to be written", () => {
  it("is pending for demo people without a plan, and not once the season is begun", async () => {
    const fresh = await createTestApp();
    try {
      expect(await isDemoSeasonPending(fresh.db)).toBe(false);
      await seedDemoIfEmpty(fresh.db);
      expect(await isDemoSeasonPending(fresh.db)).toBe(true);
    } finally {
      await fresh.close();
    }
    // The suite's database above holds a written season.
    expect(await isDemoSeasonPending(ctx.db)).toBe(false);
  });
});

describe("the demo business's side", () => {
  it("athletes pay monthly: six months paid by transfer, this month due, and a sign-up waits", async () => {
    const owner = await getUser({ db: ctx.db, userId: await idOf("owner@demo.coach") });
    const all = await findBusinessPayments(ctx.deps, owner, {});
    const paid = all.filter((payment) => payment.is_paid);
    const due = all.filter((payment) => !payment.is_paid);
    // Four athletes × six months at 120.00, then this month's payment of each.
    expect(paid).toHaveLength(24);
    expect(due).toHaveLength(4);
    expect(new Set(all.map((payment) => payment.amount))).toEqual(new Set([DEMO_PRICE_MINOR]));
    // Paid on their own dates, none received today.
    expect(paid.some((payment) => payment.paid_at?.startsWith(TODAY))).toBe(false);
    const signUps = await findSignUps(ctx.deps, owner);
    expect(signUps.map((request) => request.email)).toEqual(["eva.lind@example.com"]);
  });
});

async function idOf(email: string) {
  const { data } = await login(ctx.app, email, DEMO_PASSWORD);
  return data.details.id;
}
