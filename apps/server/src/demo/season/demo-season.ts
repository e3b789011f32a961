import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { todayIn } from "@coach/shared/calendar/athlete-today";
import {
  CalendarRaceBodySchema,
  CalendarUnavailabilityBodySchema,
  CreateCalendarWorkoutBodySchema,
} from "@coach/shared/calendar/calendar.schemas";
import { SaveMacrocycleBodySchema } from "@coach/shared/macrocycle/macrocycle.schemas";
import { ApplyPlanRequestSchema, SavePlanRequestSchema } from "@coach/shared/plans/plan.schemas";
import { WorkoutBodySchema } from "@coach/shared/workouts/workout.schemas";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { AccountZonesSchema } from "@coach/shared/zones/zone.schemas";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import {
  activities,
  activityComments,
  libraryWorkouts,
  trainingPlans,
  users,
} from "../../db/schema";
import { addComment } from "../../features/activities/activities.service";
import { importActivityFiles } from "../../features/activities/activity-import";
import { createCalendarWorkout } from "../../features/calendar/calendar.service";
import { createRace, createUnavailability } from "../../features/calendar/calendar-events.service";
import { createLibraryWorkout } from "../../features/library/library.service";
import { assertWorkoutFields } from "../../features/library/library-validation";
import { saveMacrocycle } from "../../features/macrocycle/macrocycle.service";
import { getUser, type UserRow } from "../../features/people/users.service";
import { applyPlan } from "../../features/plans/plan-assignment.service";
import { savePlan } from "../../features/plans/plans-library.service";
import { createWorkerPool } from "../../platform/workers/worker-pool";
import { DEMO_ATHLETES, DEMO_COACH, DEMO_OWNER } from "../seed";
import { writeDemoBusiness } from "./demo-business";
import { demoLibrary } from "./demo-workouts";
import { type SeasonScript, type SessionScript, seasonScript } from "./season-script";
import { physiologyOf, sessionBlocks, simulatedSport } from "./session-blocks";
import type { SessionFileTask } from "./session-file.task";

/**
 * The demo business's season, written through the product's own services as its coaches and
 * athletes would: the library, the plans and their application, races, an illness, notes and
 * the macrocycle, then every session the athletes did, simulated, encoded as a FIT file and
 * imported through the upload's path (so every figure on every page is the product's own), and
 * the comments on some of them. Each step looks at what is already there first, so a run that
 * was stopped half-way goes on where it stopped and a second run adds nothing.
 */

export const DEMO_SEED = 20_261_127;
/** Girona: where the demo business's athletes train outdoors. */
const HOME = { latitudeDeg: 41.9794, longitudeDeg: 2.8214 };

type Progress = (done: number, total: number, what: string) => void;

export type DemoSeasonResult = { importedCount: number; sessionCount: number; elapsedMs: number };

export async function writeDemoSeason(
  deps: AppDeps,
  options: {
    today?: string;
    /** Imports only the sessions from this date on (the tests' short seasons). */
    sessionsFrom?: string;
    onProgress?: Progress;
  } = {},
): Promise<DemoSeasonResult> {
  const startedMs = performance.now();
  const { db } = deps;
  const byEmail = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`The demo user ${email} is missing: seed the demo first.`);
    return getUser({ db, userId: row.id });
  };
  const owner = await byEmail(DEMO_OWNER.email);
  const coach = await byEmail(DEMO_COACH.email);
  const coaches = { owner, coach };
  await Promise.all([owner, coach].map((viewer) => writeLibrary(deps, viewer)));

  const athletes = await Promise.all(
    DEMO_ATHLETES.map(async (spec) => {
      const athlete = await byEmail(spec.email);
      const zones = AccountZonesSchema.parse(athlete.zones);
      const today = options.today ?? todayIn(athlete.timezone);
      const script = seasonScript({
        athlete: { key: spec.firstName.toLowerCase(), sport: spec.season, zones },
        seed: DEMO_SEED,
        today,
      });
      return { athlete, coach: coaches[spec.coach], script };
    }),
  );
  // The calendars (one athlete's beside the other's) while the first files are being made; the
  // imports wait for them, to be matched to their planned workouts.
  const calendarsWritten = Promise.all(
    athletes.map(({ athlete, coach: viewer, script }) =>
      writeCalendar(deps, viewer, athlete, script),
    ),
  ).then(() =>
    writeDemoBusiness(
      deps,
      owner,
      athletes.map(({ athlete }) => athlete),
      options.today ?? todayIn("UTC"),
    ),
  );

  // Newest first: the weeks a newcomer looks at fill before the older history.
  const work = athletes
    .flatMap(({ athlete, coach: viewer, script }) =>
      script.sessions.map((session) => ({ athlete, viewer, session })),
    )
    .filter(({ session }) => !options.sessionsFrom || session.date >= options.sessionsFrom)
    .sort((a, b) => b.session.date.localeCompare(a.session.date));
  const [importedCount] = await Promise.all([
    importSessions(deps, work, calendarsWritten, options.onProgress),
    calendarsWritten,
  ]);
  return { importedCount, sessionCount: work.length, elapsedMs: performance.now() - startedMs };
}

