import { describe, expect, it } from "vitest";
import {
  ApplyPlanBodySchema,
  DeletePlanBodySchema,
  PlanAssignedSchema,
  PlanAssignmentEntriesBodySchema,
  PlanDaySchema,
  SavePlanBodySchema,
} from "./plan.schemas.ts";
import { createPlan } from "./plan-builder.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe("plan schemas", () => {
  it("accepts a new plan and trims its title", () => {
    const parsed = SavePlanBodySchema.parse({ ...createPlan(" Base "), title: " Base " });
    expect(parsed.title).toBe("Base");
    expect(parsed.structure[0]).toHaveLength(7);
  });
  it.each([
    [{ title: "", structure: createPlan().structure }, "Plan name cannot be blank."],
    [{ title: "   ", structure: createPlan().structure }, "Plan name cannot be blank."],
    [{ structure: createPlan().structure }, "Plan name cannot be blank."],
    [{ title: "T", structure: [] }, "A plan without weeks cannot be saved."],
  ])("rejects %j", (body, message) => {
    expect(messageOf(SavePlanBodySchema.safeParse(body))).toBe(message);
  });
  it("rejects weeks that are not 7 days and rest days with workouts", () => {
    const structure = createPlan().structure;
    expect(
      SavePlanBodySchema.safeParse({ title: "T", structure: [structure[0].slice(1)] }).success,
    ).toBe(false);
    expect(
      messageOf(PlanDaySchema.safeParse({ isRestDay: true, workouts: [{ name: "x", type: 1 }] })),
    ).toBe("Cannot add a workout there a rest day is declared");
  });

  it("needs a planId, athletes and their start dates to apply a plan", () => {
    const body = {
      planId: 3,
      athletes: [7, "u-9"],
      startDates: { "7": "2024-03-04", "u-9": "2024-03-11" },
    };
    expect(ApplyPlanBodySchema.safeParse(body).success).toBe(true);
    expect(messageOf(ApplyPlanBodySchema.safeParse({ ...body, planId: undefined }))).toBe(
      "This field is required",
    );
    expect(messageOf(ApplyPlanBodySchema.safeParse({ ...body, planId: " " }))).toBe(
      "This field is required",
    );
    expect(messageOf(ApplyPlanBodySchema.safeParse({ ...body, athletes: [] }))).toBe(
      "Select at least one athlete",
    );
    expect(
      messageOf(ApplyPlanBodySchema.safeParse({ ...body, startDates: { "7": "2024-03-04" } })),
    ).toBe("This field is required");
    expect(
      ApplyPlanBodySchema.safeParse({
        ...body,
        startDates: { "7": "04/03/2024", "u-9": "2024-03-11" },
      }).success,
    ).toBe(false);
  });

  it("validates the other plan bodies", () => {
    expect(DeletePlanBodySchema.safeParse({ planId: "abc" }).success).toBe(true);
    expect(messageOf(DeletePlanBodySchema.safeParse({}))).toBe("This field is required");
    expect(PlanAssignmentEntriesBodySchema.safeParse({ planId: 1, entries: ["7_a"] }).success).toBe(
      true,
    );
    expect(PlanAssignmentEntriesBodySchema.safeParse({ planId: 1, entries: [] }).success).toBe(
      false,
    );
    expect(
      PlanAssignedSchema.safeParse({ "7_a": { s: "2024-01-01", e: "2024-01-28" } }).success,
    ).toBe(true);
  });
});
