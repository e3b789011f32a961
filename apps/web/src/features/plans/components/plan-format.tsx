import type { LibraryWorkout } from "@coach/shared/library/library.schemas";
import type { PlanWorkout } from "@coach/shared/plans/plan.schemas";
import { PlanWorkoutSchema } from "@coach/shared/plans/plan.schemas";
import type { DayRef } from "@coach/shared/plans/plan-builder";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import {
  IconBarbell,
  IconBike,
  IconNote,
  type IconProps,
  IconRun,
  IconSwimming,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { draftOf } from "../../../components/workout-builder/draft";
import { sportName } from "../../../lib/sport-labels";

/** What the plan screens need of the signed-in coach. */
export interface PlanAccount {
  id: number;
  fullName: string;
  zones: AccountZones | null;
  displayUnits: DisplayUnits;
}

export const DAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A day of a plan as people read it: "Week 2 Tuesday". */
export const dayLabel = (ref: DayRef) => `Week ${ref.week + 1} ${DAY_NAMES[ref.day]}`;

const ICONS: Record<number, ComponentType<IconProps>> = {
  [SportId.running]: IconRun,
  [SportId.walking]: IconRun,
  [SportId.hiking]: IconRun,
  [SportId.cycling]: IconBike,
  [SportId.swimming]: IconSwimming,
  [SportId.strength]: IconBarbell,
  [SportId.note]: IconNote,
};

export function SportIcon({ type, size = 16 }: { type: number; size?: number }) {
  const Icon = ICONS[type] ?? IconRun;
  return <Icon size={size} aria-label={sportName(type)} role="img" stroke={1.6} />;
}

/** A workout from the builder or the library, as a plan keeps it (stress computed with the coach's zones). */
export function toPlanWorkout(
  body: WorkoutBody,
  zones: AccountZones | null,
  extra: Partial<PlanWorkout> = {},
): PlanWorkout {
  return PlanWorkoutSchema.parse({
    ...body,
    ...extra,
    totalStress: computeWorkoutTotals(body, zones).totalStress,
  });
}

/** A library workout as a plan keeps it: a copy that remembers where it came from. */
export function planWorkoutOfLibrary(
  workout: LibraryWorkout,
  zones: AccountZones | null,
): PlanWorkout {
  return toPlanWorkout(draftOf(workout), zones, {
    id: workout.id,
    ownerId: workout.creator,
    ownerName: workout.creatorName,
    isSTDefault: workout.isSTDefault,
  });
}

/** The builder's body fields of a plan workout (what Edit opens). */
export function bodyOf(workout: PlanWorkout): WorkoutBody {
  const {
    id: _id,
    isBasedOnZones: _zones,
    ownerId: _owner,
    ownerName: _ownerName,
    totalStress: _stress,
    isSTDefault: _default,
    ...body
  } = workout;
  return body;
}
