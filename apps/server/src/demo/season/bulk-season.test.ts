import { SportId } from "@coach/shared/sports/sport-ids";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import { createDatabase, type Database } from "../../db/client";
import { seedDemoIfEmpty } from "../seed";
import {
  type BulkSeasonOptions,
  generatedAthlete,
  generatedSeason,
  profileZones,
  writeBulkSeasons,
} from "./bulk-season";

const options: BulkSeasonOptions = {
  coaches: 2,
  athletesPerCoach: 2,
  months: 2,
  seed: 5,
  today: "2026-11-27",
};

let first: Database;
let second: Database;
beforeAll(async () => {
  first = createDatabase(await createTestDatabase(), 2);
  second = createDatabase(await createTestDatabase(), 2);
});
afterAll(async () => {
  await first.$client.end();
  await second.$client.end();
});

async function generate(db: Database, extra: Partial<BulkSeasonOptions> = {}) {
  const client = await db.$client.connect();
  try {
    return await writeBulkSeasons(client, { ...options, ...extra });
  } finally {
    client.release();
  }
}

/** The script's season of generated athlete `index` of coach `coach`. */
function seasonOf(coach: number, index: number) {
  const spec = generatedAthlete(options.seed, coach, index, options.athletesPerCoach);
  const zones = profileZones(options.seed, spec.profile);
  return generatedSeason(
    { key: spec.key, sport: spec.sport, zones },
    options.seed,
    options.today,
    options.months,
  );
}

const query = async <Row extends pg.QueryResultRow>(db: Database, text: string) =>
  (await db.$client.query<Row>(text)).rows;

describe("bulk seasons", () => {
  it("writes coaches, athletes and every planned day and session of their scripts beside the demo", async () => {
    await seedDemoIfEmpty(first);
    const result = await generate(first);
    expect(result.coachIds).toHaveLength(2);
    expect(result.athleteIds).toHaveLength(4);

    const people = await query<{
      coaches: number;
      athletes: number;
      links: number;
      members: number;
    }>(
      first,
      `select (select count(*)::int from users where email like 'coach-%@generated.coach' and is_coach) as coaches,
              (select count(*)::int from users where email like 'athlete-%@generated.athlete') as athletes,
              (select count(*)::int from coach_athletes where athlete_id in
                 (select id from users where email like '%@generated.athlete')) as links,
              (select count(*)::int from business_athletes where athlete_id in
                 (select id from users where email like '%@generated.athlete')) as members`,
    );
    expect(people[0]).toEqual({ coaches: 2, athletes: 4, links: 4, members: 4 });
    // The demo people are still there.
    const demo = await query<{ count: number }>(
      first,
      "select count(*)::int as count from users where email like '%@demo.%'",
    );
    expect(demo[0]!.count).toBe(6);

    const perAthlete = await query<{
      email: string;
      workouts: number;
      activities: number;
      races: number;
    }>(
      first,
      `select u.email,
              (select count(*)::int from calendar_workouts w where w.athlete_id = u.id) as workouts,
              (select count(*)::int from activities a where a.athlete_id = u.id) as activities,
              (select count(*)::int from calendar_races r where r.athlete_id = u.id) as races
       from users u where u.email like '%@generated.athlete' order by u.email`,
    );
    const expected = [0, 1].flatMap((coach) =>
      [0, 1].map((index) => {
        const season = seasonOf(coach, index);
        return {
          email: `athlete-${coach}-${index}@generated.athlete`,
          workouts: season.planned.length,
          activities: season.sessions.length,
          races: season.races.length,
        };
      }),
    );
    expect(perAthlete).toEqual(expected);
    expect(expected.every((athlete) => athlete.activities > 20)).toBe(true);
  }, 300_000);

  it("stores samples and a summary for every activity, matched to a workout of its day and sport", async () => {
    const [activities] = await query<{
      total: number;
      without: number;
      matched: number;
      wrong: number;
    }>(
      first,
      `select count(*)::int as total,
              count(*) filter (where samples is null or length(samples) = 0
                               or (summary->>'durationSec')::float <= 0)::int as without,
              count(matched_workout_id)::int as matched,
              count(*) filter (where w.id is not null and (w.date <> a.date or w.athlete_id <> a.athlete_id))::int as wrong
       from activities a left join calendar_workouts w on w.id = a.matched_workout_id
       where a.athlete_id in (select id from users where email like '%@generated.athlete')`,
    );
    expect(activities!.without).toBe(0);
    expect(activities!.wrong).toBe(0);
    // Races and extra sessions have no plan; most others match.
    const planned = [0, 1]
      .flatMap((coach) => [0, 1].flatMap((index) => seasonOf(coach, index).sessions))
      .filter((session) => session.kind === "planned");
    expect(activities!.matched).toBeGreaterThan(planned.length / 2);
    expect(activities!.matched).toBeLessThanOrEqual(planned.length);
    // A rest day and a note are on the calendar but never matched.
    const [kinds] = await query<{ rests: number; matchedRests: number }>(
      first,
      `select count(*) filter (where w.type in (${SportId.restDay}, ${SportId.note}))::int as rests,
              count(a.id) filter (where w.type in (${SportId.restDay}, ${SportId.note}))::int as "matchedRests"
       from calendar_workouts w left join activities a on a.matched_workout_id = w.id
       where w.athlete_id in (select id from users where email like '%@generated.athlete')`,
    );
    expect(kinds!.rests).toBeGreaterThan(0);
    expect(kinds!.matchedRests).toBe(0);
  });

  it("refuses coaches that exist already", async () => {
    await expect(generate(first)).rejects.toThrow(/exists already/);
  });

  it("gives the same rows for the same seed", async () => {
    await seedDemoIfEmpty(second);
    await generate(second);
    const digest = (db: Database) =>
      query<{ digest: string }>(
        db,
        `select md5(string_agg(u.email || a.start_time || a.date || md5(a.samples) || a.summary::text
                               || coalesce(w.name, '-') || coalesce(a.deviation::text, '-'), ',' order by u.email, a.start_time)) as digest
         from activities a join users u on u.id = a.athlete_id
         left join calendar_workouts w on w.id = a.matched_workout_id
         where u.email like '%@generated.athlete'`,
      );
    const [one] = await digest(first);
    const [two] = await digest(second);
    expect(one!.digest).toBe(two!.digest);
  }, 300_000);

  it("leaves the samples out when asked, and the rest of each activity as it was", async () => {
    await seedDemoIfEmpty(second);
    // A business of its own (coaches 10-19), one athlete for a month: its sessions' templates.
    await generate(second, {
      firstCoach: 10,
      coaches: 1,
      athletesPerCoach: 1,
      months: 1,
      withoutSamples: true,
    });
    const [stored] = await query<{ total: number; withSamples: number; withFigures: number }>(
      second,
      `select count(*)::int as total,
              count(*) filter (where length(samples) > 0)::int as "withSamples",
              count(*) filter (where (summary->>'durationSec')::float > 0
                               and jsonb_array_length(laps) > 0)::int as "withFigures"
       from activities
       where athlete_id = (select id from users where email = 'athlete-10-0@generated.athlete')`,
    );
    expect(stored!.total).toBeGreaterThan(5);
    expect(stored!.withSamples).toBe(0);
    expect(stored!.withFigures).toBe(stored!.total);
  }, 300_000);
});
