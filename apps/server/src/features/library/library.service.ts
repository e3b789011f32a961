import type {
  LibraryItem,
  LibraryWorkout,
  UpdateLibraryWorkoutBody,
} from "@coach/shared/library/library.schemas";
import {
  DEFAULT_TEST_WORKOUTS,
  type DefaultTestWorkout,
  findDefaultTestWorkout,
} from "@coach/shared/sports/test-workouts";
import { parseRowId } from "@coach/shared/validation/row-id";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { AccountZonesSchema } from "@coach/shared/zones/zone.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import type { Executor } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import * as repository from "./library.repository";
import {
  builtInItem,
  builtInWorkout,
  toLibraryItem,
  toLibraryWorkout,
  toStoredWorkout,
} from "./library-mapping";
import { assertDurationLimits, assertWorkoutFields } from "./library-validation";

/** The library's workout rules, which calendar and plan workouts obey too. */
export { assertDurationLimits, assertWorkoutFields };

export type LibraryViewer = Pick<UserRow, "id" | "firstName" | "lastName" | "zones">;
type Options = { db: Executor; viewer: LibraryViewer };

const NAME_MAX = 200;
const COPY_SUFFIX = " (copy)";

/** The viewer's own zones: totals and stress are always computed with the caller's zones. */
function zonesOf(viewer: LibraryViewer): AccountZones | null {
  const parsed = AccountZonesSchema.safeParse(viewer.zones);
  return parsed.success ? parsed.data : null;
}

const nameOf = (viewer: LibraryViewer) => `${viewer.firstName} ${viewer.lastName}`.trim();

/** A path id is a row id (digits) or a built-in test's string id; anything else is unknown. */
type ResolvedId = { rowId: number } | { builtIn: DefaultTestWorkout } | null;
function resolveId(id: string): ResolvedId {
  const rowId = parseRowId(id);
  if (rowId !== null) return { rowId };
  const builtIn = findDefaultTestWorkout(id);
  return builtIn ? { builtIn } : null;
}

function builtInWorkouts(viewer: LibraryViewer): LibraryWorkout[] {
  const zones = zonesOf(viewer);
  return DEFAULT_TEST_WORKOUTS.map((test) =>
    builtInWorkout(test, computeWorkoutTotals(test, zones)),
  );
}

/** The library list: built-in tests first, then the visible workouts by name. */
export async function findLibraryItems({ db, viewer }: Options): Promise<LibraryItem[]> {
  const rows = await repository.findVisibleItems(db, viewer.id);
  return [...builtInWorkouts(viewer).map(builtInItem), ...rows.map(toLibraryItem)];
}

/** The same list with whole workouts (GET api/coach/library/?full=true). */
export async function findLibraryWorkouts({ db, viewer }: Options): Promise<LibraryWorkout[]> {
  const rows = await repository.findVisibleWorkouts(db, viewer.id);
  return [...builtInWorkouts(viewer), ...rows.map(toLibraryWorkout)];
}

/** One workout the viewer may see, or 404 (a hidden one is indistinguishable from none). */
export async function getLibraryWorkout(options: Options & { id: string }) {
  const resolved = resolveId(options.id);
  if (resolved && "builtIn" in resolved) {
    const { builtIn } = resolved;
    return builtInWorkout(builtIn, computeWorkoutTotals(builtIn, zonesOf(options.viewer)));
  }
  const row =
    resolved &&
    (await repository.findVisibleWorkout(options.db, options.viewer.id, resolved.rowId));
  if (!row) throw AppError.notFound();
  return toLibraryWorkout(row);
}

/** Validates the body's related fields, then computes totals and checks the subtype's limits. */
function storedWorkout(body: WorkoutBody, viewer: LibraryViewer) {
  assertWorkoutFields(body);
  const totals = computeWorkoutTotals(body, zonesOf(viewer));
  assertDurationLimits(body, totals);
  return toStoredWorkout(body, totals);
}

export async function createLibraryWorkout(options: Options & { body: WorkoutBody }) {
  const { db, viewer } = options;
  const row = await repository.insertWorkout(db, viewer.id, storedWorkout(options.body, viewer));
  return toLibraryWorkout({ ...row, ownerName: nameOf(viewer) });
}

/**
 * Only the owner changes a workout. Others who can see it (the business's coaches, everyone for
 * a built-in test) get 403; those who cannot get 404.
 */
function ownedRowId(options: { id: string }): number {
  const resolved = resolveId(options.id);
  if (!resolved) throw AppError.notFound();
  if ("builtIn" in resolved) throw AppError.forbidden();
  return resolved.rowId;
}

async function refuseNotOwned(options: Options, rowId: number): Promise<never> {
  const visible = await repository.findVisibleWorkout(options.db, options.viewer.id, rowId);
  throw visible ? AppError.forbidden() : AppError.notFound();
}

/**
 * PUT api/coach/library/{id}/: the owner's save. With `version`, a workout saved since (in the
 * owner's other tab or device) answers 409 with it (decision 083).
 */
export async function updateLibraryWorkout(
  options: Options & { id: string; body: UpdateLibraryWorkoutBody },
) {
  const { db, viewer, body } = options;
  const rowId = ownedRowId(options);
  const changes = storedWorkout(body, viewer);
  const row = await repository.updateOwnedWorkout(db, viewer.id, rowId, changes, body.version);
  if (row) return toLibraryWorkout({ ...row, ownerName: nameOf(viewer) });
  const visible = await repository.findVisibleWorkout(db, viewer.id, rowId);
  if (visible && visible.ownerId === viewer.id && body.version !== undefined) {
    throw await editConflict(db, visible.updatedBy, toLibraryWorkout(visible));
  }
  return refuseNotOwned(options, rowId);
}

export async function deleteLibraryWorkout(options: Options & { id: string }): Promise<void> {
  const rowId = ownedRowId(options);
  const isDeleted = await repository.deleteOwnedWorkout(options.db, options.viewer.id, rowId);
  if (!isDeleted) await refuseNotOwned(options, rowId);
}

/**
 * A copy owned by the viewer of any workout they can see, built-in tests included. Totals are
 * recomputed with the viewer's zones. The duration limits are not judged again: the source passed
 * them, or is a built-in test whose fixed protocol is exempt (checkDurationLimits).
 */
export async function copyLibraryWorkout(options: Options & { id: string }) {
  const { db, viewer } = options;
  const source = await getLibraryWorkout(options);
  const body: WorkoutBody = {
    ...source,
    name: `${source.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
  };
  const stored = toStoredWorkout(body, computeWorkoutTotals(body, zonesOf(viewer)));
  const row = await repository.insertWorkout(db, viewer.id, stored);
  return toLibraryWorkout({ ...row, ownerName: nameOf(viewer) });
}