async function writeLibrary(deps: AppDeps, viewer: UserRow) {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(libraryWorkouts)
    .where(eq(libraryWorkouts.ownerId, viewer.id));
  if (count > 0) return;
  for (const body of demoLibrary()) {
    const parsed = WorkoutBodySchema.parse(body);
    assertWorkoutFields(parsed);
    await createLibraryWorkout({ db: deps.db, viewer, body: parsed });
  }
}

/**
 * What of an athlete's calendar is written already, so that a run stopped half-way goes on from
 * there: the plan applications, and the placed workouts and races by day and name.
 */
async function writtenParts(db: AppDeps["db"], athleteId: number) {
  const result = await db.execute<{ kind: string; key: string }>(sql`
    select 'assignment' as kind, id::text as key from plan_assignments
      where athlete_id = ${athleteId}
    union all
    select 'placed', date::text || ' ' || name from calendar_workouts
      where athlete_id = ${athleteId} and plan_assignment_id is null
    union all
    select 'race', date::text || ' ' || name from calendar_races where athlete_id = ${athleteId}
    union all
    select 'unavailability', start_date::text from calendar_unavailability
      where athlete_id = ${athleteId}`);
  const keys = (kind: string) =>
    new Set(result.rows.filter((row) => row.kind === kind).map((row) => row.key));
  return {
    assignments: keys("assignment").size,
    placed: keys("placed"),
    races: keys("race"),
    unavailability: keys("unavailability"),
  };
}

/**
 * The plan, its two applications, the hand-placed weeks, races, illness and macrocycle; each
 * part only when the athlete has none of it yet.
 */
async function writeCalendar(
  deps: AppDeps,
  viewer: UserRow,
  athlete: UserRow,
  script: SeasonScript,
) {
  const { db, events } = deps;
  const written = await writtenParts(db, athlete.id);
  const [existingPlan] = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.ownerId, viewer.id), eq(trainingPlans.title, script.plan.title)));
  const planId =
    existingPlan?.id ??
    (
      await savePlan({
        db,
        viewer,
        requireId: false,
        body: SavePlanRequestSchema.parse(script.plan),
      })
    ).plan.id;
  // Applications in order: those done already are the first ones.
  for (const endDate of script.planEndDates.slice(written.assignments)) {
    const body = ApplyPlanRequestSchema.parse({
      planId,
      athletes: [athlete.id],
      endDates: { [athlete.id]: endDate },
    });
    await applyPlan({ db, viewer, events, body });
  }
  const athleteId = athlete.id;
  for (const entry of script.placed) {
    if (written.placed.has(`${entry.date} ${entry.workout.name}`)) continue;
    const body = CreateCalendarWorkoutBodySchema.parse({ ...entry.workout, date: entry.date });
    await createCalendarWorkout({ db, viewer, events, athleteId, body });
  }
  for (const race of script.races) {
    if (written.races.has(`${race.date} ${race.name}`)) continue;
    await createRace({ db, viewer, events, athleteId, body: CalendarRaceBodySchema.parse(race) });
  }
  for (const days of script.unavailability) {
    if (written.unavailability.has(days.startDate)) continue;
    // The athlete tells their coach they are ill.
    await createUnavailability({
      db,
      viewer: athlete,
      events,
      athleteId,
      body: CalendarUnavailabilityBodySchema.parse(days),
    });
  }
  // A save of the same weeks again changes nothing.
  await saveMacrocycle({
    db,
    viewer,
    athleteId,
    body: SaveMacrocycleBodySchema.parse({ weeks: script.macrocycle }),
  });
}

type Work = { athlete: UserRow; viewer: UserRow; session: SessionScript };

function startTimeOf(session: SessionScript): Date {
  // The demo athletes live in UTC (the product's default time zone).
  return new Date(Date.parse(`${session.date}T00:00:00Z`) + session.startMinute * 60_000);
}

/**
 * Every session not imported yet: the files are made in worker threads ahead of the import,
 * which begins once the calendars are written; each is imported as the athlete's own upload,
 * then commented.
 */
