import { type PlanWorkout, PlanWorkoutSchema } from "@coach/shared/plans/plan.schemas";
import { describe, expect, it } from "vitest";
import { planFixture } from "../components/plans.fixture";
import {
  copyTitle,
  initPlanBuilder,
  type PlanBuilderAction,
  type PlanBuilderState,
  planBuilderReducer,
  planToSave,
} from "./plan-builder-draft";

const run = (name: string): PlanWorkout =>
  PlanWorkoutSchema.parse({ name, type: 1, method: 1, steps: [] });

/** The state after each action in turn. */
const after = (state: PlanBuilderState, ...actions: PlanBuilderAction[]) =>
  actions.reduce(planBuilderReducer, state);

const names = (state: PlanBuilderState, week: number, day: number) =>
  state.draft.structure[week]![day]!.workouts.map((workout) => workout.name);

const blank = () => initPlanBuilder({ initial: null });
const monday = { week: 0, day: 0 };
const tuesday = { week: 0, day: 1 };

describe("initPlanBuilder", () => {
  it("starts a new plan with one empty week of seven days", () => {
    const state = blank();
    expect(state.draft.title).toBe("");
    expect(state.draft.structure).toHaveLength(1);
    expect(state.draft.structure[0]).toHaveLength(7);
    expect(state.periodization).toEqual({
      type: "Traditional",
      emphasis: "Equal",
      recovery: null,
      weeks: [],
    });
    expect(state.clipboard).toBeNull();
    expect(state.error).toBeNull();
  });

  it("keeps the title of a plan to edit and renames a copy", () => {
    expect(initPlanBuilder({ initial: planFixture() }).draft.title).toBe("Base block");
    expect(initPlanBuilder({ initial: planFixture(), asCopy: true }).draft.title).toBe(
      "Copy of Base block",
    );
  });

  it("keeps a copy's title within 200 characters", () => {
    expect(copyTitle("x".repeat(200))).toHaveLength(200);
    expect(copyTitle("x".repeat(200)).startsWith("Copy of x")).toBe(true);
  });
});

