import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { activityTitle, localHourIn } from "@coach/shared/activities/activity-title";
import { addDays, daysBetween } from "@coach/shared/units/iso-week";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { REST_DAY_BODY } from "@coach/shared/workouts/workout-defaults";
import { computeWorkoutTotals, type WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { type AthleteZones, athleteZones } from "@coach/shared/zones/athlete-zones";
import type pg from "pg";
import {
  chooseWorkout,
  type PlannedWorkout,
  type StoredSummary,
} from "../../features/activities/activity-mapping";
import type { ImportedActivity } from "../../features/activities/activity-parse.task";
import { hashPassword } from "../../features/auth/passwords";
import { createWorkerPool, type WorkerPool } from "../../platform/workers/worker-pool";
import { demoZones } from "../demo-zones";
import type { TemplateTask, TemplateTaskResult } from "./bulk-template.task";
import { demoLibrary } from "./demo-workouts";
import { seasonRandom } from "./season-random";
import {
  PLAN_WEEKS,
  type SeasonAthlete,
  type SeasonScript,
  type SeasonSport,
  type SessionScript,
  seasonScript,
} from "./season-script";
import { physiologyOf, sessionBlocks, simulatedSport } from "./session-blocks";

/**
 * Generated seasons in bulk, for databases of any size (`npm run demo:generate`, the scale
 * benchmark): coaches in businesses of ten, each with their athletes, and for every athlete the
 * season generator's own script (`seasonScript`, chained back over the months asked for): every
 * planned day on the calendar (the plan's days, rest days included, as plan assignment writes
 * them, and the hand-placed weeks and notes), races, an illness, the macrocycle, and an activity
 * with summary, laps, curves and samples for every session the athlete did, matched to its
 * planned workout as the import matches it, and its comments.
 *
 * What keeps it affordable: a session is simulated, encoded as FIT and analysed by the upload's
 * own import task once per template (the zones profile, the workout's shape, the fraction done
 * to a tenth, indoors or not), in worker threads, and that analysis is stored for every session
 * of the template with the session's own date and start time. Athletes' zones are one of
 * PROFILE_COUNT profiles drawn from the seed, so a template's analysis is exactly what the
 * import computes for each of them. Each business of ten coaches is one transaction of a fixed
 * number of statements, rows sent as arrays (`unnest`). No file is kept in storage: the rows
 * name a file key that does not exist (the original cannot be downloaded).
 */

export const PROFILE_COUNT = 3;
export const COACHES_PER_BUSINESS = 10;
const SPORTS: SeasonSport[] = ["running", "cycling", "swimming", "triathlon"];
const FIRST_NAMES = ["Alex", "Sam", "Jo", "Robin", "Kim", "Lee", "Noa", "Eli", "Ari", "Max"];
/** Where outdoor templates start their loop (the demo's Girona). */
const HOME = { latitudeDeg: 41.9794, longitudeDeg: 2.8214 };
/** Any fixed instant: a template's analysis does not depend on its start. */
const TEMPLATE_START = "2020-01-06T06:00:00.000Z";

export type BulkSeasonOptions = {
  coaches: number;
  athletesPerCoach: number;
  /** Months of history before today (the future weeks of the newest season are planned too). */
  months: number;
  seed: number;
  today: string;
  /** Coaches numbered from here (a second run adds others); 0 by default. */
  firstCoach?: number;
  /** Worker threads for the templates; 2 by default. */
  threads?: number;
  /**
   * Store every activity with empty samples (the rest of its analysis as the import makes it).
   * For a platform too large for the disk with them (bench/scale at 1,000 coaches: about 83 GB):
   * samples are stored out of line (TOAST), so the activities' indexes and the plans of every
   * statement that does not read samples are the same without them
   * (docs/decisions/141-scale-bench-at-a-thousand-coaches.md).
   */
  withoutSamples?: boolean;
  onProgress?: (progress: BulkProgress) => void;
};

export type BulkProgress = {
  coaches: number;
  coachesDone: number;
  athletes: number;
  plannedWorkouts: number;
  activities: number;
  templates: number;
  elapsedMs: number;
};

export type BulkSeasonResult = BulkProgress & { coachIds: number[]; athleteIds: number[] };

/** A pg client or pool: the statements run on it (one client keeps the temporary table). */
export type Queryable = Pick<pg.ClientBase, "query">;

export const generatedCoachEmail = (coach: number) => `coach-${coach}@generated.coach`;
export const generatedAthleteEmail = (coach: number, index: number) =>
  `athlete-${coach}-${index}@generated.athlete`;

/** The zones of profile `index`: thresholds drawn from the seed. */
export function profileZones(seed: number, index: number): AthleteZones {
  const random = seasonRandom(seed, `profile/${index}`);
  const lthrBpm = random.int(160, 182);
  return athleteZones(
    demoZones({
      lthrBpm,
      ftpHrBpm: lthrBpm - random.int(4, 9),
      ftpW: random.int(180, 320),
      runPaceSecPerKm: random.int(230, 330),
      swimPaceSecPer100m: random.int(85, 125),
    }),
  );
}

/** Athlete `index` of coach `coach`: sport in turn, zones profile drawn from the seed. */
export function generatedAthlete(seed: number, coach: number, index: number, perCoach: number) {
  const number = coach * perCoach + index;
  const profile = seasonRandom(seed, `athlete/${coach}/${index}`).int(0, PROFILE_COUNT - 1);
  return {
    key: `g${coach}-${index}`,
    sport: SPORTS[number % SPORTS.length]!,
    profile,
  };
}

export type GeneratedEntry = { date: string; position: number; workout: WorkoutBody };

export type GeneratedSeason = {
  planned: GeneratedEntry[];
  races: SeasonScript["races"];
  unavailability: SeasonScript["unavailability"];
  macrocycle: SeasonScript["macrocycle"];
  sessions: SessionScript[];
};

/** A plan's rest day as plan assignment writes it. */
const REST_DAY: WorkoutBody = { ...REST_DAY_BODY };

/**
 * The seasons of `months` before today, newest first, each seasonScript ending where the newer
 * one begins: the calendar entries (plan days with their rest days, then the placed ones, in
 * that order on each day), races, illness, macrocycle and sessions, from the first day on.
 */
export function generatedSeason(
  athlete: SeasonAthlete,
  seed: number,
  today: string,
  months: number,
): GeneratedSeason {
  const firstDay = addDays(today, -Math.round(months * 30.44));
  const season: GeneratedSeason = {
    planned: [],
    races: [],
    unavailability: [],
    macrocycle: [],
    sessions: [],
  };
  let seasonToday = today;
  let until: string | null = null;
  for (let index = 0; until === null || daysBetween(firstDay, until) > 0; index += 1) {
    const key = index === 0 ? athlete.key : `${athlete.key}/${index}`;
    const script = seasonScript({ athlete: { ...athlete, key }, seed, today: seasonToday });
    const isKept = (date: string) =>
      daysBetween(firstDay, date) >= 0 && (until === null || daysBetween(date, until) > 0);
    const byDate = new Map<string, WorkoutBody[]>();
    for (const endDate of script.planEndDates) {
      const start = addDays(endDate, -(PLAN_WEEKS * 7 - 1));
      for (const [weekIndex, week] of script.plan.structure.entries()) {
        for (const [dayIndex, day] of week.entries()) {
          const date = addDays(start, weekIndex * 7 + dayIndex);
          const items = day.isRestDay ? [REST_DAY] : day.workouts;
          byDate.set(date, [...(byDate.get(date) ?? []), ...items]);
        }
      }
    }
    for (const entry of script.placed)
      byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry.workout]);
    for (const [date, workouts] of [...byDate].sort(([a], [b]) => a.localeCompare(b))) {
      if (!isKept(date)) continue;
      for (const [position, workout] of workouts.entries()) {
        season.planned.push({ date, position, workout });
      }
    }
    season.races.push(...script.races.filter((race) => isKept(race.date)));
    season.unavailability.push(...script.unavailability.filter((days) => isKept(days.startDate)));
    season.macrocycle.push(...script.macrocycle.filter((week) => isKept(week.weekStart)));
    season.sessions.push(...script.sessions.filter((session) => isKept(session.date)));
    // The older season ends where this one starts (a Monday), its today that Monday.
    until = script.macrocycle[0]!.weekStart;
    seasonToday = until;
  }
  return season;
}

