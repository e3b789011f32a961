import { todayIn } from "@coach/shared/calendar/athlete-today";
import type {
  BatchCalendarWorkoutsBody,
  CalendarRangeQuery,
  CalendarWorkout,
  CreateCalendarWorkoutBody,
  MoveCalendarWorkoutBody,
  ShiftCalendarBody,
  UpdateCalendarWorkoutBody,
} from "@coach/shared/calendar/calendar.schemas";
import { addDays, daysBetween } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import type { Database, Executor } from "../../db/client";
import type { DataTag } from "../../db/data-changes";
import { editConflict } from "../../db/edit-conflict";
import { transactionWithRetry } from "../../db/with-retry";
import { AppError } from "../../errors/app-error";
import type { AnswerCache } from "../../platform/answers/answer-cache";
import type { EventBus } from "../../platform/events/event-bus";
import {
  type EncodedAnswer,
  encodedAnswer,
  encodedAnswerBytes,
} from "../../platform/http/encoded-answer";
import { accessibleAthlete } from "../access/athlete-access";
import { findAthleteRecords } from "../activities/athlete-records.service";
import { assertDurationLimits, getLibraryWorkout } from "../library/library.service";
import type { UserRow } from "../people/users.service";
import * as repository from "./calendar.repository";
import {
  calendarGridJson,
  calendarRangeJson,
  toCalendarActivity,
  toCalendarGridActivity,
  toCalendarWorkout,
  toWorkoutBody,
} from "./calendar-mapping";
import { findGridRange, findRangeEvents, findWorkoutsInRange } from "./calendar-range.repository";
import { assertCalendarWorkoutFields, assertDayRules, placeInDay } from "./calendar-rules";

type Options = { db: Database; viewer: UserRow; athleteId: number };

/**
 * GET api/athlete/{id}/calendar/workouts/: the range's workouts, races, unavailability,
 * activities and records in a fixed number of queries (the access check, the athlete, then in
 * parallel the records and the calendar's tables: one statement for the grid, two for whole
 * workouts), answered as JSON text: CalendarRangeResponse, or with `view=grid`
 * CalendarGridResponse, whose workouts carry what the month grid draws and no steps.
 */
export async function getCalendarRange(
  options: Options & { query: CalendarRangeQuery; answers: AnswerCache },
): Promise<EncodedAnswer> {
  const { viewer, athleteId, query } = options;
  if (query.athlete !== undefined && query.athlete !== athleteId) {
    throw AppError.field("athlete", messages.calendarAthleteMismatch);
  }
  const kept = await options.answers.remember(
    {
      key: `calendar:${viewer.id}:${athleteId}:${query.view}:${query.startDate}:${query.endDate}`,
      tags: calendarRangeTags(viewer.id, athleteId),
      bytes: keptRangeBytes,
      isFresh: isSameDay,
    },
    () => readCalendarRange(options),
  );
  return kept.answer;
}

/**
 * A range's answer as kept, with the athlete's day it was written on and the last minute (since
 * the epoch) that day was checked.
 */
type KeptCalendarRange = {
  answer: EncodedAnswer;
  timezone: string;
  today: string;
  checkedMinute?: number;
};

const keptRangeBytes = (range: KeptCalendarRange) => encodedAnswerBytes(range.answer);

/**
 * `today` marks the missed workouts: a new day in the athlete's zone reads the answer again.
 * Every zone's offset is whole minutes, so the day cannot change within a minute: it is worked
 * out once a minute, not at every request (formatting a date in a zone costs more than the rest
 * of serving a kept answer's lookup).
 */
function isSameDay(range: KeptCalendarRange): boolean {
  const minute = Math.floor(Date.now() / 60_000);
  if (range.checkedMinute === minute) return true;
  if (todayIn(range.timezone) !== range.today) return false;
  range.checkedMinute = minute;
  return true;
}

/**
 * What a range's answer is read from: the athlete's calendar tables and what it reads of them
 * (time zone, zones), the viewer's roles and the access rules (a coach removed gets 404 at
 * once), and the names of the people who wrote its workouts and comments. Not the rest of the
 * viewer's row: a coach going from athlete to athlete writes the visited one each time.
 */
function calendarRangeTags(viewerId: number, athleteId: number): DataTag[] {
  const tags: DataTag[] = [`athlete:${athleteId}`, `person:${athleteId}`, "names"];
  if (viewerId !== athleteId) tags.push(`person:${viewerId}`, "access");
  return tags;
}

