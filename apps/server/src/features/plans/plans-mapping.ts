import { todayIn } from "@coach/shared/calendar/athlete-today";
import type {
  Plan,
  PlanAssignment,
  PlanAssignmentEntriesRequest,
  PlanAssignmentResult,
  PlanCard,
} from "@coach/shared/plans/plan.schemas";
import { assignmentStatus } from "@coach/shared/plans/plan-assignment";
import { planMeta, weeklyStress } from "@coach/shared/plans/plan-summary";
import { parseRowId } from "@coach/shared/validation/row-id";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import type { AssignmentWithAthlete, PlanCardRow, PlanWithOwner } from "./plans.repository";

/** A row id from a body or query ("12" or 12), or 404 for anything else. */
export function requireRowId(id: string | number): number {
  const rowId = parseRowId(typeof id === "string" ? id.trim() : id);
  if (rowId === null) throw AppError.notFound();
  return rowId;
}

/** An entry of remove/update: the `assigned` key "athleteId_assignmentId", an id, or {assignmentId}. */
export function assignmentIdOf(entry: PlanAssignmentEntriesRequest["entries"][number]): number {
  if (typeof entry === "object") return requireRowId(entry.assignmentId);
  if (typeof entry === "number") return requireRowId(entry);
  return requireRowId(entry.includes("_") ? entry.slice(entry.lastIndexOf("_") + 1) : entry);
}

function assignmentOf(row: AssignmentWithAthlete): PlanAssignment {
  return {
    s: row.startDate,
    e: row.endDate,
    athleteId: row.athleteId,
    athleteName: row.athleteName,
    assignmentId: row.id,
    status: assignmentStatus(row.endDate, todayIn(row.athleteTimezone)),
  };
}

const assignmentKey = (row: { athleteId: number; id: number }) => `${row.athleteId}_${row.id}`;

export function assignedMap(rows: AssignmentWithAthlete[]): Record<string, PlanAssignment> {
  return Object.fromEntries(rows.map((row) => [assignmentKey(row), assignmentOf(row)]));
}

export function assignmentResult(
  row: AssignmentWithAthlete,
  workoutsCount: number,
): PlanAssignmentResult {
  return { ...assignmentOf(row), key: assignmentKey(row), planId: row.planId, workoutsCount };
}

export function cardOf(
  row: Omit<PlanCardRow, "workoutTypes">,
  sports: number[],
  assigned: Record<string, PlanAssignment>,
): PlanCard {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    notes: row.notes,
    weeks: row.weeks,
    workoutsCount: row.workoutsCount,
    days: row.days,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    canEdit: row.canEdit,
    updatedOn: row.updatedAt.toISOString(),
    meta: { sports, weeks: row.weeks, workoutsCount: row.workoutsCount, days: row.days },
    assigned,
    version: row.version,
  };
}

/** A whole plan with its expected weekly stress in the viewer's zones. */
export function fullPlanOf(
  row: PlanWithOwner,
  assignments: AssignmentWithAthlete[],
  viewer: UserRow,
): Plan {
  const meta = planMeta(row);
  return {
    ...cardOf(row, meta.sports, assignedMap(assignments)),
    structure: row.structure,
    periodization: row.periodization,
    weeklyStress: weeklyStress(row, athleteZones(viewer.zones)),
  };
}

export function groupByPlan(rows: AssignmentWithAthlete[]) {
  const byPlan = new Map<number, AssignmentWithAthlete[]>();
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
  return byPlan;
}

export const countBy = <T>(items: T[], keyOf: (item: T) => number) => {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};