/** The columns the calendar stores of a workout body (the services' pickWorkoutFields). */
function storedFields(body: WorkoutBody) {
  const { name, type, subtype, method, basedOn, steps, instructions } = body;
  const { isPool, poolLength, poolLengthUnit, elevation, gradient } = body;
  return {
    name,
    type,
    subtype,
    method,
    basedOn,
    steps,
    instructions,
    isPool,
    poolLength,
    poolLengthUnit,
    elevation,
    gradient,
  };
}

type Template = {
  index: number;
  sport: number;
  summary: StoredSummary;
  laps: unknown;
  samples: Buffer;
  meanMax: unknown;
  bestEfforts: unknown;
  sizeBytes: number;
  durationSec: number;
  distanceM: number | null;
};

/**
 * The templates' analyses, made on demand in worker threads and kept for the run, and the
 * temporary table that holds their stored columns on the connection.
 */
function templateStore(
  client: Queryable,
  seed: number,
  pool: WorkerPool,
  directory: string,
  withoutSamples: boolean,
) {
  const templates = new Map<string, Template>();
  let stored = 0;
  const inFlight = new Map<string, Promise<Template>>();
  const keyOf = new WeakMap<WorkoutBody, string>();

  function shapeKey(workout: WorkoutBody) {
    let key = keyOf.get(workout);
    if (key === undefined) {
      const { type, method, basedOn, steps, isPool, poolLength, poolLengthUnit } = workout;
      key = JSON.stringify([type, method, basedOn, steps, isPool, poolLength, poolLengthUnit]);
      keyOf.set(workout, key);
    }
    return key;
  }

  function keyFor(session: SessionScript, profile: number) {
    const bucket = session.fraction >= 1 ? 1 : Math.round(session.fraction * 10) / 10;
    return { key: `${profile}|${bucket}|${session.isIndoor}|${shapeKey(session.workout)}`, bucket };
  }

  async function make(key: string, session: SessionScript, profile: number, bucket: number) {
    const zones = profileZones(seed, profile);
    const index = templates.size + inFlight.size;
    const sport = simulatedSport(session.workout.type);
    const isOutdoor = !session.isIndoor && (sport === "running" || sport === "cycling");
    const task: TemplateTask = {
      seed,
      key: `template/${key}`,
      path: path.join(directory, `template-${index}.fit`),
      fileName: `${session.workout.name}.fit`,
      zones,
      input: {
        sport,
        blocks: sessionBlocks(session.workout, zones, bucket),
        startTime: TEMPLATE_START,
        route: isOutdoor ? { ...HOME, turnRad: (index * 2.399) % (2 * Math.PI) } : null,
        physiology: physiologyOf(zones),
        poolLengthM: session.workout.poolLength,
      },
    };
    const result = await pool.run<TemplateTaskResult>(task);
    if (!result.imported.ok)
      throw new Error(`A generated session could not be imported: ${result.imported.message}`);
    const activity = result.imported.activities[0] as ImportedActivity | undefined;
    if (!activity) throw new Error("A generated session's file holds no activity.");
    const { analysis } = activity;
    const sportId = activity.sportId ?? 0;
    const template: Template = {
      index: -1,
      sport: sportId,
      summary: {
        ...analysis.summary,
        device: activity.deviceSummary,
        swim: activity.swim,
        sourceSport: activity.sourceSport,
      },
      laps: activity.laps,
      samples: withoutSamples ? Buffer.alloc(0) : Buffer.from(analysis.samplesGzip),
      meanMax: analysis.powerCurve,
      bestEfforts: analysis.paceCurve,
      sizeBytes: result.sizeBytes,
      durationSec: analysis.summary.durationSec,
      distanceM: analysis.summary.distanceM,
    };
    return template;
  }

  return {
    get count() {
      return templates.size;
    },
    /** The templates of these sessions, made when new; each gets its index in order of key. */
    async resolve(sessions: { session: SessionScript; profile: number }[]) {
      const keys: string[] = [];
      for (const { session, profile } of sessions) {
        const { key, bucket } = keyFor(session, profile);
        keys.push(key);
        if (!templates.has(key) && !inFlight.has(key))
          inFlight.set(key, make(key, session, profile, bucket));
      }
      // Made in parallel; numbered in a fixed order (the keys' order), so that reruns agree.
      const made = await Promise.all(
        [...inFlight].map(async ([key, promise]) => [key, await promise] as const),
      );
      inFlight.clear();
      made.sort(([a], [b]) => a.localeCompare(b));
      for (const [key, template] of made) {
        template.index = templates.size;
        templates.set(key, template);
      }
      return keys.map((key) => templates.get(key)!);
    },
    /** Sends the templates not in the temporary table yet. */
    async flush() {
      const fresh = [...templates.values()].filter((template) => template.index >= stored);
      if (fresh.length === 0) return;
      await client.query(
        `insert into pg_temp.bulk_season_templates
         select * from unnest($1::integer[], $2::integer[], $3::jsonb[], $4::jsonb[],
                              $5::bytea[], $6::jsonb[], $7::jsonb[], $8::integer[])`,
        [
          fresh.map((template) => template.index),
          fresh.map((template) => template.sport),
          fresh.map((template) => JSON.stringify(template.summary)),
          fresh.map((template) => JSON.stringify(template.laps)),
          fresh.map((template) => template.samples),
          fresh.map((template) => JSON.stringify(template.meanMax)),
          fresh.map((template) => JSON.stringify(template.bestEfforts)),
          fresh.map((template) => template.sizeBytes),
        ],
      );
      stored = templates.size;
    },
  };
}