async function readCalendarRange(
  options: Options & { query: CalendarRangeQuery },
): Promise<KeptCalendarRange> {
  const { db, viewer, athleteId, query } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const range = { startDate: query.startDate, endDate: query.endDate };
  const today = todayIn(athlete.timezone);
  if (query.view === "grid") {
    const [{ workouts, ...rangeEvents }, records] = await Promise.all([
      findGridRange(db, athleteId, range),
      findAthleteRecords({ db, athleteId, ...range }),
    ]);
    const json = calendarGridJson({
      ...rangeEvents,
      activities: rangeEvents.activities.map(toCalendarGridActivity),
      today,
      records,
      workouts,
    });
    return { answer: encodedAnswer(json), timezone: athlete.timezone, today };
  }
  const [workouts, rangeEvents, records] = await Promise.all([
    findWorkoutsInRange(db, athleteId, range.startDate, range.endDate),
    findRangeEvents(db, athleteId, range),
    findAthleteRecords({ db, athleteId, ...range }),
  ]);
  const zones = athleteZones(athlete.zones);
  const json = calendarRangeJson({
    ...rangeEvents,
    activities: rangeEvents.activities.map(toCalendarActivity),
    today,
    records,
    workouts,
    zones,
  });
  return { answer: encodedAnswer(json), timezone: athlete.timezone, today };
}

/** What a workout's answer reads of its athlete. */
export function workoutReader(athlete: UserRow) {
  return { today: todayIn(athlete.timezone), zones: athleteZones(athlete.zones) };
}

export async function getCalendarWorkout(options: Options & { workoutId: number }) {
  const { db, viewer, athleteId } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const row = await repository.findWorkout(db, athleteId, options.workoutId);
  if (!row) throw AppError.notFound();
  return toCalendarWorkout(row, workoutReader(athlete));
}

/**
 * Answers one workout as just written, with its creator's name. Read inside the write's
 * transaction, so the answer is this write's state and its version, not a later writer's.
 */
async function answer(db: Executor, athlete: UserRow, id: number): Promise<CalendarWorkout> {
  const row = await repository.findWorkout(db, athlete.id, id);
  if (!row) throw AppError.notFound();
  return toCalendarWorkout(row, workoutReader(athlete));
}

/**
 * The stored columns of a workout for this athlete: totals and step stress with the athlete's
 * zones. A body typed by hand must pass the library's rules and duration limits; a copy of a
 * library or calendar workout passed them already (and a built-in test is exempt).
 */
function storedFor(body: WorkoutBody, zones: AccountZones, isNewContent: boolean) {
  const totals = computeWorkoutTotals(body, zones);
  if (isNewContent) assertDurationLimits(body, totals);
  const { steps, totalDuration, totalDistance, totalStress } = totals;
  return { ...pickWorkoutFields(body), steps, totalDuration, totalDistance, totalStress };
}

/** The library workout's fields, if the viewer can see it (404 otherwise). */
async function libraryBody(options: Options, libraryWorkoutId: number | string) {
  const source = await getLibraryWorkout({
    db: options.db,
    viewer: options.viewer,
    id: String(libraryWorkoutId),
  });
  return pickWorkoutFields(source);
}

function pickWorkoutFields(source: WorkoutBody): WorkoutBody {
  const { name, type, subtype, method, basedOn, steps, instructions } = source;
  const { isPool, poolLength, poolLengthUnit, elevation, gradient } = source;
  return {
    ...{ name, type, subtype, method, basedOn, steps, instructions },
    ...{ isPool, poolLength, poolLengthUnit, elevation, gradient },
  };
}

/** The position after the day's last workout (positions may have gaps after a delete). */
function endOfDay(day: repository.DayItemRow[]): number {
  return day.length === 0 ? 0 : day[day.length - 1]!.position + 1;
}

/** Puts a workout at a position of its day (the day's other ids in order), renumbering the day. */
async function placeWorkout(tx: Executor, id: number, dayIds: number[], position?: number) {
  const order = placeInDay(dayIds, id, position);
  await repository.setPositions(
    tx,
    order.map((orderedId, index) => ({ id: orderedId, position: index })),
  );
}

