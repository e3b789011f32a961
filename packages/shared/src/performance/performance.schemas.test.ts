import { describe, expect, it } from "vitest";
import { messages } from "../validation/messages.ts";
import { PerformanceQuerySchema } from "./performance.schemas.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
const range = (startDate: string, endDate: string) =>
  messageOf(PerformanceQuerySchema.safeParse({ startDate, endDate }));

describe("the performance range", () => {
  it("takes up to 731 days in order", () => {
    expect(range("2025-01-01", "2027-01-02")).toBe(messages.performanceRangeTooLong);
    expect(range("2025-01-01", "2027-01-01")).toBeNull();
    expect(range("2026-01-02", "2026-01-01")).toBe(messages.dateRangeOrder);
    expect(range("2026-01-01", "2026-01-01")).toBeNull();
    expect(range("2026-13-01", "2026-12-01")).toBe(messages.dateInvalid);
  });
});
