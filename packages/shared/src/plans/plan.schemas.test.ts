import { describe, expect, it } from "vitest";
import {
  ApplyPlanBodySchema,
  ApplyPlanRequestSchema,
  DeletePlanBodySchema,
  PlanAssignedSchema,
  PlanAssignmentEntriesBodySchema,
  PlanAssignmentEntriesRequestSchema,
  PlanDaySchema,
  SavePlanBodySchema,
  SavePlanRequestSchema,
  ShiftPlanAssignmentBodySchema,
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

describe("plan library requests", () => {
  const structure = createPlan().structure;

  it("takes the weeks as structure or workouts, with a periodization", () => {
    expect(SavePlanRequestSchema.safeParse({ title: "T", structure }).success).toBe(true);
    expect(SavePlanRequestSchema.safeParse({ title: "T", workouts: structure }).success).toBe(true);
    expect(messageOf(SavePlanRequestSchema.safeParse({ title: "T" }))).toBe(
      "A plan without weeks cannot be saved.",
    );
    expect(messageOf(SavePlanRequestSchema.safeParse({ title: " ", structure }))).toBe(
      "Plan name cannot be blank.",
    );
    const parsed = SavePlanRequestSchema.parse({
      title: "T",
      structure,
      periodization: { weeks: [{ phase: "Build 2" }] },
    });
    expect(parsed.periodization).toEqual({
      type: "Traditional",
      emphasis: "Equal",
      recovery: null,
      weeks: [{ phase: "Build 2", customPhase: null, emphasis: null, isRecovery: false }],
    });
    expect(
      SavePlanRequestSchema.safeParse({
        title: "T",
        structure,
        periodization: { weeks: [{ phase: "Build 4" }] },
      }).success,
    ).toBe(false);
  });

  it("applies with a start or an end date per athlete, not both", () => {
    const base = { planId: 1, athletes: [7, 8] };
    expect(
      ApplyPlanRequestSchema.safeParse({
        ...base,
        startDates: { "7": "2040-01-01" },
        endDates: { "8": "2040-03-01" },
      }).success,
    ).toBe(true);
    expect(
      messageOf(ApplyPlanRequestSchema.safeParse({ ...base, startDates: { "7": "2040-01-01" } })),
    ).toBe("This field is required");
    expect(
      messageOf(
        ApplyPlanRequestSchema.safeParse({
          ...base,
          startDates: { "7": "2040-01-01", "8": "2040-01-01" },
          endDates: { "8": "2040-03-01" },
        }),
      ),
    ).toBe("Give each athlete a start date or an end date, not both.");
  });

  it("names assignments by key, id or {assignmentId}; shifts by a non-zero number of days", () => {
    expect(
      PlanAssignmentEntriesRequestSchema.safeParse({
        planId: 1,
        entries: ["7_12", 13, { assignmentId: 14 }],
      }).success,
    ).toBe(true);
    expect(ShiftPlanAssignmentBodySchema.safeParse({ assignmentId: 3, days: -2 }).success).toBe(
      true,
    );
    expect(ShiftPlanAssignmentBodySchema.safeParse({ assignmentId: 3, days: 0 }).success).toBe(
      false,
    );
  });
});