/** A workout put on the calendar is told (the owner's quickstart listens). */
function workoutScheduled(tx: Executor, events: EventBus, viewer: UserRow, athleteId: number) {
  return events.emit(tx, {
    type: "workouts.scheduled",
    actorId: viewer.id,
    athleteIds: [athleteId],
    workoutCount: 1,
    source: "calendar",
  });
}

/** POST api/athlete/{id}/calendar/workouts/: from the library, or a whole workout. */
export async function createCalendarWorkout(
  options: Options & { events: EventBus; body: CreateCalendarWorkoutBody },
) {
  const { db, viewer, athleteId, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const isFromLibrary = "libraryWorkoutId" in body;
  const workout = isFromLibrary
    ? await libraryBody(options, body.libraryWorkoutId)
    : pickWorkoutFields(body);
  assertCalendarWorkoutFields(workout);
  const stored = storedFor(workout, athleteZones(athlete.zones), !isFromLibrary);
  const id = await db.transaction(async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const day = await repository.findDayItemsOnDates(tx, athleteId, [body.date]);
    assertDayRules(day, [{ id: null, date: body.date, type: workout.type }]);
    const row = await repository.insertWorkout(tx, {
      ...stored,
      athleteId,
      date: body.date,
      position: endOfDay(day),
      sourceLibraryId: isFromLibrary ? String(body.libraryWorkoutId) : null,
      createdBy: viewer.id,
    });
    const dayIds = day.map((item) => item.id);
    if (body.position !== undefined) {
      await placeWorkout(tx, row.id, dayIds, body.position);
    }
    await workoutScheduled(tx, options.events, viewer, athleteId);
    return row.id;
  });
  return answer(db, athlete, id);
}

/**
 * PUT .../workouts/{workoutId}/: new content (totals recomputed), and the date and position it
 * names. A new date puts it at the end of that day unless a position is given. With `version`,
 * a workout changed since answers 409 with its current state and who changed it (decision 083);
 * that check comes before the day rules, which judged a state the editor never saw.
 */
export async function updateCalendarWorkout(
  options: Options & { workoutId: number; body: UpdateCalendarWorkoutBody },
) {
  const { db, viewer, athleteId, workoutId, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const workout = pickWorkoutFields(body);
  assertCalendarWorkoutFields(workout);
  const stored = storedFor(workout, athleteZones(athlete.zones), true);
  // Re-runnable: every effect is inside the transaction.
  return transactionWithRetry(db, async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const [current] = await repository.findDayItemsByIds(tx, athleteId, [workoutId]);
    if (!current) throw AppError.notFound();
    const day = await repository.findDayItemsOnDates(tx, athleteId, [body.date]);
    const edit = { version: body.version, updatedBy: viewer.id };
    const written = await repository.updateWorkout(
      tx,
      athleteId,
      workoutId,
      { ...stored, date: body.date },
      edit,
    );
    if (!written) throw await staleWorkout(tx, athlete, workoutId);
    assertDayRules(day, [{ id: workoutId, date: body.date, type: workout.type }]);
    const dayIds = day.map((item) => item.id);
    const isSameDay = current.date === body.date;
    if (!isSameDay || body.position !== undefined) {
      await placeWorkout(tx, workoutId, dayIds, body.position);
    }
    return answer(tx, athlete, workoutId);
  });
}

/** The 409 of a stale workout edit: its current state, as GET answers it, and its last editor. */
async function staleWorkout(tx: Executor, athlete: UserRow, workoutId: number) {
  const row = await repository.findWorkout(tx, athlete.id, workoutId);
  if (!row) return AppError.notFound();
  const current = toCalendarWorkout(row, workoutReader(athlete));
  return editConflict(tx, row.updatedBy, current);
}

export async function deleteCalendarWorkout(options: Options & { workoutId: number }) {
  const { db, viewer, athleteId } = options;
  await accessibleAthlete(db, viewer, athleteId);
  const deleted = await repository.deleteWorkouts(db, athleteId, [options.workoutId]);
  if (deleted.length === 0) throw AppError.notFound();
}