/** Workout bodies and their totals for one athlete's zones profile, each stored once a batch. */
function bodyTable() {
  const indexOf = new Map<string, number>();
  const rows: { fields: ReturnType<typeof storedFields>; totals: WorkoutTotals }[] = [];
  const jsonOf = new WeakMap<WorkoutBody, string>();
  const totalsOf = new Map<string, WorkoutTotals>();
  return {
    rows,
    add(workout: WorkoutBody, profile: number, zones: AthleteZones | null) {
      let json = jsonOf.get(workout);
      if (json === undefined) {
        json = JSON.stringify(storedFields(workout));
        jsonOf.set(workout, json);
      }
      const key = `${profile}|${json}`;
      let index = indexOf.get(key);
      if (index === undefined) {
        let totals = totalsOf.get(key);
        if (!totals) {
          totals = computeWorkoutTotals(workout, zones);
          totalsOf.set(key, totals);
        }
        index = rows.length;
        rows.push({ fields: storedFields(workout), totals });
        indexOf.set(key, index);
      }
      return { index, totals: rows[index]!.totals };
    },
    clear() {
      indexOf.clear();
      rows.length = 0;
    },
  };
}

function bodyColumns(rows: ReturnType<typeof bodyTable>["rows"]) {
  return [
    rows.map((row) => row.fields.name),
    rows.map((row) => row.fields.type),
    rows.map((row) => row.fields.subtype),
    rows.map((row) => row.fields.method),
    rows.map((row) => row.fields.basedOn),
    rows.map((row) => row.fields.instructions),
    rows.map((row) => row.fields.isPool),
    rows.map((row) => row.fields.poolLength),
    rows.map((row) => row.fields.poolLengthUnit),
    rows.map((row) => row.fields.elevation),
    rows.map((row) => row.fields.gradient),
    rows.map((row) => JSON.stringify(row.totals.steps)),
    rows.map((row) => row.totals.totalDuration),
    rows.map((row) => row.totals.totalDistance),
    rows.map((row) => row.totals.totalStress),
  ];
}