describe("planBuilderReducer", () => {
  it("refuses a rest day on a day with a workout and keeps the plan as it was", () => {
    const withRun = after(blank(), { type: "addWorkout", at: monday, workout: run("Easy run") });
    const refused = after(withRun, { type: "addRestDay", at: monday });
    expect(refused.error).toBe("Cannot add a rest day there.");
    expect(refused.draft).toBe(withRun.draft);
  });

  it("clears the message with the next edit that succeeds", () => {
    const state = after(
      blank(),
      { type: "addWeek" },
      { type: "addWorkout", at: monday, workout: run("Easy run") },
    );
    expect(state.error).toBeNull();
    expect(state.draft.structure).toHaveLength(1);
  });

  it("adds a week only once the last one holds a workout", () => {
    const refused = after(blank(), { type: "addWeek" });
    expect(refused.error).toBe("Add a workout to the last week before adding another week.");
    const added = after(
      blank(),
      { type: "addWorkout", at: monday, workout: run("Easy run") },
      { type: "addWeek" },
    );
    expect(added.draft.structure).toHaveLength(2);
  });

  it("deletes a week together with its options", () => {
    const state = after(
      blank(),
      { type: "addWorkout", at: monday, workout: run("A") },
      { type: "addWeek" },
      { type: "addWorkout", at: { week: 1, day: 0 }, workout: run("B") },
      { type: "addWeek" },
      { type: "setWeekOptions", week: 0, change: { phase: "Base 1" } },
      { type: "setWeekOptions", week: 1, change: { phase: "Build 1" } },
      { type: "setWeekOptions", week: 2, change: { phase: "Taper" } },
      { type: "deleteWeek", week: 1 },
    );
    expect(state.draft.structure).toHaveLength(2);
    expect(names(state, 0, 0)).toEqual(["A"]);
    expect(state.periodization.weeks.map((week) => week.phase)).toEqual(["Base 1", "Taper"]);
  });

  it("keeps the only week and its options", () => {
    const state = after(
      blank(),
      { type: "setWeekOptions", week: 0, change: { isRecovery: true } },
      { type: "deleteWeek", week: 0 },
    );
    expect(state.error).toBe("A plan needs at least one week.");
    expect(state.draft.structure).toHaveLength(1);
    expect(state.periodization.weeks).toHaveLength(1);
  });

  it("fills the options of the weeks before the one set", () => {
    const state = after(blank(), {
      type: "setWeekOptions",
      week: 2,
      change: { phase: "Custom", customPhase: "Camp" },
    });
    expect(state.periodization.weeks).toEqual([
      { phase: null, customPhase: null, emphasis: null, isRecovery: false },
      { phase: null, customPhase: null, emphasis: null, isRecovery: false },
      { phase: "Custom", customPhase: "Camp", emphasis: null, isRecovery: false },
    ]);
  });

  it("pastes a copy that later edits of the original do not change", () => {
    const state = after(
      blank(),
      { type: "addWorkout", at: monday, workout: run("Easy run") },
      { type: "copyWorkout", at: { ...monday, index: 0 } },
      { type: "pasteWorkout", at: tuesday },
      { type: "replaceWorkout", at: { ...monday, index: 0 }, workout: run("Long run") },
    );
    expect(names(state, 0, 0)).toEqual(["Long run"]);
    expect(names(state, 0, 1)).toEqual(["Easy run"]);
    expect(state.clipboard?.name).toBe("Easy run");
  });

  it("refuses to paste before a copy, and onto a rest day", () => {
    expect(after(blank(), { type: "pasteWorkout", at: monday }).error).toBe(
      "Copy a workout before pasting.",
    );
    const state = after(
      blank(),
      { type: "addWorkout", at: monday, workout: run("Easy run") },
      { type: "copyWorkout", at: { ...monday, index: 0 } },
      { type: "addRestDay", at: tuesday },
      { type: "pasteWorkout", at: tuesday },
    );
    expect(state.error).toBe("Cannot add a workout there a rest day is declared");
    expect(names(state, 0, 1)).toEqual([]);
  });

  it("moves a workout to the end of another day, and deletes one", () => {
    const state = after(
      blank(),
      { type: "addWorkout", at: monday, workout: run("A") },
      { type: "addWorkout", at: tuesday, workout: run("B") },
      { type: "moveWorkout", from: { ...monday, index: 0 }, to: tuesday },
    );
    expect(names(state, 0, 0)).toEqual([]);
    expect(names(state, 0, 1)).toEqual(["B", "A"]);
    const deleted = after(state, { type: "deleteWorkout", at: { ...tuesday, index: 0 } });
    expect(names(deleted, 0, 1)).toEqual(["A"]);
  });

  it("removes a rest day", () => {
    const state = after(
      blank(),
      { type: "addRestDay", at: monday },
      { type: "removeRestDay", at: monday },
    );
    expect(state.draft.structure[0]![0]).toEqual({ isRestDay: false, workouts: [] });
  });

  it("edits the title, notes and periodization without touching the message", () => {
    const state = after(
      blank(),
      { type: "showError", error: "Failed" },
      { type: "setTitle", title: "Spring" },
      { type: "setNotes", notes: "Easy first" },
      { type: "setPeriodization", change: { recovery: "3-1", type: "Custom" } },
    );
    expect(state.draft.title).toBe("Spring");
    expect(state.draft.notes).toBe("Easy first");
    expect(state.periodization.recovery).toBe("3-1");
    expect(state.periodization.type).toBe("Custom");
    expect(state.error).toBe("Failed");
    expect(after(state, { type: "dismissError" }).error).toBeNull();
  });
});

describe("planToSave", () => {
  it("refuses a blank name", () => {
    expect(planToSave(blank())).toEqual({ ok: false, error: "Plan name cannot be blank." });
  });

  it("trims the name and keeps periodization for the plan's weeks only", () => {
    const state = after(
      blank(),
      { type: "setTitle", title: "  Spring  " },
      { type: "setWeekOptions", week: 3, change: { phase: "Peak" } },
    );
    const saved = planToSave(state, 5);
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.body.id).toBe(5);
    expect(saved.body.title).toBe("Spring");
    expect(saved.body.periodization?.weeks).toHaveLength(1);
    const asNew = planToSave(state);
    if (!asNew.ok) throw new Error(asNew.error);
    expect(asNew.body).not.toHaveProperty("id");
  });
});
