/**
 * The databases of bench/scale.bench.ts. Both hold the demo data and the same subjects: a coach
 * who owns a business and coaches 20 athletes in it, one of them busy (3 planned interval
 * sessions a day and a completed ride a day for a year), the others a planned ride and its
 * completed ride a day, and 200 library workouts. The large one adds the rest of a platform:
 * coaches in businesses of 10, each with 20 athletes and a year of their seasons as the season
 * generator writes them in bulk (addPlatform), everyone with a session.
 */
import type { ActivitySummary } from "@coach/shared/activities/summary";
import { addDays } from "@coach/shared/units/iso-week";
import type { SingleStep } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type pg from "pg";
import type { Database } from "../apps/server/src/db/client";
import {
  activities,
  businessAthletes,
  businessCoaches,
  businesses,
  calendarWorkouts,
  coachAthletes,
  libraryWorkouts,
  users,
} from "../apps/server/src/db/schema";
import { progressLine, writeBulkSeasons } from "../apps/server/src/demo/season/bulk-season";
import { seedDemoIfEmpty } from "../apps/server/src/demo/seed";
import { hashPassword } from "../apps/server/src/features/auth/passwords";
import { triathlonSession } from "./workouts";

export const SCALE_PASSWORD = "bench password 1";
export const SCALE_COACH_EMAIL = "scale-coach@bench.coach";
export const ATHLETES_PER_COACH = 20;
const LIBRARY_WORKOUTS = 200;
/** The generated platform's seed: the same rows on every run. */
const PLATFORM_SEED = 23;
/** Days after today of planned workouts (the performance page projects 14). */
const DAYS_AHEAD = 14;

export type Subjects = { coachId: number; busyAthleteId: number; athleteIds: number[] };

/** Today in UTC, and the first day of the year of training that ends today. */
export const today = new Date().toISOString().slice(0, 10);
export const yearStart = addDays(today, -364);

const zoneTime = (threshold: number, seconds: number[]) => ({
  threshold,
  zoneNames: seconds.map((_, zone) => `Zone ${zone + 1}`),
  seconds,
});

/** What the import stores of an hour-long endurance ride. */
export function rideSummary(durationSec: number): ActivitySummary {
  return {
    sportId: 2,
    durationSec,
    elapsedSec: durationSec + 120,
    movingTimeSec: durationSec - 60,
    distanceM: durationSec * 8.5,
    elevationGainM: 120,
    elevationLossM: 118,
    avgHeartRateBpm: 142,
    maxHeartRateBpm: 171,
    avgSpeedMps: 8.5,
    maxSpeedMps: 14.2,
    avgPaceSec: null,
    paceDistanceM: null,
    movingSpeedMps: null,
    movingPaceSec: null,
    caloriesKcal: null,
    avgCadenceRpm: 88,
    power: null,
    stress: { method: "power", stress: durationSec / 45, intensityFactor: 0.78, threshold: 250 },
    timeInZones: {
      heartRate: zoneTime(168, [300, 900, durationSec - 1500, 300, 0]),
      power: zoneTime(250, [200, 600, durationSec - 1200, 300, 100, 0, 0]),
      pace: null,
    },
  };
}

const RIDE_MEAN_MAX = [
  { durationSec: 5, powerW: 610 },
  { durationSec: 60, powerW: 420 },
  { durationSec: 300, powerW: 330 },
  { durationSec: 1200, powerW: 280 },
  { durationSec: 3600, powerW: 240 },
];

/** A steady hour in zone 2, one step: an athlete's everyday ride, with its totals. */
function steadyRide() {
  const step: SingleStep = {
    stepType: "step",
    uuid: "steady",
    action: "Work",
    unit: "zone",
    lower: null,
    upper: null,
    lowerZone: 2,
    upperZone: 2,
    lowerZoneValue: null,
    upperZoneValue: null,
    duration: 3600,
    distance: null,
    stress: 0,
    targetName: "",
    stepInfo: "",
  };
  const body = { ...triathlonSession(0, 1), name: "Endurance ride", steps: [step] };
  return computeWorkoutTotals(body, null);
}

/**
 * A planned ride every day of the year (and two weeks ahead) and its completed ride on every
 * day up to today, for the athletes of the coaching links that `links` (a condition on
 * coach_athletes ca) names, in two statements. On a client of its own, so that the session
 * settings of a bulk load (bulkLoad) apply.
 */
