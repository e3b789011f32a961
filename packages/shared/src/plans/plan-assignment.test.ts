import { describe, expect, it } from "vitest";
import {
  assignmentEndDate,
  assignmentRows,
  assignmentStatus,
  markableKeys,
} from "./plan-assignment.ts";

describe("plan assignment", () => {
  it.each([
    ["2024-01-01", 1, "2024-01-07"],
    ["2024-01-01", 4, "2024-01-28"],
    ["2024-02-26", 1, "2024-03-03"],
    ["2024-12-30", 2, "2025-01-12"],
    ["2024-01-01", 0, "2024-01-07"],
  ])("a plan started %s for %i weeks ends %s", (start, weeks, end) => {
    expect(assignmentEndDate(start, weeks)).toBe(end);
  });

  it.each([
    ["2024-03-04", "complete"],
    ["2024-03-05", "pending"],
    ["2024-03-06", "pending"],
  ])("ending %s is %s on 2024-03-05", (end, status) => {
    expect(assignmentStatus(end, "2024-03-05")).toBe(status);
  });

  it("builds sorted rows from the assigned map", () => {
    const rows = assignmentRows(
      {
        "12_b": { s: "2024-03-01", e: "2024-03-28" },
        "7_a": { s: "2024-01-01", e: "2024-01-28" },
        "12_a": { s: "2024-03-01", e: "2024-03-28" },
      },
      "2024-03-05",
    );
    expect(rows).toEqual([
      {
        key: "7_a",
        athleteId: "7",
        startDate: "2024-01-01",
        endDate: "2024-01-28",
        status: "complete",
      },
      {
        key: "12_a",
        athleteId: "12",
        startDate: "2024-03-01",
        endDate: "2024-03-28",
        status: "pending",
      },
      {
        key: "12_b",
        athleteId: "12",
        startDate: "2024-03-01",
        endDate: "2024-03-28",
        status: "pending",
      },
    ]);
    expect(markableKeys(rows)).toEqual(["12_a", "12_b"]);
  });
});
