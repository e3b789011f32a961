import { describe, expect, it } from "vitest";
import type { Step } from "../workouts/workout.schemas.ts";
import { step } from "./fit-test-support.ts";
import { foldLongStepList } from "./fold-repeats.ts";
import { flattenSteps } from "./workout-steps.ts";

describe("foldLongStepList", () => {
  it("keeps lists of up to 200 steps as they are", () => {
    const steps = Array.from({ length: 200 }, () => step());
    expect(foldLongStepList(steps, "t")).toBe(steps);
  });

  it("folds the runs between repeats into the repeats covering most steps", () => {
    const repeat: Step = { stepType: "repeat", uuid: "r", repeats: 2, steps: [step()] };
    const steps: Step[] = [
      step({ action: "Warm up" }),
      ...Array.from({ length: 120 }, () => step({ lower: 300 })),
      repeat,
      ...Array.from({ length: 90 }, (_, index) => step({ duration: 60 + (index % 3) })),
    ];
    const folded = foldLongStepList(steps, "t");
    expect(
      folded.map((s) => (s.stepType === "step" ? s.action : `${s.repeats}x${s.steps.length}`)),
    ).toEqual(["Warm up", "60x2", "2x1", "30x3"]);
    expect(flattenSteps(folded)).toHaveLength(flattenSteps(steps).length);
    expect(folded[1].uuid).toBe("t-fold-1");
  });
});
