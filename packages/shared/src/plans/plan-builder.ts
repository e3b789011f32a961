import { messages } from "../validation/messages.ts";
import { DAYS_PER_WEEK, type PlanDay, type PlanWeek, type PlanWorkout } from "./plan.schemas.ts";

/**
 * The plan builder's rules as pure functions: each returns a new
 * plan, or the message of the rule it breaks. The screen and the server share them.
 */
export interface PlanDraft {
  title: string;
  notes: string;
  structure: PlanWeek[];
}

export type PlanResult = { ok: true; plan: PlanDraft } | { ok: false; error: string };

export interface DayRef {
  week: number;
  day: number;
}
export interface WorkoutRef extends DayRef {
  index: number;
}

const emptyDay = (): PlanDay => ({ isRestDay: false, workouts: [] });
const emptyWeek = (): PlanWeek => Array.from({ length: DAYS_PER_WEEK }, emptyDay);
const ok = (plan: PlanDraft): PlanResult => ({ ok: true, plan });
const fail = (error: string): PlanResult => ({ ok: false, error });

/** A new plan starts with one empty week of 7 days. */
export function createPlan(title = "", notes = ""): PlanDraft {
  return { title, notes, structure: [emptyWeek()] };
}

function dayAt(plan: PlanDraft, ref: DayRef): PlanDay | undefined {
  return plan.structure[ref.week]?.[ref.day];
}

/** A copy of the plan with one day replaced. */
function withDay(plan: PlanDraft, ref: DayRef, day: PlanDay): PlanDraft {
  return {
    ...plan,
    structure: plan.structure.map((week, weekIndex) =>
      weekIndex === ref.week
        ? week.map((current, dayIndex) => (dayIndex === ref.day ? day : current))
        : week,
    ),
  };
}

/** A week can be added only when the last week holds at least one workout. */
export function canAddWeek(plan: PlanDraft): boolean {
  const last = plan.structure.at(-1);
  return last === undefined || last.some((day) => day.workouts.length > 0);
}

export function addWeek(plan: PlanDraft): PlanResult {
  if (!canAddWeek(plan)) return fail(messages.planWeekNeedsWorkout);
  return ok({ ...plan, structure: [...plan.structure, emptyWeek()] });
}

/** A week can be deleted only while more than one exists. */
export function deleteWeek(plan: PlanDraft, week: number): PlanResult {
  if (plan.structure.length <= 1) return fail(messages.planNeedsOneWeek);
  if (!plan.structure[week]) return fail(messages.planDayNotFound);
  return ok({ ...plan, structure: plan.structure.filter((_, index) => index !== week) });
}

/** A rest day only on an empty day. */
export function addRestDay(plan: PlanDraft, ref: DayRef): PlanResult {
  const day = dayAt(plan, ref);
  if (!day) return fail(messages.planDayNotFound);
  if (day.isRestDay || day.workouts.length > 0) return fail(messages.restDayNotEmpty);
  return ok(withDay(plan, ref, { isRestDay: true, workouts: [] }));
}

export function removeRestDay(plan: PlanDraft, ref: DayRef): PlanResult {
  const day = dayAt(plan, ref);
  if (!day) return fail(messages.planDayNotFound);
  return ok(withDay(plan, ref, emptyDay()));
}

/** No workout on a rest day. */
export function addWorkout(plan: PlanDraft, ref: DayRef, workout: PlanWorkout): PlanResult {
  const day = dayAt(plan, ref);
  if (!day) return fail(messages.planDayNotFound);
  if (day.isRestDay) return fail(messages.workoutOnRestDay);
  return ok(withDay(plan, ref, { ...day, workouts: [...day.workouts, workout] }));
}

export function workoutAt(plan: PlanDraft, ref: WorkoutRef): PlanWorkout | undefined {
  return dayAt(plan, ref)?.workouts[ref.index];
}

export function deleteWorkout(plan: PlanDraft, ref: WorkoutRef): PlanResult {
  const day = dayAt(plan, ref);
  if (!day?.workouts[ref.index]) return fail(messages.planWorkoutNotFound);
  return ok(
    withDay(plan, ref, {
      ...day,
      workouts: day.workouts.filter((_, index) => index !== ref.index),
    }),
  );
}

/** Replaces a workout in place (the Edit action). */
export function replaceWorkout(plan: PlanDraft, ref: WorkoutRef, workout: PlanWorkout): PlanResult {
  const day = dayAt(plan, ref);
  if (!day?.workouts[ref.index]) return fail(messages.planWorkoutNotFound);
  const workouts = day.workouts.map((current, index) => (index === ref.index ? workout : current));
  return ok(withDay(plan, ref, { ...day, workouts }));
}

/** Drag and drop: the workout leaves its day and goes to the end of the target day. */
export function moveWorkout(plan: PlanDraft, from: WorkoutRef, to: DayRef): PlanResult {
  const workout = workoutAt(plan, from);
  if (!workout) return fail(messages.planWorkoutNotFound);
  const target = dayAt(plan, to);
  if (!target) return fail(messages.planDayNotFound);
  if (target.isRestDay) return fail(messages.workoutOnRestDay);
  if (from.week === to.week && from.day === to.day) return ok(plan);
  const removed = deleteWorkout(plan, from);
  return removed.ok ? addWorkout(removed.plan, to, workout) : removed;
}

/** Plan workouts are plain JSON data, so a JSON round trip is a complete deep copy. */
function cloneWorkout(workout: PlanWorkout): PlanWorkout {
  return JSON.parse(JSON.stringify(workout)) as PlanWorkout;
}

/** Copy: a detached copy of the workout for the clipboard, or undefined when there is none. */
export function copyWorkout(plan: PlanDraft, ref: WorkoutRef): PlanWorkout | undefined {
  const workout = workoutAt(plan, ref);
  return workout && cloneWorkout(workout);
}

/**
 * Paste: a deep copy of the copied workout goes to the day, so later edits of one do not
 * change the other. `copied` is what the Copy action kept (the screen holds the clipboard).
 */
export function pasteWorkout(
  plan: PlanDraft,
  to: DayRef,
  copied: PlanWorkout | null | undefined,
): PlanResult {
  if (!copied) return fail(messages.planNothingToPaste);
  return addWorkout(plan, to, cloneWorkout(copied));
}

/** A plan can be saved only with a title and at least one week (messages from messages.ts). */
export function checkPlanForSave(plan: PlanDraft): PlanResult {
  if (plan.title.trim() === "") return fail(messages.planNameBlank);
  if (plan.structure.length === 0) return fail(messages.planNoWeeks);
  return ok({ ...plan, title: plan.title.trim() });
}
