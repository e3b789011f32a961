import { describe, expect, it } from "vitest";
import { messages } from "../validation/messages.ts";
import {
  MACROCYCLE_PHASES,
  MacrocycleQuerySchema,
  SaveMacrocycleBodySchema,
} from "./macrocycle.schemas.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
const week = (fields: object = {}) => ({
  weekStart: "2026-11-23",
  phase: "Base 1",
  targetStress: 450,
  note: "",
  ...fields,
});

describe("macrocycle schemas", () => {
  it("reuses the plan builder's phases without Custom", () => {
    expect(MACROCYCLE_PHASES).toEqual([
      "Prep",
      "Base 1",
      "Base 2",
      "Base 3",
      "Build 1",
      "Build 2",
      "Build 3",
      "Peak",
      "Taper",
      "Rest",
      "Race",
    ]);
  });

  it("accepts weeks starting on Monday and a null phase (which clears a week)", () => {
    const parsed = SaveMacrocycleBodySchema.parse({
      weeks: [week({ note: "  camp " }), week({ weekStart: "2026-11-30", phase: null })],
    });
    expect(parsed.weeks[0]!.note).toBe("camp");
    expect(parsed.weeks[1]!.phase).toBeNull();
  });

  it.each([
    [week({ weekStart: "2026-11-24" }), messages.macrocycleWeekNotMonday],
    [week({ weekStart: "2026-02-30" }), messages.dateInvalid],
    [week({ phase: "Custom" }), undefined],
    [week({ targetStress: -1 }), messages.macrocycleTargetRange],
    [week({ targetStress: 3001 }), messages.macrocycleTargetRange],
    [week({ targetStress: 10.5 }), messages.macrocycleTargetRange],
    [week({ note: "x".repeat(501) }), messages.macrocycleNoteTooLong],
  ])("rejects %j", (body, message) => {
    const result = SaveMacrocycleBodySchema.safeParse({ weeks: [body] });
    expect(result.success).toBe(false);
    if (message) expect(messageOf(result)).toBe(message);
  });

  it("rejects a week given twice and an empty list", () => {
    expect(messageOf(SaveMacrocycleBodySchema.safeParse({ weeks: [week(), week()] }))).toBe(
      messages.macrocycleWeekRepeated,
    );
    expect(SaveMacrocycleBodySchema.safeParse({ weeks: [] }).success).toBe(false);
  });

  it("checks the range's order and length", () => {
    const range = (startDate: string, endDate: string) =>
      messageOf(MacrocycleQuerySchema.safeParse({ startDate, endDate }));
    expect(range("2026-01-05", "2026-01-04")).toBe(messages.dateRangeOrder);
    expect(range("2026-01-01", "2027-12-29")).toBeNull();
    expect(range("2026-01-01", "2027-12-30")).toBe(messages.macrocycleRangeTooLong);
  });
});
