import { addDays } from "../units/iso-week.ts";
import type { PlanAssigned } from "./plan.schemas.ts";

/**
 * Plan assignments. Dates are "YYYY-MM-DD"; today is an argument.
 */
export type AssignmentStatus = "pending" | "complete";

/** The last day of a plan of `weeks` weeks started on `startDate`: start + 7 x weeks - 1 days. */
export function assignmentEndDate(startDate: string, weeks: number): string {
  return addDays(startDate, Math.max(weeks, 1) * 7 - 1);
}

/** Pending while its end date is not before today; complete once it is. */
export function assignmentStatus(endDate: string, today: string): AssignmentStatus {
  return endDate < today ? "complete" : "pending";
}

export interface AssignmentRow {
  key: string;
  athleteId: string;
  startDate: string;
  endDate: string;
  status: AssignmentStatus;
}

/**
 * Rows of the assigned-athletes table from a plan's `assigned` map, keyed "athleteId_suffix"
 * (the suffix tells apart two assignments of the same athlete). Sorted by start date, then key.
 */
export function assignmentRows(assigned: PlanAssigned, today: string): AssignmentRow[] {
  return Object.entries(assigned)
    .map(([key, { s, e }]) => ({
      key,
      athleteId: key.split("_")[0],
      startDate: s,
      endDate: e,
      status: assignmentStatus(e, today),
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.key.localeCompare(b.key));
}

/** Only pending rows can be marked Remove or Updated. */
export function markableKeys(rows: readonly AssignmentRow[]): string[] {
  return rows.filter((row) => row.status === "pending").map((row) => row.key);
}