async function importSessions(
  deps: AppDeps,
  work: Work[],
  calendarsWritten: Promise<unknown>,
  onProgress?: Progress,
): Promise<number> {
  const { db } = deps;
  const athleteIds = [...new Set(work.map((item) => item.athlete.id))];
  const existing = await db
    .select({ athleteId: activities.athleteId, startTime: activities.startTime })
    .from(activities)
    .where(inArray(activities.athleteId, athleteIds));
  const known = new Set(existing.map((row) => `${row.athleteId}@${row.startTime.getTime()}`));
  const todo = work.filter(
    (item) => !known.has(`${item.athlete.id}@${startTimeOf(item.session).getTime()}`),
  );
  if (todo.length === 0) return 0;

  const directory = await mkdtemp(path.join(tmpdir(), "demo-season-"));
  const pool = createWorkerPool({
    taskModule: new URL("./session-file.task.ts", import.meta.url),
    maxThreads: 2,
    maxOldGenerationSizeMb: 256,
  });
  let imported = 0;
  try {
    const makeFile = (item: Work, index: number) => {
      const zones = AccountZonesSchema.parse(item.athlete.zones);
      const sport = simulatedSport(item.session.workout.type);
      const isOutdoor = !item.session.isIndoor && (sport === "running" || sport === "cycling");
      const turn = (index * 2.399) % (2 * Math.PI);
      const filePath = path.join(directory, `${item.session.key}.fit`);
      const task: SessionFileTask = {
        seed: DEMO_SEED,
        key: item.session.key,
        path: filePath,
        input: {
          sport,
          blocks: sessionBlocks(item.session.workout, zones, item.session.fraction),
          startTime: startTimeOf(item.session).toISOString(),
          route: isOutdoor ? { ...HOME, turnRad: turn } : null,
          physiology: physiologyOf(zones),
          poolLengthM: item.session.workout.poolLength,
        },
      };
      return pool.run<{ sizeBytes: number }>(task).then(() => filePath);
    };
    // Files in the making ahead of the import: the encoder's threads never wait for it.
    const ahead = 8;
    const files: Promise<string>[] = todo.slice(0, ahead).map(makeFile);
    await calendarsWritten;
    for (const [index, item] of todo.entries()) {
      if (index + ahead < todo.length) files.push(makeFile(todo[index + ahead]!, index + ahead));
      const filePath = await files[index]!;
      const sizeBytes = (await stat(filePath)).size;
      const [result] = await importActivityFiles(
        {
          db,
          events: deps.events,
          storage: deps.storage,
          parser: deps.activityParser,
          viewer: item.athlete,
          athlete: item.athlete,
          zones: athleteZones(item.athlete.zones),
        },
        [
          {
            fileName: `${item.session.workout.name}.fit`,
            path: filePath,
            sizeBytes,
            isTooLarge: false,
          },
        ],
      );
      await rm(filePath, { force: true });
      // Imported meanwhile (a second run of the job beside this one): nothing more to do.
      if (result?.status === "duplicate") continue;
      if (result?.status !== "imported") {
        throw new Error(
          `The demo session ${item.session.key} was not imported: ${result?.message}`,
        );
      }
      imported += 1;
      const activityId = result.activities[0]!.id;
      for (const [order, comment] of item.session.comments.entries()) {
        const added = await addComment({
          db,
          events: deps.events,
          viewer: comment.by === "athlete" ? item.athlete : item.viewer,
          id: activityId,
          body: { comment: comment.text, event_type: "activity" },
        });
        // Written that day, not at the demo's start: an hour after the session, the coach later.
        const writtenAt = new Date(
          startTimeOf(item.session).getTime() + (2 + 3 * order) * 3_600_000,
        );
        await db
          .update(activityComments)
          .set({ createdAt: writtenAt })
          .where(eq(activityComments.id, added.id));
      }
      onProgress?.(index + 1, todo.length, item.session.date);
    }
  } finally {
    await pool.close();
    await rm(directory, { recursive: true, force: true });
  }
  return imported;
}

/**
 * The demo people exist (this start or `npm run demo` made them) but their season was never
 * begun: no demo athlete has a plan. A season begun and stopped half-way is the queue's to retry.
 */
export async function isDemoSeasonPending(db: AppDeps["db"]): Promise<boolean> {
  const emails = DEMO_ATHLETES.map((athlete) => athlete.email);
  const result = await db.execute<{ athletes: number; planned: number }>(sql`
    select count(*)::int as athletes,
           count(*) filter (where exists (
             select 1 from plan_assignments where plan_assignments.athlete_id = users.id))::int as planned
    from users where email in ${emails}`);
  const row = result.rows[0];
  return Number(row?.athletes) === emails.length && Number(row?.planned) === 0;
}
