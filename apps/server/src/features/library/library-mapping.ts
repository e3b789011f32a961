import type { LibraryItem, LibraryWorkout } from "@coach/shared/library/library.schemas";
import type { DefaultTestWorkout } from "@coach/shared/sports/test-workouts";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type {
  LibraryItemRow,
  LibraryWorkoutWithOwner,
  NewLibraryWorkoutRow,
} from "./library.repository";

/** The built-in tests have no row; their protocols were fixed with this release of the library. */
export const BUILT_IN_UPDATED = "2025-01-01T00:00:00.000Z";

export function toLibraryItem(row: LibraryItemRow): LibraryItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    method: row.method,
    totalDuration: row.totalDuration,
    totalDistance: row.totalDistance,
    totalStress: row.totalStress,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    isSTDefault: false,
    updated: row.updatedAt.toISOString(),
  };
}

export function toLibraryWorkout(row: LibraryWorkoutWithOwner): LibraryWorkout {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    method: row.method,
    basedOn: row.basedOn,
    steps: row.steps,
    instructions: row.instructions,
    isPool: row.isPool,
    poolLength: row.poolLength,
    poolLengthUnit: row.poolLengthUnit,
    elevation: row.elevation,
    gradient: row.gradient,
    totalDuration: row.totalDuration,
    totalDistance: row.totalDistance,
    totalStress: row.totalStress,
    creator: row.ownerId,
    creatorName: row.ownerName,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    isSTDefault: false,
    library: true,
    version: row.version,
  };
}

/** A built-in test with the totals and per-step stress computed for the viewer's zones. */
export function builtInWorkout(test: DefaultTestWorkout, totals: WorkoutTotals): LibraryWorkout {
  const { id, isSTDefault, ...body } = test;
  return {
    ...body,
    id,
    steps: totals.steps,
    totalDuration: totals.totalDuration,
    totalDistance: totals.totalDistance,
    totalStress: totals.totalStress,
    creator: null,
    creatorName: null,
    created: BUILT_IN_UPDATED,
    updated: BUILT_IN_UPDATED,
    isSTDefault,
    library: true,
    // A built-in test never changes.
    version: 1,
  };
}

export function builtInItem(workout: LibraryWorkout): LibraryItem {
  return {
    id: workout.id,
    name: workout.name,
    type: workout.type,
    subtype: workout.subtype,
    method: workout.method,
    totalDuration: workout.totalDuration,
    totalDistance: workout.totalDistance,
    totalStress: workout.totalStress,
    ownerId: null,
    ownerName: null,
    isSTDefault: true,
    updated: workout.updated,
  };
}

/** The stored columns of a workout: the body's fields with the server's totals and steps. */
export function toStoredWorkout(body: WorkoutBody, totals: WorkoutTotals): NewLibraryWorkoutRow {
  return {
    name: body.name,
    type: body.type,
    subtype: body.subtype,
    method: body.method,
    basedOn: body.basedOn,
    instructions: body.instructions,
    isPool: body.isPool,
    poolLength: body.poolLength,
    poolLengthUnit: body.poolLengthUnit,
    elevation: body.elevation,
    gradient: body.gradient,
    steps: totals.steps,
    totalDuration: totals.totalDuration,
    totalDistance: totals.totalDistance,
    totalStress: totals.totalStress,
  };
}