/** POST .../workouts/{workoutId}/move/: drag and drop to a date and a position in it. */
export async function moveCalendarWorkout(
  options: Options & { workoutId: number; body: MoveCalendarWorkoutBody },
) {
  const { db, viewer, athleteId, workoutId, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const edit = { updatedBy: viewer.id };
  return transactionWithRetry(db, async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const [current] = await repository.findDayItemsByIds(tx, athleteId, [workoutId]);
    if (!current) throw AppError.notFound();
    const day = await repository.findDayItemsOnDates(tx, athleteId, [body.date]);
    assertDayRules(day, [{ id: workoutId, date: body.date, type: current.type }]);
    if (current.date !== body.date) {
      await repository.updateWorkout(tx, athleteId, workoutId, { date: body.date }, edit);
    }
    const dayIds = day.map((item) => item.id);
    await placeWorkout(tx, workoutId, dayIds, body.position);
    return answer(tx, athlete, workoutId);
  });
}

/** POST .../workouts/{workoutId}/copy/: the same content as a new workout at the end of a date. */
export async function copyCalendarWorkout(
  options: Options & { events: EventBus; workoutId: number; body: { date: string } },
) {
  const { db, viewer, athleteId, workoutId, body } = options;
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  const id = await db.transaction(async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const source = await repository.findWorkout(tx, athleteId, workoutId);
    if (!source) throw AppError.notFound();
    const day = await repository.findDayItemsOnDates(tx, athleteId, [body.date]);
    assertDayRules(day, [{ id: null, date: body.date, type: source.type }]);
    const stored = storedFor(toWorkoutBody(source), athleteZones(athlete.zones), false);
    const row = await repository.insertWorkout(tx, {
      ...stored,
      athleteId,
      date: body.date,
      position: endOfDay(day),
      sourceLibraryId: source.sourceLibraryId,
      createdBy: viewer.id,
    });
    await workoutScheduled(tx, options.events, viewer, athleteId);
    return row.id;
  });
  return answer(db, athlete, id);
}

/**
 * POST .../workouts/batch/: moves or deletes selected workouts together, all or none. Every id
 * must be a workout of this athlete's calendar (404 otherwise).
 */
export async function batchCalendarWorkouts(
  options: Options & { body: BatchCalendarWorkoutsBody },
): Promise<{ ids: number[] }> {
  const { db, viewer, athleteId, body } = options;
  await accessibleAthlete(db, viewer, athleteId);
  const ids = [...new Set(body.ids)];
  return transactionWithRetry(db, async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const selected = await repository.findDayItemsByIds(tx, athleteId, ids);
    if (selected.length !== ids.length) throw AppError.notFound();
    if (body.action === "delete") {
      return { ids: await repository.deleteWorkouts(tx, athleteId, ids) };
    }
    const earliest = selected[0]!.date;
    const days = body.days ?? daysBetween(earliest, body.date!);
    await moveItems(tx, athleteId, selected, days);
    await repository.shiftWorkouts(tx, athleteId, ids, days, viewer.id);
    await renumberArrivals(tx, athleteId, selected, days);
    return { ids: selected.map((item) => item.id) };
  });
}

/** POST .../calendar/shift/: every workout on or after fromDate moves by `days`, together. */
export async function shiftCalendar(
  options: Options & { body: ShiftCalendarBody },
): Promise<{ moved: number }> {
  const { db, viewer, athleteId, body } = options;
  await accessibleAthlete(db, viewer, athleteId);
  return transactionWithRetry(db, async (tx) => {
    await repository.lockAthleteCalendar(tx, athleteId);
    const moving = await repository.findDayItemsFrom(tx, athleteId, body.fromDate);
    if (moving.length === 0) return { moved: 0 };
    await moveItems(tx, athleteId, moving, body.days);
    const moved = await repository.shiftWorkoutsFrom(
      tx,
      athleteId,
      body.fromDate,
      body.days,
      viewer.id,
    );
    await renumberArrivals(tx, athleteId, moving, body.days);
    return { moved: moved.length };
  });
}

/** Checks the day rules for items about to move by `days` (one query for all target days). */
async function moveItems(
  tx: Executor,
  athleteId: number,
  items: repository.DayItemRow[],
  days: number,
) {
  const incoming = items.map((item) => ({ ...item, date: addDays(item.date, days) }));
  const targetDates = [...new Set(incoming.map((item) => item.date))];
  const existing = await repository.findDayItemsOnDates(tx, athleteId, targetDates);
  assertDayRules(existing, incoming);
}

async function renumberArrivals(
  tx: Executor,
  athleteId: number,
  items: repository.DayItemRow[],
  days: number,
) {
  const targetDates = [...new Set(items.map((item) => addDays(item.date, days)))];
  const ids = items.map((item) => item.id);
  await repository.renumberDays(tx, athleteId, targetDates, ids);
}
