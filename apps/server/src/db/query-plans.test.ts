import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createUser, linkCoach, login } from "../../test/factories";
import {
  captureStatements,
  describePlan,
  explain,
  isPlannable,
  type Statement,
  seqScansOf,
} from "../../test/query-plans";
import { createTestApp, type TestContext } from "../../test/test-app";
import { canAccess } from "../features/access/access.service";
import { findKnownOrNear } from "../features/activities/activities.repository";
import { countAccessibleAthletes } from "../features/people/groups.repository";
import { findAccessibleAthletes } from "../features/plans/plans.repository";
import { countUsedAthleteUnits } from "../features/subscription/subscription.repository";
import { businessAthletes, planAssignments, trainingPlans } from "./schema";

/**
 * The plans PostgreSQL chooses for the statements of the athlete lists, the library list, the
 * athlete pages and every access-checked list (decision 102), on a database big enough that
 * reading a whole table through a filter is what the planner picks for the old OR of access
 * paths: 20,000 athletes of 1,000 coaches in 500 businesses (a business is a small part of
 * the platform, as on a real one), 3,000 of them with 30 days of planned workouts and
 * activities, everyone with a session, analysed. Not one statement may read users,
 * coach_athletes, calendar_workouts or activities sequentially.
 */

let ctx: TestContext;
type Person = Awaited<ReturnType<typeof createUser>>;
let owner: Person;
let coach: Person;
let ownAthlete: Person;
let coachsAthlete: Person;
let unassigned: Person;
const headers: Record<string, { authorization: string }> = {};

const PLATFORM_COACHES = 1000;
const COACHES_PER_BUSINESS = 2;
const ATHLETES_PER_COACH = 20;
const TRAINING_ATHLETES = 3000;
const DAYS = 30;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx;
  owner = await createUser(db, "owner", { firstName: "Olga", lastName: "Owner" });
  coach = await createUser(db, "coach", { firstName: "Carl", lastName: "Coach" });
  ownAthlete = await createUser(db, "athlete", { firstName: "Ada", lastName: "Own" });
  coachsAthlete = await createUser(db, "athlete", { firstName: "Ben", lastName: "Coached" });
  unassigned = await createUser(db, "athlete", { firstName: "Cleo", lastName: "Unassigned" });
  const business = await createBusiness(db, owner.id, [coach.id]);
  await linkCoach(db, owner.id, ownAthlete.id, business.id);
  await linkCoach(db, coach.id, coachsAthlete.id, business.id);
  await db.insert(businessAthletes).values(
    [ownAthlete, coachsAthlete, unassigned].map((athlete) => ({
      businessId: business.id,
      athleteId: athlete.id,
    })),
  );
  const [plan] = await db
    .insert(trainingPlans)
    .values({ ownerId: owner.id, businessId: business.id, title: "Base" })
    .returning();
  await db.insert(planAssignments).values(
    [ownAthlete, coachsAthlete].map((athlete) => ({
      planId: plan!.id,
      athleteId: athlete.id,
      startDate: "2031-03-02",
      endDate: "2031-03-29",
      createdBy: owner.id,
    })),
  );

  // The rest of the platform.
  await db.execute(sql`
    insert into users (email, password_hash, is_coach, is_business_owner, first_setup)
    select 'platform-coach-' || n || '@plans.test', 'x', true, n % ${COACHES_PER_BUSINESS}::integer = 0, true
    from generate_series(0, ${PLATFORM_COACHES - 1}::integer) n`);
  await db.execute(sql`
    insert into businesses (owner_id, business_name)
    select id, email from users where email like 'platform-coach-%' and is_business_owner`);
  await db.execute(sql`
    insert into business_coaches (business_id, coach_id)
    select b.id, c.id from users c
    join users o on o.email = 'platform-coach-' ||
      (substring(c.email from '-(\\d+)@')::integer / ${COACHES_PER_BUSINESS}::integer
        * ${COACHES_PER_BUSINESS}::integer) || '@plans.test'
    join businesses b on b.owner_id = o.id
    where c.email like 'platform-coach-%'`);
  await db.execute(sql`
    insert into users (email, password_hash, first_setup)
    select 'platform-athlete-' || n || '@plans.test', 'x', true
    from generate_series(0, ${PLATFORM_COACHES * ATHLETES_PER_COACH - 1}::integer) n`);
  await db.execute(sql`
    insert into coach_athletes (coach_id, athlete_id, business_id)
    select c.id, a.id, bc.business_id from users a
    join users c on c.email = 'platform-coach-' ||
      (substring(a.email from '-(\\d+)@')::integer / ${ATHLETES_PER_COACH}::integer) || '@plans.test'
    join business_coaches bc on bc.coach_id = c.id
    where a.email like 'platform-athlete-%'`);
  await db.execute(sql`
    insert into business_athletes (business_id, athlete_id)
    select business_id, athlete_id from coach_athletes where business_id <> ${business.id}`);
  await db.execute(sql`
    insert into refresh_tokens (user_id, token_hash, expires_at)
    select id, md5(email), now() + interval '30 days' from users where email like 'platform-%'`);
  await db.execute(sql`
    insert into calendar_workouts (athlete_id, date, name, type, total_duration, total_stress)
    select u.id, day::date, 'Easy run', 1, 3600, 60 from users u
    cross join generate_series(date '2031-03-01', date '2031-03-01' + ${DAYS - 1}::integer, interval '1 day') day
    where u.id = ${ownAthlete.id} or u.email in (
      select 'platform-athlete-' || n || '@plans.test'
      from generate_series(0, ${TRAINING_ATHLETES - 1}::integer) n)`);
  await db.execute(sql`
    insert into activities (athlete_id, date, start_time, sport, name, file_fingerprint, file_key,
                            file_name, summary, samples, matched_workout_id)
    select w.athlete_id, w.date, w.date + time '07:00', 1, 'Run', 'f' || w.id, 'k' || w.id,
           'run.fit', '{"durationSec": 3500, "distanceM": 10000}'::jsonb, ''::bytea, w.id
    from calendar_workouts w`);
  await db.execute(sql`
    insert into library_workouts (owner_id, name, type, total_duration)
    select c.id, 'Session ' || k, 1, 3600 from users c, generate_series(1, 10) k
    where c.email like 'platform-coach-%' or c.id = ${owner.id}`);
  await db.execute(sql`analyze`);

  for (const person of [owner, coach]) {
    const { tokens } = await login(ctx.app, person.email);
    headers[person.email] = { authorization: `Bearer ${tokens.access}` };
  }
}, 120_000);
afterAll(() => ctx.close());

