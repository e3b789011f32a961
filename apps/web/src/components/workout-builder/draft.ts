import { SportId } from "@coach/shared/sports/sport-ids";
import { subtypesOfSport } from "@coach/shared/sports/subtypes";
import type {
  RepeatStep,
  SingleStep,
  Step,
  StepAction,
  WorkoutBody,
} from "@coach/shared/workouts/workout.schemas";
import { blankStep } from "@coach/shared/workouts/workout-defaults";
import { methodsOfSport } from "@coach/shared/zones/method-ids";

/**
 * The builder's working copy of a workout and the edits it makes. Everything here keeps the
 * stored units (seconds, metres, s/km or s/100 m); the fields convert for display.
 */

/** crypto.randomUUID exists only in secure contexts; a plain http address has none. */
export function newUuid(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Sports built from steps with targets; strength, notes and rest days have their own builder. */
export const hasSteps = (type: number) => methodsOfSport(type).length > 0;

const defaultSubtype = (type: number) => subtypesOfSport(type)[0]?.id ?? null;

export function newDraft(type: number): WorkoutBody {
  return {
    name: "",
    type,
    subtype: defaultSubtype(type),
    method: methodsOfSport(type)[0] ?? null,
    basedOn: "Duration",
    steps: [],
    instructions: "",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
  };
}

/** The body fields of a stored workout (library or calendar): what PUT sends back. */
export function draftOf(workout: WorkoutBody): WorkoutBody {
  return {
    name: workout.name,
    type: workout.type,
    subtype: workout.subtype,
    method: workout.method,
    basedOn: workout.basedOn,
    steps: workout.steps,
    instructions: workout.instructions,
    isPool: workout.isPool,
    poolLength: workout.poolLength,
    poolLengthUnit: workout.poolLengthUnit,
    elevation: workout.elevation,
    gradient: workout.gradient,
  };
}

const isEasy = (action: StepAction) => action !== "Work";

/** A zone-targeted step with a sensible amount for the workout's sport and basis. */
export function newStep(
  workout: Pick<WorkoutBody, "type" | "basedOn">,
  action: StepAction,
  amount?: number,
): SingleStep {
  const zone = isEasy(action) ? 1 : 3;
  const isDistance = workout.basedOn === "Distance";
  const defaultAmount = isDistance ? (workout.type === SportId.swimming ? 100 : 1000) : 300;
  return blankStep({
    uuid: newUuid(),
    action,
    unit: "zone",
    lowerZone: zone,
    upperZone: zone,
    duration: isDistance ? null : (amount ?? defaultAmount),
    distance: isDistance ? (amount ?? defaultAmount) : null,
  });
}

/** A classic interval block: 5 x (work, active rest). */
export function newRepeat(workout: Pick<WorkoutBody, "type" | "basedOn">): RepeatStep {
  const isDistance = workout.basedOn === "Distance";
  const work = {
    ...newStep(workout, "Work", isDistance ? undefined : 180),
    lowerZone: 4,
    upperZone: 4,
  };
  return {
    stepType: "repeat",
    uuid: newUuid(),
    repeats: 5,
    steps: [work, newStep(workout, "Rest active", isDistance ? undefined : 120)],
  };
}

/** A copy with fresh uuids, so that the copy and the original stay distinct. */
export function cloneStep<T extends Step>(step: T): T {
  if (step.stepType === "step") return { ...step, uuid: newUuid() };
  return { ...step, uuid: newUuid(), steps: step.steps.map(cloneStep) };
}

/** A target in another method's units means nothing: keep the zones, drop the values. */
function retarget(step: SingleStep): SingleStep {
  // A step with a method of its own keeps its target (decision 119).
  if (step.unit === "zone" || step.method != null) return step;
  return {
    ...step,
    unit: "zone",
    lower: null,
    upper: null,
    lowerZone: step.lowerZone ?? 3,
    upperZone: step.upperZone ?? step.lowerZone ?? 3,
  };
}

function mapSingles(steps: readonly Step[], map: (step: SingleStep) => SingleStep): Step[] {
  return steps.map((step) =>
    step.stepType === "step" ? map(step) : { ...step, steps: step.steps.map(map) },
  );
}

export function withMethod(draft: WorkoutBody, method: number | null): WorkoutBody {
  if (method === draft.method) return draft;
  return { ...draft, method, steps: mapSingles(draft.steps, retarget) };
}

/** A new sport brings its own subtypes and methods. */
export function withSport(draft: WorkoutBody, type: number): WorkoutBody {
  if (type === draft.type) return draft;
  const methods = methodsOfSport(type);
  const method =
    draft.method !== null && (methods as readonly number[]).includes(draft.method)
      ? draft.method
      : (methods[0] ?? null);
  const next = withMethod({ ...draft, type, subtype: defaultSubtype(type) }, method);
  return hasSteps(type) ? next : { ...next, steps: [], method: null, basedOn: "Duration" };
}
