import { describe, expect, it } from "vitest";
import { makeStep } from "../workouts/test-steps.ts";
import { PlanWorkoutSchema } from "./plan.schemas.ts";
import {
  addRestDay,
  addWeek,
  addWorkout,
  createPlan,
  type PlanDraft,
  type PlanResult,
} from "./plan-builder.ts";
import { planCounts, planMeta, weeklyStress } from "./plan-summary.ts";

const plan = (result: PlanResult): PlanDraft => {
  if (!result.ok) throw new Error(result.error);
  return result.plan;
};
const workout = (type: number, zone: number, durationSec: number) =>
  PlanWorkoutSchema.parse({
    name: "w",
    type,
    method: type === 2 ? 3 : 1,
    steps: [makeStep({ uuid: "a", duration: durationSec, lowerZone: zone, upperZone: zone })],
  });

describe("plan summary", () => {
  const draft = (() => {
    let current = createPlan("P");
    current = plan(addWorkout(current, { week: 0, day: 0 }, workout(1, 2, 600)));
    current = plan(addWorkout(current, { week: 0, day: 0 }, workout(4, 1, 600)));
    current = plan(addRestDay(current, { week: 0, day: 1 }));
    current = plan(addWeek(current));
    current = plan(addWorkout(current, { week: 1, day: 3 }, workout(2, 3, 1200)));
    return plan(addWorkout(current, { week: 1, day: 4 }, workout(40, 1, 60)));
  })();

  it("counts weeks, workouts and training days (rest days excluded)", () => {
    expect(planCounts(draft)).toEqual({ weeks: 2, workoutsCount: 4, days: 3 });
  });

  it("lists the sports without strength, triathlon expanded", () => {
    expect(planMeta(draft)).toEqual({ weeks: 2, workoutsCount: 4, days: 3, sports: [1, 2, 3] });
  });

  it("sums expected stress per week from the steps", () => {
    // Week 1: 10 min in zone 2 = 20, plus the strength step's stored zone 1 for 10 min = 10.
    // Week 2: 20 min in zone 3 = 60, plus 1 min in zone 1 = 1.
    expect(weeklyStress(draft, null)).toEqual([30, 61]);
  });
});
