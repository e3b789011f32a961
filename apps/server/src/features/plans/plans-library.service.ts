import type {
  Plan,
  PlanCard,
  PlanPeriodization,
  PlanWeek,
  SavePlanRequest,
} from "@coach/shared/plans/plan.schemas";
import { checkPlanForSave } from "@coach/shared/plans/plan-builder";
import { planCounts } from "@coach/shared/plans/plan-summary";
import { planSports } from "@coach/shared/sports/sport-types";
import { messages } from "@coach/shared/validation/messages";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Database, Executor } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { AppError } from "../../errors/app-error";
import { assertDurationLimits, assertWorkoutFields } from "../library/library.service";
import type { UserRow } from "../people/users.service";
import { removeAssignments } from "./plan-workouts";
import * as repository from "./plans.repository";
import { assignedMap, cardOf, fullPlanOf, groupByPlan, requireRowId } from "./plans-mapping";

export type PlansOptions = { db: Database; viewer: UserRow };

/** GET api/plan-library/: the visible plans' cards, in two queries. */
export async function listPlans({ db, viewer }: PlansOptions): Promise<PlanCard[]> {
  const cards = await repository.findVisiblePlanCards(db, viewer.id);
  const assignments = groupByPlan(
    await repository.findAccessibleAssignmentsOfPlans(
      db,
      viewer,
      cards.map((card) => card.id),
    ),
  );
  return cards.map((card) =>
    cardOf(card, planSports(card.workoutTypes), assignedMap(assignments.get(card.id) ?? [])),
  );
}

/** A plan the viewer may see, or 404. */
export async function visiblePlan(
  options: Pick<PlansOptions, "viewer"> & { db: Executor },
  id: string | number,
) {
  const row = await repository.findVisiblePlan(options.db, options.viewer.id, requireRowId(id));
  if (!row) throw AppError.notFound();
  return row;
}

/** GET api/plan-library/?id=N: one whole plan with its expected weekly stress. */
export async function getPlan(
  options: Pick<PlansOptions, "viewer"> & { db: Executor; id: string | number },
): Promise<Plan> {
  const row = await visiblePlan(options, options.id);
  const assignments = await repository.findAccessibleAssignmentsOfPlans(
    options.db,
    options.viewer,
    [row.id],
  );
  return fullPlanOf(row, assignments, options.viewer);
}

/** Rewrites a library validation error so its field names the workout in the plan. */
function withWorkoutPath<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [`${path}.${field}`, list]),
    );
    throw new AppError(error.code, error.message, fields);
  }
}

/**
 * Each workout passes the library's rules (fields, duration limits); its per-step stress and
 * total stress are the server's, with the saving coach's zones.
 */
function storedStructure(structure: PlanWeek[], viewer: UserRow, key: string): PlanWeek[] {
  const zones = athleteZones(viewer.zones);
  return structure.map((week, weekIndex) =>
    week.map((day, dayIndex) => ({
      isRestDay: day.isRestDay,
      workouts: day.workouts.map((workout, index) =>
        withWorkoutPath(`${key}.${weekIndex}.${dayIndex}.workouts.${index}`, () => {
          assertWorkoutFields(workout);
          const totals = computeWorkoutTotals(workout, zones);
          assertDurationLimits(workout, totals);
          return { ...workout, steps: totals.steps, totalStress: totals.totalStress };
        }),
      ),
    })),
  );
}

/** The periodization's weeks never outnumber the plan's (a deleted week takes its entry along). */
function storedPeriodization(
  periodization: PlanPeriodization | null | undefined,
  weeks: number,
): PlanPeriodization | null {
  if (!periodization) return null;
  return { ...periodization, weeks: periodization.weeks.slice(0, weeks) };
}

/**
 * POST or PUT api/plan-library/: creates a plan, or updates it when the body has an id. Only
 * the plan's owner or the owner of its business updates it; others who see it get 403.
 */
export async function savePlan(
  options: PlansOptions & { body: SavePlanRequest; requireId: boolean },
): Promise<{ plan: Plan; isNew: boolean }> {
  const { db, viewer, body } = options;
  if (options.requireId && body.id === undefined) throw AppError.field("id", messages.required);
  const key = body.structure !== undefined ? "structure" : "workouts";
  const checked = checkPlanForSave({
    title: body.title,
    notes: body.notes,
    structure: body.structure ?? body.workouts ?? [],
  });
  if (!checked.ok) {
    const field = checked.error === messages.planNameBlank ? "title" : key;
    throw AppError.field(field, checked.error);
  }
  const structure = storedStructure(checked.plan.structure, viewer, key);
  const counts = planCounts({ structure });
  const row: repository.NewTrainingPlanRow = {
    title: checked.plan.title,
    notes: checked.plan.notes,
    structure,
    ...counts,
    periodization: storedPeriodization(body.periodization, counts.weeks),
  };
  if (body.id === undefined) {
    const created = await repository.insertPlan(db, viewer.id, row);
    return { plan: await getPlan({ db, viewer, id: created.id }), isNew: true };
  }
  const id = requireRowId(body.id);
  // The answer is read in the save's transaction: this save's state and version.
  const plan = await db.transaction(async (tx) => {
    const updated = await repository.updateEditablePlan(tx, viewer.id, id, row, body.version);
    if (!updated) await refuseNotSaved({ db: tx, viewer }, id, body.version);
    return getPlan({ db: tx, viewer, id });
  });
  return { plan, isNew: false };
}

/**
 * Why a plan was not saved: 404 when the viewer cannot see it, 403 when they may not edit it,
 * else 409 with the plan as saved meanwhile and who saved it (decision 083).
 */
async function refuseNotSaved(
  options: Pick<PlansOptions, "viewer"> & { db: Executor },
  id: number,
  version: number | undefined,
): Promise<never> {
  const visible = await repository.findVisiblePlan(options.db, options.viewer.id, id);
  if (!visible) throw AppError.notFound();
  if (!visible.canEdit || version === undefined) throw AppError.forbidden();
  const current = await getPlan({ ...options, id });
  throw await editConflict(options.db, visible.updatedBy, current);
}

/** DELETE api/plan-library/: the plan and its assignments; completed workouts stay. */
export async function deletePlan(options: PlansOptions & { planId: string | number }) {
  const { db } = options;
  const plan = await visiblePlan(options, options.planId);
  if (!plan.canEdit) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    const assignments = await repository.findAllAssignmentsOfPlan(tx, plan.id);
    await removeAssignments(tx, assignments);
    await repository.deletePlan(tx, plan.id);
  });
}