async function insertDailyRides(client: pg.PoolClient, links: string, values: unknown[]) {
  const ride = steadyRide();
  const workouts = await client.query<{ first: number | null }>(
    `with inserted as (
       insert into calendar_workouts (athlete_id, date, name, type, subtype, method, steps,
                                      total_duration, total_distance, total_stress, created_by)
       select ca.athlete_id, day::date, 'Endurance ride', 2, 200, 3, $1::jsonb, $2, $3, $4,
              ca.coach_id
       from coach_athletes ca
       cross join generate_series($5::date, $6::date, interval '1 day') day
       where ${links}
       returning id)
     select min(id) as first from inserted`,
    [
      JSON.stringify(ride.steps),
      ride.totalDuration,
      ride.totalDistance,
      ride.totalStress,
      yearStart,
      addDays(today, DAYS_AHEAD),
      ...values,
    ],
  );
  await client.query(
    `insert into activities (athlete_id, date, start_time, sport, name, file_fingerprint, file_key,
                             file_name, file_size_bytes, summary, samples, mean_max,
                             matched_workout_id, deviation, uploaded_by)
     select w.athlete_id, w.date, w.date + time '06:30', 2, 'Ride', 'scale-' || w.id,
            'activities/' || w.athlete_id || '/scale-' || w.id || '.fit', 'ride.fit', 150000,
            $1::jsonb, ''::bytea, $2::jsonb, w.id, (w.id % 21) - 10, w.athlete_id
     from calendar_workouts w
     where w.id >= $3 and w.date <= $4::date`,
    [
      // What the calendars, dots and totals read of an everyday ride; only the busy athlete's
      // rides carry the whole summary (time in zones...), which the athlete pages show.
      JSON.stringify({ sportId: 2, durationSec: 3600, distanceM: 30_600, stress: { stress: 80 } }),
      JSON.stringify(RIDE_MEAN_MAX),
      workouts.rows[0]!.first,
      today,
    ],
  );
}

/**
 * Runs `load` on one client with the settings of a bulk load of a throw-away database: no
 * fsync or full-page writes (a crash loses nothing the bench needs), no foreign-key triggers
 * (the generated rows are consistent by construction). Restored afterwards, so that the
 * measurements run with the server's usual settings.
 */
async function bulkLoad(db: Database, load: (client: pg.PoolClient) => Promise<void>) {
  const client = await db.$client.connect();
  const system = ["fsync = off", "full_page_writes = off", "max_wal_size = '16GB'"];
  try {
    for (const setting of system) await client.query(`alter system set ${setting}`);
    await client.query("select pg_reload_conf()");
    await client.query("set session_replication_role = replica");
    await client.query("set maintenance_work_mem = '512MB'");
    await load(client);
  } finally {
    await client.query("reset session_replication_role");
    await client.query("reset maintenance_work_mem");
    await client.query("alter system reset all");
    await client.query("select pg_reload_conf()");
    await client.query("checkpoint");
    client.release();
  }
}

