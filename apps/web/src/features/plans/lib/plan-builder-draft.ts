import type {
  Plan,
  PlanPeriodization,
  PlanPeriodizationWeek,
  PlanWorkout,
} from "@coach/shared/plans/plan.schemas";
import {
  addRestDay,
  addWeek,
  addWorkout,
  checkPlanForSave,
  copyWorkout,
  createPlan,
  type DayRef,
  deleteWeek,
  deleteWorkout,
  moveWorkout,
  type PlanDraft,
  type PlanResult,
  pasteWorkout,
  removeRestDay,
  replaceWorkout,
  type WorkoutRef,
} from "@coach/shared/plans/plan-builder";
import type { SavePlanInput } from "../api/plans-api";

/**
 * The plan builder's state and every edit it makes, as a reducer over the shared plan rules.
 * An edit a rule refuses keeps the plan as it was and shows the rule's message instead.
 */
export interface PlanBuilderState {
  draft: PlanDraft;
  periodization: PlanPeriodization;
  /** What Copy kept for Paste. */
  clipboard: PlanWorkout | null;
  /** The message of the last refused edit or failed save; null once an edit succeeds. */
  error: string | null;
}

export type PlanBuilderAction =
  | { type: "setTitle"; title: string }
  | { type: "setNotes"; notes: string }
  | {
      type: "setPeriodization";
      change: Partial<Pick<PlanPeriodization, "type" | "emphasis" | "recovery">>;
    }
  | { type: "setWeekOptions"; week: number; change: Partial<PlanPeriodizationWeek> }
  | { type: "addWeek" }
  | { type: "deleteWeek"; week: number }
  | { type: "addRestDay"; at: DayRef }
  | { type: "removeRestDay"; at: DayRef }
  | { type: "addWorkout"; at: DayRef; workout: PlanWorkout }
  | { type: "replaceWorkout"; at: WorkoutRef; workout: PlanWorkout }
  | { type: "moveWorkout"; from: WorkoutRef; to: DayRef }
  | { type: "deleteWorkout"; at: WorkoutRef }
  | { type: "copyWorkout"; at: WorkoutRef }
  | { type: "pasteWorkout"; at: DayRef }
  | { type: "showError"; error: string }
  | { type: "dismissError" }
  /** Reload after a stale save (decision 083): the plan as saved meanwhile replaces the draft. */
  | { type: "load"; plan: Plan };

/** The title of a copy, kept within the 200 characters a title may have. */
export function copyTitle(title: string): string {
  return `Copy of ${title}`.slice(0, 200);
}

export const emptyPeriodizationWeek = (): PlanPeriodizationWeek => ({
  phase: null,
  customPhase: null,
  emphasis: null,
  isRecovery: false,
});

const defaultPeriodization = (): PlanPeriodization => ({
  type: "Traditional",
  emphasis: "Equal",
  recovery: null,
  weeks: [],
});

/** A new plan, a plan to edit, or (`asCopy`) a new plan started from another one. */
export function initPlanBuilder({
  initial,
  asCopy = false,
}: {
  initial: Plan | null;
  asCopy?: boolean;
}): PlanBuilderState {
  return {
    draft: initial
      ? {
          title: asCopy ? copyTitle(initial.title) : initial.title,
          notes: initial.notes,
          structure: initial.structure,
        }
      : createPlan(),
    periodization: initial?.periodization ?? defaultPeriodization(),
    clipboard: null,
    error: null,
  };
}

/** A week's options, blank for a week nobody has set. */
export function weekOptions(periodization: PlanPeriodization, week: number): PlanPeriodizationWeek {
  return periodization.weeks[week] ?? emptyPeriodizationWeek();
}

function withWeekOptions(
  periodization: PlanPeriodization,
  week: number,
  change: Partial<PlanPeriodizationWeek>,
): PlanPeriodization {
  const weeks = Array.from({ length: Math.max(periodization.weeks.length, week + 1) }, (_, index) =>
    weekOptions(periodization, index),
  );
  weeks[week] = { ...weeks[week]!, ...change };
  return { ...periodization, weeks };
}

function applied(state: PlanBuilderState, result: PlanResult): PlanBuilderState {
  return result.ok
    ? { ...state, draft: result.plan, error: null }
    : { ...state, error: result.error };
}

export function planBuilderReducer(
  state: PlanBuilderState,
  action: PlanBuilderAction,
): PlanBuilderState {
  const { draft } = state;
  switch (action.type) {
    case "load":
      return { ...initPlanBuilder({ initial: action.plan }), clipboard: state.clipboard };
    case "setTitle":
      return { ...state, draft: { ...draft, title: action.title } };
    case "setNotes":
      return { ...state, draft: { ...draft, notes: action.notes } };
    case "setPeriodization":
      return { ...state, periodization: { ...state.periodization, ...action.change } };
    case "setWeekOptions":
      return {
        ...state,
        periodization: withWeekOptions(state.periodization, action.week, action.change),
      };
    case "addWeek":
      return applied(state, addWeek(draft));
    case "deleteWeek": {
      const result = deleteWeek(draft, action.week);
      if (!result.ok) return { ...state, error: result.error };
      // The week's options leave with it, so the later weeks keep theirs.
      const weeks = state.periodization.weeks.filter((_, index) => index !== action.week);
      return { ...applied(state, result), periodization: { ...state.periodization, weeks } };
    }
    case "addRestDay":
      return applied(state, addRestDay(draft, action.at));
    case "removeRestDay":
      return applied(state, removeRestDay(draft, action.at));
    case "addWorkout":
      return applied(state, addWorkout(draft, action.at, action.workout));
    case "replaceWorkout":
      return applied(state, replaceWorkout(draft, action.at, action.workout));
    case "moveWorkout":
      return applied(state, moveWorkout(draft, action.from, action.to));
    case "deleteWorkout":
      return applied(state, deleteWorkout(draft, action.at));
    case "copyWorkout": {
      const copied = copyWorkout(draft, action.at);
      return copied ? { ...state, clipboard: copied } : state;
    }
    case "pasteWorkout":
      return applied(state, pasteWorkout(draft, action.at, state.clipboard));
    case "showError":
      return { ...state, error: action.error };
    case "dismissError":
      return { ...state, error: null };
  }
}

/**
 * What Save sends, or the message of the rule the plan breaks. `id` is the plan being changed
 * (none for a new plan or a copy); periodization is kept for the plan's weeks only.
 */
export function planToSave(
  state: PlanBuilderState,
  id?: number,
): { ok: true; body: SavePlanInput } | { ok: false; error: string } {
  const checked = checkPlanForSave(state.draft);
  if (!checked.ok) return checked;
  const { title, notes, structure } = checked.plan;
  return {
    ok: true,
    body: {
      ...(id === undefined ? {} : { id }),
      title,
      notes,
      structure,
      periodization: {
        ...state.periodization,
        weeks: state.periodization.weeks.slice(0, structure.length),
      },
    },
  };
}
