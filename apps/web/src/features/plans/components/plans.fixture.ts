import type { Plan, PlanDay, PlanWeek, PlanWorkout } from "@coach/shared/plans/plan.schemas";
import { PlanWorkoutSchema } from "@coach/shared/plans/plan.schemas";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";

export const coachInfo = accountInfoFixture({ id: 11, isCoach: true, fullName: "Ann Coach" });
export { signInForTest };

export const planWorkout = (name: string): PlanWorkout =>
  PlanWorkoutSchema.parse({
    name,
    type: 1,
    subtype: 101,
    method: 1,
    steps: [],
    totalStress: 40,
  });

const day = (workouts: PlanWorkout[] = [], isRestDay = false): PlanDay => ({ isRestDay, workouts });
export const week = (days: Partial<Record<number, PlanDay>> = {}): PlanWeek =>
  Array.from({ length: 7 }, (_, index) => days[index] ?? day());

export function planFixture(fields: Partial<Plan> = {}): Plan {
  const structure = fields.structure ?? [week({ 0: day([planWorkout("Easy run")]) })];
  return {
    id: 5,
    title: "Base block",
    name: "Base block",
    notes: "Three easy weeks",
    weeks: structure.length,
    workoutsCount: 1,
    days: 1,
    ownerId: 11,
    ownerName: "Ann Coach",
    canEdit: true,
    updatedOn: "2025-03-01T10:00:00.000Z",
    meta: { sports: [1], weeks: structure.length, workoutsCount: 1, days: 1 },
    assigned: {},
    structure,
    periodization: null,
    weeklyStress: structure.map(() => 40),
    version: 1,
    ...fields,
  };
}

export const athletes = {
  athletes: [
    { id: 21, fullName: "Anna Berg" },
    { id: 22, fullName: "Ben Okafor" },
    { id: 23, fullName: "Carla Diaz" },
  ].map((athlete) => ({
    ...athlete,
    email: `${athlete.id}@example.com`,
    first_name: athlete.fullName.split(" ")[0]!,
    last_name: athlete.fullName.split(" ")[1]!,
    name: athlete.fullName,
    muted: false,
    coachId: 11,
    avatar_id: null,
    zones: {},
  })),
};

export const assignment = (
  key: string,
  fields: { athleteId: number; athleteName: string; s: string; status?: "pending" | "complete" },
) => ({
  [key]: {
    s: fields.s,
    e: fields.s,
    athleteId: fields.athleteId,
    athleteName: fields.athleteName,
    assignmentId: Number(key.split("_")[1]),
    status: fields.status ?? "pending",
  },
});