/** The body columns of bodyColumns, from parameter `from` on, as `b`. */
function bodiesFrom(from: number) {
  const p = (offset: number) => `$${from + offset}`;
  return `unnest(${p(0)}::text[], ${p(1)}::integer[], ${p(2)}::integer[], ${p(3)}::integer[], ${p(4)}::text[],
                  ${p(5)}::text[], ${p(6)}::boolean[], ${p(7)}::float8[], ${p(8)}::text[], ${p(9)}::float8[],
                  ${p(10)}::float8[], ${p(11)}::jsonb[], ${p(12)}::integer[], ${p(13)}::float8[], ${p(14)}::integer[])
          with ordinality as b(name, type, subtype, method, based_on, instructions, is_pool, pool_length,
                               pool_length_unit, elevation, gradient, steps, total_duration,
                               total_distance, total_stress, k)`;
}

const startOf = (session: SessionScript) =>
  new Date(Date.parse(`${session.date}T00:00:00Z`) + session.startMinute * 60_000);

/**
 * Writes `coaches` generated coaches (numbered from firstCoach), `athletesPerCoach` athletes
 * each and their seasons. Refuses when one of these coaches exists already.
 */
export async function writeBulkSeasons(
  client: Queryable,
  options: BulkSeasonOptions,
): Promise<BulkSeasonResult> {
  const startedMs = performance.now();
  const firstCoach = options.firstCoach ?? 0;
  if (firstCoach % COACHES_PER_BUSINESS !== 0)
    throw new Error(`firstCoach must be a multiple of ${COACHES_PER_BUSINESS}.`);
  const taken = await client.query<{ email: string }>(
    "select email from users where email = any($1::text[]) limit 1",
    [[generatedCoachEmail(firstCoach), generatedCoachEmail(firstCoach + options.coaches - 1)]],
  );
  if (taken.rows.length > 0)
    throw new Error(
      `${taken.rows[0]!.email} exists already: generate other coaches (--first-coach).`,
    );

  const passwordHash = await hashPassword(`generated-${options.seed}`);
  const zonesOf = Array.from({ length: PROFILE_COUNT }, (_, index) =>
    profileZones(options.seed, index),
  );
  const library = demoLibrary();
  await client.query(
    `create temp table if not exists bulk_season_templates (
       k integer primary key, sport integer, summary jsonb, laps jsonb, samples bytea,
       mean_max jsonb, best_efforts jsonb, file_size_bytes integer)`,
  );
  await client.query("truncate pg_temp.bulk_season_templates");
  const directory = await mkdtemp(path.join(tmpdir(), "bulk-season-"));
  const pool = createWorkerPool({
    taskModule: new URL("./bulk-template.task.ts", import.meta.url),
    maxThreads: options.threads ?? 2,
    maxOldGenerationSizeMb: 512,
  });
  const templates = templateStore(
    client,
    options.seed,
    pool,
    directory,
    options.withoutSamples ?? false,
  );
  const bodies = bodyTable();
  const progress: BulkProgress = {
    coaches: options.coaches,
    coachesDone: 0,
    athletes: 0,
    plannedWorkouts: 0,
    activities: 0,
    templates: 0,
    elapsedMs: 0,
  };
  const coachIds: number[] = [];
  const athleteIds: number[] = [];
  try {
    for (let from = firstCoach; from < firstCoach + options.coaches; from += COACHES_PER_BUSINESS) {
      const to = Math.min(from + COACHES_PER_BUSINESS, firstCoach + options.coaches);
      const coachNumbers = Array.from({ length: to - from }, (_, index) => from + index);
      const people = coachNumbers.flatMap((coach) =>
        Array.from({ length: options.athletesPerCoach }, (_, index) => {
          const spec = generatedAthlete(options.seed, coach, index, options.athletesPerCoach);
          const zones = zonesOf[spec.profile]!;
          const season = generatedSeason(
            { key: spec.key, sport: spec.sport, zones },
            options.seed,
            options.today,
            options.months,
          );
          return { coach, index, ...spec, zones, season };
        }),
      );
      // The templates first (worker threads), then one transaction for the business.
      const sessions = people.flatMap((person, personIndex) =>
        person.season.sessions.map((session) => ({
          session,
          profile: person.profile,
          personIndex,
        })),
      );
      const sessionTemplates = await templates.resolve(sessions);

      await client.query("begin");
      const coachRows = await client.query<{ id: number; email: string }>(
        `insert into users (email, password_hash, first_name, last_name, is_coach, is_business_owner,
                            email_confirmed_at, first_setup, job_title)
         select email, $2, 'Coach', last_name, true, is_owner, now(), true, 'Coach'
         from unnest($1::text[], $3::text[], $4::boolean[]) as u(email, last_name, is_owner)
         returning id, email`,
        [
          coachNumbers.map(generatedCoachEmail),
          passwordHash,
          coachNumbers.map((coach) => String(coach).padStart(5, "0")),
          coachNumbers.map((coach) => coach === from),
        ],
      );
      const coachId = new Map(coachRows.rows.map((row) => [row.email, row.id]));
      const coachIdOf = (coach: number) => coachId.get(generatedCoachEmail(coach))!;
      const ownerId = coachIdOf(from);
      const business = await client.query<{ id: number }>(
        `with business as (
           insert into businesses (owner_id, business_name, subdomain) values ($1, $2, $3) returning id),
         coaches as (
           insert into business_coaches (business_id, coach_id)
           select business.id, coach from business, unnest($4::integer[]) coach)
         select id from business`,
        [
          ownerId,
          `Generated Endurance ${from / COACHES_PER_BUSINESS}`,
          `generated-${from / COACHES_PER_BUSINESS}`,
          coachNumbers.map(coachIdOf),
        ],
      );
      const businessId = business.rows[0]!.id;

      const athleteRows = await client.query<{ id: number; email: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_confirmed_at,
                            first_setup, profile, zones)
         select email, $2, first_name, last_name, now(), true, profile, zones
         from unnest($1::text[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[])
              as u(email, first_name, last_name, profile, zones)
         returning id, email`,
        [
          people.map((person) => generatedAthleteEmail(person.coach, person.index)),
          passwordHash,
          people.map((person) => FIRST_NAMES[person.index % FIRST_NAMES.length]!),
          people.map((person) => `G${person.coach}-${person.index}`),
          people.map((person) =>
            JSON.stringify({
              sports: [person.sport],
              trainingDays: ["Tuesday", "Thursday", "Saturday", "Sunday"],
              trainingAvailability: {},
            }),
          ),
          people.map((person) => JSON.stringify(person.zones)),
        ],
      );
      const athleteIdOfEmail = new Map(athleteRows.rows.map((row) => [row.email, row.id]));
      const ids = people.map(
        (person) => athleteIdOfEmail.get(generatedAthleteEmail(person.coach, person.index))!,
      );
      await client.query(
        `with links as (
           insert into coach_athletes (coach_id, athlete_id, business_id)
           select coach, athlete, $3 from unnest($1::integer[], $2::integer[]) as u(coach, athlete))
         insert into business_athletes (business_id, athlete_id) select $3, athlete from unnest($2::integer[]) athlete`,
        [people.map((person) => coachIdOf(person.coach)), ids, businessId],
      );

      // Each coach's library: the demo library, totals without zones (as the library stores).
      bodies.clear();
      const libraryRows = coachNumbers.flatMap((coach) =>
        library.map((body) => ({
          owner: coachIdOf(coach),
          body: bodies.add(body, -1, null).index,
        })),
      );
      await client.query(
        `insert into library_workouts (owner_id, business_id, name, type, subtype, method, based_on,
                                       instructions, is_pool, pool_length, pool_length_unit, elevation,
                                       gradient, steps, total_duration, total_distance, total_stress)
         select r.owner, $3, b.name, b.type, b.subtype, b.method, b.based_on, b.instructions, b.is_pool,
                b.pool_length, b.pool_length_unit, b.elevation, b.gradient, b.steps, b.total_duration,
                b.total_distance, b.total_stress
         from unnest($1::integer[], $2::integer[]) with ordinality as r(owner, body, n)
         join ${bodiesFrom(4)} on b.k = r.body + 1
         order by r.n`,
        [
          libraryRows.map((row) => row.owner),
          libraryRows.map((row) => row.body),
          businessId,
          ...bodyColumns(bodies.rows),
        ],
      );

      // The calendar: every planned entry with the totals of the athlete's zones.
      bodies.clear();
      const planned = people.flatMap((person, personIndex) =>
        person.season.planned.map((entry) => {
          const { index, totals } = bodies.add(entry.workout, person.profile, person.zones);
          return { personIndex, entry, body: index, totals };
        }),
      );
      const calendar = await client.query<{
        id: number;
        athlete_id: number;
        date: string;
        position: number;
      }>(
        `insert into calendar_workouts (athlete_id, date, position, name, type, subtype, method, based_on,
                                        instructions, is_pool, pool_length, pool_length_unit, elevation,
                                        gradient, steps, total_duration, total_distance, total_stress,
                                        created_by)
         select r.athlete, r.date, r.position, b.name, b.type, b.subtype, b.method, b.based_on,
                b.instructions, b.is_pool, b.pool_length, b.pool_length_unit, b.elevation, b.gradient,
                b.steps, b.total_duration, b.total_distance, b.total_stress, r.created_by
         from unnest($1::integer[], $2::date[], $3::integer[], $4::integer[], $5::integer[])
              with ordinality as r(athlete, date, position, body, created_by, n)
         join ${bodiesFrom(6)} on b.k = r.body + 1
         order by r.n
         returning id, athlete_id, to_char(date, 'YYYY-MM-DD') as date, position`,
        [
          planned.map((row) => ids[row.personIndex]!),
          planned.map((row) => row.entry.date),
          planned.map((row) => row.entry.position),
          planned.map((row) => row.body),
          planned.map((row) => coachIdOf(people[row.personIndex]!.coach)),
          ...bodyColumns(bodies.rows),
        ],
      );
      const workoutId = new Map(
        calendar.rows.map((row) => [`${row.athlete_id}|${row.date}|${row.position}`, row.id]),
      );

      const races = people.flatMap((person, personIndex) =>
        person.season.races.map((race) => ({ athlete: ids[personIndex]!, race })),
      );
      const ill = people.flatMap((person, personIndex) =>
        person.season.unavailability.map((days) => ({ athlete: ids[personIndex]!, days })),
      );
      const weeks = people.flatMap((person, personIndex) =>
        person.season.macrocycle.map((week) => ({
          athlete: ids[personIndex]!,
          week,
          by: coachIdOf(person.coach),
        })),
      );
      await client.query(
        `with races as (
           insert into calendar_races (athlete_id, date, name, distance, priority, notes)
           select * from unnest($1::integer[], $2::date[], $3::text[], $4::float8[], $5::text[], $6::text[])),
         ill as (
           insert into calendar_unavailability (athlete_id, start_date, end_date, kind, reason, note)
           select * from unnest($7::integer[], $8::date[], $9::date[], $10::text[], $11::text[], $12::text[]))
         insert into macrocycle_weeks (athlete_id, week_start, phase, target_stress, note, updated_by)
         select * from unnest($13::integer[], $14::date[], $15::text[], $16::integer[], $17::text[], $18::integer[])`,
        [
          races.map((row) => row.athlete),
          races.map((row) => row.race.date),
          races.map((row) => row.race.name),
          races.map((row) => row.race.distance),
          races.map((row) => row.race.priority),
          races.map((row) => row.race.notes),
          ill.map((row) => row.athlete),
          ill.map((row) => row.days.startDate),
          ill.map((row) => row.days.endDate),
          ill.map((row) => row.days.kind),
          ill.map((row) => row.days.reason),
          ill.map((row) => row.days.note),
          weeks.map((row) => row.athlete),
          weeks.map((row) => row.week.weekStart),
          weeks.map((row) => row.week.phase),
          weeks.map((row) => row.week.targetStress),
          weeks.map((row) => row.week.note),
          weeks.map((row) => row.by),
        ],
      );

      // Activities: the template's analysis at the session's time, matched as the import does.
      await templates.flush();
      const plannedOn = new Map<string, PlannedWorkout[]>();
      for (const row of planned) {
        const athlete = ids[row.personIndex]!;
        const key = `${athlete}|${row.entry.date}`;
        const list = plannedOn.get(key) ?? [];
        list.push({
          id: workoutId.get(`${athlete}|${row.entry.date}|${row.entry.position}`)!,
          date: row.entry.date,
          type: row.entry.workout.type,
          basedOn: row.entry.workout.basedOn,
          totalDuration: row.totals.totalDuration,
          totalDistance: row.totals.totalDistance,
        });
        plannedOn.set(key, list);
      }
      const matched = new Set<number>();
      const done = sessions.map(({ session, personIndex }, index) => {
        const template = sessionTemplates[index]!;
        const athlete = ids[personIndex]!;
        const candidates = (plannedOn.get(`${athlete}|${session.date}`) ?? []).filter(
          (workout) => !matched.has(workout.id),
        );
        const match = chooseWorkout(
          {
            sport: template.sport,
            durationSec: template.durationSec,
            distanceM: template.distanceM,
          },
          candidates,
        );
        if (match) matched.add(match.workoutId);
        return { session, athlete, coach: coachIdOf(people[personIndex]!.coach), template, match };
      });
      const inserted = await client.query<{ id: number; athlete_id: number; start_ms: string }>(
        `insert into activities (athlete_id, date, start_time, sport, name, file_fingerprint, file_key,
                                 file_name, file_size_bytes, summary, laps, samples, mean_max,
                                 best_efforts, matched_workout_id, deviation, uploaded_by, created_at)
         select r.athlete, r.date, r.start_time, t.sport, r.name, r.fingerprint,
                'activities/' || r.athlete || '/' || r.fingerprint || '.fit', r.file_name,
                t.file_size_bytes, t.summary, t.laps, t.samples, t.mean_max, t.best_efforts,
                r.matched, r.deviation, r.athlete, r.start_time + interval '2 hours'
         from unnest($1::integer[], $2::date[], $3::timestamptz[], $4::integer[], $5::text[],
                     $6::text[], $7::integer[], $8::real[], $9::text[])
              with ordinality as r(athlete, date, start_time, template, fingerprint, file_name, matched, deviation, name, n)
         join pg_temp.bulk_season_templates t on t.k = r.template
         order by r.n
         returning id, athlete_id, (extract(epoch from start_time) * 1000)::bigint as start_ms`,
        [
          done.map((row) => row.athlete),
          done.map((row) => row.session.date),
          done.map((row) => startOf(row.session).toISOString()),
          done.map((row) => row.template.index),
          done.map((row) => `generated-${row.session.key}`),
          done.map((row) => `${row.session.workout.name}.fit`),
          done.map((row) => row.match?.workoutId ?? null),
          done.map((row) => row.match?.deviation ?? null),
          // Generated athletes keep the defaults: UTC and Metric.
          done.map((row) =>
            activityTitle({
              fileTitle: null,
              sport: row.template.sport,
              localHour: localHourIn("UTC", startOf(row.session)),
              distanceM: row.template.distanceM,
              durationSec: row.template.durationSec,
              units: "Metric",
            }),
          ),
        ],
      );
      const activityId = new Map(
        inserted.rows.map((row) => [`${row.athlete_id}|${row.start_ms}`, row.id]),
      );
      const comments = done.flatMap((row) =>
        row.session.comments.map((comment, index) => ({
          activity: activityId.get(`${row.athlete}|${startOf(row.session).getTime()}`)!,
          athlete: row.athlete,
          user: comment.by === "athlete" ? row.athlete : row.coach,
          content: comment.text,
          at: new Date(startOf(row.session).getTime() + (3 + 2 * index) * 3_600_000).toISOString(),
        })),
      );
      await client.query(
        `insert into activity_comments (activity_id, athlete_id, user_id, content, created_at)
         select * from unnest($1::integer[], $2::integer[], $3::integer[], $4::text[],
                              $5::timestamptz[])`,
        [
          comments.map((row) => row.activity),
          comments.map((row) => row.athlete),
          comments.map((row) => row.user),
          comments.map((row) => row.content),
          comments.map((row) => row.at),
        ],
      );
      await client.query("commit");

      coachIds.push(...coachNumbers.map(coachIdOf));
      athleteIds.push(...ids);
      progress.coachesDone += coachNumbers.length;
      progress.athletes += people.length;
      progress.plannedWorkouts += planned.length;
      progress.activities += done.length;
      progress.templates = templates.count;
      progress.elapsedMs = performance.now() - startedMs;
      options.onProgress?.({ ...progress });
    }
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await pool.close();
    await rm(directory, { recursive: true, force: true });
  }
  return { ...progress, elapsedMs: performance.now() - startedMs, coachIds, athleteIds };
}

/** A progress line: where the run is and its rates. */
export function progressLine(progress: BulkProgress): string {
  const seconds = progress.elapsedMs / 1000;
  const rate = (count: number) => (seconds > 0 ? (count / seconds).toFixed(1) : "-");
  return `${progress.coachesDone}/${progress.coaches} coaches, ${progress.athletes} athletes, ${progress.plannedWorkouts} planned workouts, ${progress.activities} activities (${progress.templates} templates) in ${seconds.toFixed(0)} s: ${rate(progress.athletes)} athletes/s, ${rate(progress.activities)} activities/s`;
}
