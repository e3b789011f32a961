import { describe, expect, it } from "vitest";
import { type PlanWorkout, PlanWorkoutSchema } from "./plan.schemas.ts";
import {
  addRestDay,
  addWeek,
  addWorkout,
  canAddWeek,
  checkPlanForSave,
  copyWorkout,
  createPlan,
  deleteWeek,
  deleteWorkout,
  moveWorkout,
  type PlanDraft,
  type PlanResult,
  pasteWorkout,
  removeRestDay,
  replaceWorkout,
  workoutAt,
} from "./plan-builder.ts";
import { planCounts } from "./plan-summary.ts";

const workout = (name: string): PlanWorkout =>
  PlanWorkoutSchema.parse({ name, type: 1, method: 1 });
const plan = (result: PlanResult): PlanDraft => {
  if (!result.ok) throw new Error(result.error);
  return result.plan;
};
const withWorkout = (name = "Easy") =>
  plan(addWorkout(createPlan("P"), { week: 0, day: 0 }, workout(name)));

describe("plan builder", () => {
  it("starts with one empty week of 7 days", () => {
    const draft = createPlan("Base", "notes");
    expect(draft.structure).toHaveLength(1);
    expect(draft.structure[0]).toHaveLength(7);
    expect(draft.structure[0].every((day) => !day.isRestDay && day.workouts.length === 0)).toBe(
      true,
    );
    expect(planCounts(draft)).toEqual({ weeks: 1, workoutsCount: 0, days: 0 });
  });

  it("adds a week only when the last week has a workout", () => {
    expect(canAddWeek(createPlan())).toBe(false);
    expect(addWeek(createPlan())).toEqual({
      ok: false,
      error: "Add a workout to the last week before adding another week.",
    });
    const twoWeeks = plan(addWeek(withWorkout()));
    expect(planCounts(twoWeeks)).toEqual({ weeks: 2, workoutsCount: 1, days: 1 });
    expect(addWeek(twoWeeks).ok).toBe(false);
    expect(canAddWeek({ title: "", notes: "", structure: [] })).toBe(true);
  });

  it("deletes a week only when more than one exists", () => {
    expect(deleteWeek(withWorkout(), 0)).toEqual({
      ok: false,
      error: "A plan needs at least one week.",
    });
    const twoWeeks = plan(addWeek(withWorkout()));
    expect(planCounts(plan(deleteWeek(twoWeeks, 0)))).toEqual({
      weeks: 1,
      workoutsCount: 0,
      days: 0,
    });
    expect(deleteWeek(twoWeeks, 5).ok).toBe(false);
  });

  it("puts a rest day only on an empty day", () => {
    const rest = plan(addRestDay(createPlan(), { week: 0, day: 2 }));
    expect(rest.structure[0][2].isRestDay).toBe(true);
    expect(addRestDay(rest, { week: 0, day: 2 })).toEqual({
      ok: false,
      error: "Cannot add a rest day there.",
    });
    expect(addRestDay(withWorkout(), { week: 0, day: 0 })).toEqual({
      ok: false,
      error: "Cannot add a rest day there.",
    });
    expect(addRestDay(createPlan(), { week: 1, day: 0 }).ok).toBe(false);
    expect(plan(removeRestDay(rest, { week: 0, day: 2 })).structure[0][2].isRestDay).toBe(false);
    expect(removeRestDay(rest, { week: 0, day: 9 }).ok).toBe(false);
  });

  it("refuses a workout on a rest day", () => {
    const rest = plan(addRestDay(createPlan(), { week: 0, day: 2 }));
    expect(addWorkout(rest, { week: 0, day: 2 }, workout("x"))).toEqual({
      ok: false,
      error: "Cannot add a workout there a rest day is declared",
    });
    expect(addWorkout(rest, { week: 0, day: 7 }, workout("x"))).toEqual({
      ok: false,
      error: "That day is not in the plan.",
    });
  });

  it("moves a workout, keeping counts current, but not onto a rest day", () => {
    const draft = plan(addWorkout(withWorkout("A"), { week: 0, day: 0 }, workout("B")));
    const moved = plan(moveWorkout(draft, { week: 0, day: 0, index: 0 }, { week: 0, day: 3 }));
    expect(moved.structure[0][0].workouts.map((w) => w.name)).toEqual(["B"]);
    expect(moved.structure[0][3].workouts.map((w) => w.name)).toEqual(["A"]);
    expect(planCounts(moved)).toEqual({ weeks: 1, workoutsCount: 2, days: 2 });
    expect(draft.structure[0][0].workouts).toHaveLength(2);
    const rest = plan(addRestDay(draft, { week: 0, day: 5 }));
    expect(moveWorkout(rest, { week: 0, day: 0, index: 0 }, { week: 0, day: 5 })).toEqual({
      ok: false,
      error: "Cannot add a workout there a rest day is declared",
    });
    expect(moveWorkout(draft, { week: 0, day: 1, index: 0 }, { week: 0, day: 2 }).ok).toBe(false);
    expect(moveWorkout(draft, { week: 0, day: 0, index: 0 }, { week: 3, day: 2 }).ok).toBe(false);
    expect(plan(moveWorkout(draft, { week: 0, day: 0, index: 1 }, { week: 0, day: 0 }))).toBe(
      draft,
    );
  });

  it("copies and pastes a detached copy", () => {
    const draft = withWorkout("A");
    const copied = copyWorkout(draft, { week: 0, day: 0, index: 0 });
    const pasted = plan(pasteWorkout(draft, { week: 0, day: 6 }, copied));
    expect(planCounts(pasted)).toEqual({ weeks: 1, workoutsCount: 2, days: 2 });
    const original = workoutAt(pasted, { week: 0, day: 0, index: 0 });
    const copy = workoutAt(pasted, { week: 0, day: 6, index: 0 });
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
    expect(pasteWorkout(draft, { week: 0, day: 6 }, null)).toEqual({
      ok: false,
      error: "Copy a workout before pasting.",
    });
    expect(copyWorkout(draft, { week: 0, day: 1, index: 0 })).toBeUndefined();
  });

  it("deletes and replaces workouts", () => {
    const draft = withWorkout("A");
    expect(planCounts(plan(deleteWorkout(draft, { week: 0, day: 0, index: 0 })))).toEqual({
      weeks: 1,
      workoutsCount: 0,
      days: 0,
    });
    expect(deleteWorkout(draft, { week: 0, day: 0, index: 1 })).toEqual({
      ok: false,
      error: "That workout is not in the plan.",
    });
    const edited = plan(replaceWorkout(draft, { week: 0, day: 0, index: 0 }, workout("Edited")));
    expect(edited.structure[0][0].workouts[0].name).toBe("Edited");
    expect(replaceWorkout(draft, { week: 0, day: 2, index: 0 }, workout("x")).ok).toBe(false);
  });

  it("checks a plan before saving", () => {
    expect(checkPlanForSave(createPlan("  "))).toEqual({
      ok: false,
      error: "Plan name cannot be blank.",
    });
    expect(checkPlanForSave({ title: "T", notes: "", structure: [] })).toEqual({
      ok: false,
      error: "A plan without weeks cannot be saved.",
    });
    expect(plan(checkPlanForSave(createPlan(" Base ")))).toMatchObject({ title: "Base" });
  });
});