/** The demo data and the subjects (see the top of this file); the same rows in both databases. */
export async function seedSubjects(db: Database): Promise<Subjects> {
  await seedDemoIfEmpty(db);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const person = (email: string, firstName: string, lastName: string) => ({
    email,
    passwordHash,
    firstName,
    lastName,
    emailConfirmedAt: new Date(),
    firstSetup: true,
    timezone: "UTC",
  });
  const [coach] = await db
    .insert(users)
    .values({
      ...person(SCALE_COACH_EMAIL, "Scale", "Coach"),
      isCoach: true,
      isBusinessOwner: true,
    })
    .returning({ id: users.id });
  const [business] = await db
    .insert(businesses)
    .values({ ownerId: coach!.id, businessName: "Scale Endurance", subdomain: "scale" })
    .returning({ id: businesses.id });
  await db.insert(businessCoaches).values({ businessId: business!.id, coachId: coach!.id });
  const athletes = await db
    .insert(users)
    .values(
      Array.from({ length: ATHLETES_PER_COACH }, (_, index) =>
        person(`scale-athlete-${index}@bench.coach`, "Athlete", String(index + 1).padStart(2, "0")),
      ),
    )
    .returning({ id: users.id });
  const athleteIds = athletes.map((athlete) => athlete.id);
  const links = athleteIds.map((athleteId) => ({ businessId: business!.id, athleteId }));
  await db.insert(businessAthletes).values(links);
  await db.insert(coachAthletes).values(links.map((link) => ({ ...link, coachId: coach!.id })));
  const [busyAthleteId, ...others] = athleteIds as [number, ...number[]];

  // The busy athlete: a swim, a ride and a run planned every day, a completed ride a day.
  const days = 365 + DAYS_AHEAD;
  const planned = Array.from({ length: days * 3 }, (_, index) => {
    const day = Math.floor(index / 3);
    const slot = index % 3;
    const body = triathlonSession(day, slot);
    const totals = computeWorkoutTotals(body, null);
    return {
      ...body,
      athleteId: busyAthleteId,
      date: addDays(yearStart, day),
      position: slot,
      steps: totals.steps,
      totalDuration: totals.totalDuration,
      totalDistance: totals.totalDistance,
      totalStress: totals.totalStress,
      createdBy: coach!.id,
    };
  });
  const rideOn = new Map<string, number>();
  for (let start = 0; start < planned.length; start += 500) {
    const stored = await db
      .insert(calendarWorkouts)
      .values(planned.slice(start, start + 500))
      .returning({
        id: calendarWorkouts.id,
        date: calendarWorkouts.date,
        type: calendarWorkouts.type,
      });
    for (const row of stored) if (row.type === 2) rideOn.set(row.date, row.id);
  }
  const rides = Array.from({ length: 365 }, (_, day) => {
    const date = addDays(yearStart, day);
    const durationSec = 2700 + (day % 5) * 300;
    // Every seventh day's ride was done without its plan.
    const isUnplanned = day % 7 === 6;
    return {
      athleteId: busyAthleteId,
      date,
      startTime: new Date(`${date}T06:30:00Z`),
      sport: 2,
      name: `Ride ${day}`,
      fileFingerprint: `scale-busy-${day}`,
      fileKey: `activities/scale-busy-${day}.fit`,
      fileName: `ride-${day}.fit`,
      fileSizeBytes: 150_000,
      summary: rideSummary(durationSec),
      samples: Buffer.alloc(0),
      meanMax: RIDE_MEAN_MAX,
      matchedWorkoutId: isUnplanned ? null : (rideOn.get(date) ?? null),
      deviation: isUnplanned ? null : -5 + (day % 10),
      uploadedBy: busyAthleteId,
    };
  });
  await db.insert(activities).values(rides);

  const client = await db.$client.connect();
  try {
    await insertDailyRides(client, "ca.athlete_id = any($7::integer[])", [others]);
  } finally {
    client.release();
  }

  await db.insert(libraryWorkouts).values(
    Array.from({ length: LIBRARY_WORKOUTS }, (_, index) => {
      const body = { ...triathlonSession(index, index % 3), name: `Session ${index + 1}` };
      const totals = computeWorkoutTotals(body, null);
      return {
        ...body,
        ownerId: coach!.id,
        businessId: business!.id,
        steps: totals.steps,
        totalDuration: totals.totalDuration,
        totalDistance: totals.totalDistance,
        totalStress: totals.totalStress,
      };
    }),
  );
  return { coachId: coach!.id, busyAthleteId, athleteIds };
}

/**
 * The rest of the platform, written by the season generator in bulk
 * (apps/server/src/demo/season/bulk-season.ts): `coaches` coaches in businesses of ten, 20
 * athletes each, and `months` of every athlete's season: the plan's and the placed days on the
 * calendar, races, an illness, the macrocycle, and an activity with its summary, laps, curves and
 * samples for every session done, matched to its planned workout as the import matches, with
 * comments; each coach has the demo library. Everyone is signed in once. The two big tables get
 * their secondary indexes back after the insert (built in one pass each, the way a restore
 * does), with the definitions the migrations gave them.
 */
export async function addPlatform(
  db: Database,
  coaches: number,
  months = 12,
  withoutSamples = false,
) {
  await bulkLoad(db, async (client) => {
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where tablename in ('calendar_workouts', 'activities')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const { indexname } of indexes.rows) await client.query(`drop index ${indexname}`);
    const result = await writeBulkSeasons(client, {
      coaches,
      athletesPerCoach: ATHLETES_PER_COACH,
      months,
      seed: PLATFORM_SEED,
      today,
      withoutSamples,
      onProgress: (progress) => console.log(`  ${progressLine(progress)}`),
    });
    console.log(`generated: ${progressLine(result)}`);
    for (const { indexdef } of indexes.rows) await client.query(indexdef);
    // Everyone signed in once: the sessions every request's authentication reads.
    await client.query(
      `insert into refresh_tokens (user_id, token_hash, expires_at)
       select id, encode(sha256(convert_to('session of ' || id, 'UTF8')), 'hex'),
              now() + interval '30 days'
       from users where email like '%@generated.%'`,
    );
  });
}

/** Settles the database as a running platform's would be: visibility map and statistics. */
export async function settle(db: Database) {
  await db.execute("vacuum analyze");
}

export type Sizes = Record<string, number> & { megabytes: number };

export async function sizesOf(db: Database): Promise<Sizes> {
  const result = await db.execute<Record<string, string>>(`
    select (select count(*) from users) as users,
           (select count(*) from coach_athletes) as coach_athletes,
           (select count(*) from calendar_workouts) as calendar_workouts,
           (select count(*) from activities) as activities,
           (select count(*) from library_workouts) as library_workouts,
           pg_database_size(current_database()) / 1048576 as megabytes`);
  const row = result.rows[0]!;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value)]),
  ) as Sizes;
}