/** The statements `run` sends, each with the sequential scans of its plan over the four tables. */
async function scansOf(run: () => Promise<unknown>) {
  const statements = await captureStatements(ctx.db.$client, run);
  const plannable = statements.filter(isPlannable);
  expect(plannable.length).toBeGreaterThan(0);
  return Promise.all(
    plannable.map(async (statement: Statement) => {
      const plan = await explain(ctx.db.$client, statement);
      return { text: statement.text, plan: describePlan(plan), scans: seqScansOf(plan) };
    }),
  );
}

function expectIndexedOnly(results: Awaited<ReturnType<typeof scansOf>>) {
  for (const result of results) expect(result.scans, `${result.text}\n${result.plan}`).toEqual([]);
}

describe("on a platform of thousands of athletes", () => {
  it("the old OR of the access paths reads coach_athletes whole (the data is big enough)", async () => {
    const statement = {
      text: `select ca.athlete_id from coach_athletes ca
             where ca.coach_id = $1
               or ca.business_id in (select id from businesses where owner_id = $1)
               or ca.coach_id in (select bc.coach_id from business_coaches bc
                                  join businesses b on b.id = bc.business_id where b.owner_id = $1)`,
      values: [owner.id],
    };
    expect(seqScansOf(await explain(ctx.db.$client, statement))).toEqual(["coach_athletes"]);
  });

  const get = (email: () => string, url: () => string) => async () => {
    const response = await ctx.app.inject({ method: "GET", url: url(), headers: headers[email()] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const asOwner = (url: () => string) => get(() => owner.email, url);
  const asCoach = (url: () => string) => get(() => coach.email, url);

  it("lists an owner's athletes (own, their coach's, unassigned) through indexes", async () => {
    let names: string[] = [];
    const results = await scansOf(async () => {
      const answer = await asOwner(() => "/api/coach/athletes/")();
      names = answer.athletes.map((athlete: { fullName: string }) => athlete.fullName);
    });
    expect(names).toEqual(["Ada Own", "Ben Coached", "Cleo Unassigned"]);
    expectIndexedOnly(results);
  });

  it("lists a coach's own athletes through indexes", async () => {
    let names: string[] = [];
    const results = await scansOf(async () => {
      const answer = await asCoach(() => "/api/coach/athletes/")();
      names = answer.athletes.map((athlete: { fullName: string }) => athlete.fullName);
    });
    expect(names).toEqual(["Ben Coached"]);
    expectIndexedOnly(results);
  });

  const pages: [name: string, url: () => string, viewer: "owner" | "coach"][] = [
    ["My athletes of the owner", () => "/api/coach/my-athletes/", "owner"],
    ["My athletes of a coach", () => "/api/coach/my-athletes/", "coach"],
    [
      "the owner's dashboard",
      () => "/api/dashboard/?startDate=2031-03-02&endDate=2031-03-15",
      "owner",
    ],
    [
      "a coach's dashboard",
      () => "/api/dashboard/?startDate=2031-03-02&endDate=2031-03-15",
      "coach",
    ],
    ["the rankings", () => "/api/coach/rankings/", "owner"],
    ["the library list", () => "/api/coach/library/", "owner"],
    ["the full library list", () => "/api/coach/library/?full=true", "coach"],
    ["the plans with their assignments", () => "/api/plan-library/", "coach"],
    [
      "the business's coaches and athletes",
      () => "/api/business-owner/coach/?include_athletes=true",
      "owner",
    ],
    ["an athlete's overview", () => `/api/athlete/${ownAthlete.id}/overview/`, "owner"],
    [
      "an athlete's performance",
      () => `/api/athlete/${ownAthlete.id}/performance/?startDate=2031-01-01&endDate=2031-03-31`,
      "owner",
    ],
    [
      "an athlete's insights",
      () =>
        `/api/athlete/${ownAthlete.id}/insights/?startDate=2031-01-05&endDate=2031-03-29&period=week`,
      "owner",
    ],
    [
      "an athlete's calendar month",
      () =>
        `/api/athlete/${ownAthlete.id}/calendar/workouts/?startDate=2031-02-24&endDate=2031-04-06&athlete=${ownAthlete.id}`,
      "owner",
    ],
  ];
  it.each(pages)("reads %s through indexes", async (_name, url, viewer) => {
    expectIndexedOnly(await scansOf(viewer === "owner" ? asOwner(url) : asCoach(url)));
  });

  it("checks one athlete, and lists of athletes, through indexes", async () => {
    const ids = [ownAthlete.id, coachsAthlete.id, unassigned.id];
    let answers: unknown[] = [];
    const results = await scansOf(async () => {
      answers = [
        await canAccess(ctx.db, coach, { athleteId: ownAthlete.id }),
        await canAccess(ctx.db, owner, { athleteId: unassigned.id }),
        await countAccessibleAthletes(ctx.db, coach, ids),
        (await findAccessibleAthletes(ctx.db, owner, ids)).length,
        await countUsedAthleteUnits(ctx.db, owner.id),
      ];
    });
    expect(answers).toEqual([false, true, 1, 3, 3]);
    expectIndexedOnly(results);
  });

  it("looks for what an uploaded file already is through indexes", async () => {
    // The own athlete's activity of 2031-03-01 was stored at 07:00 UTC from file 'f' || its id.
    const [stored] = await ctx.db
      .execute<{ id: number; file_fingerprint: string }>(
        sql`select id, file_fingerprint from activities
          where athlete_id = ${ownAthlete.id} and date = '2031-03-01'`,
      )
      .then((result) => result.rows);
    let found: Awaited<ReturnType<typeof findKnownOrNear>> | undefined;
    const results = await scansOf(async () => {
      found = await findKnownOrNear(
        ctx.db,
        ownAthlete.id,
        stored!.file_fingerprint,
        [new Date("2031-03-01T07:00:30Z")],
        60,
      );
    });
    expect(found!.sameFile.map((row) => row.id)).toEqual([stored!.id]);
    expect(found!.near.map((row) => row.id)).toEqual([stored!.id]);
    expect(found!.near[0]).toMatchObject({ durationSec: 3500, distanceM: 10000 });
    expectIndexedOnly(results);
  });
});
