import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, WorkoutBody } from "./workout.schemas.ts";

/** What makes a step itself; every other field may be left to its blank value. */
export type BlankStepFields = Pick<SingleStep, "uuid" | "action" | "unit"> & Partial<SingleStep>;

/**
 * A single step with no target, length or notes beyond `fields`; a field left out or undefined
 * gets its blank value. A parsed step has all fifteen fields: builders, importers and test data
 * start here, so that a field added to the step model gets its blank value in one place. The
 * keys keep the schema's order.
 */
export function blankStep(fields: BlankStepFields): SingleStep {
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<SingleStep>;
  return {
    stepType: "step",
    uuid: fields.uuid,
    action: fields.action,
    unit: fields.unit,
    lower: null,
    upper: null,
    lowerZone: null,
    upperZone: null,
    lowerZoneValue: null,
    upperZoneValue: null,
    duration: null,
    distance: null,
    stress: 0,
    targetName: "",
    stepInfo: "",
    ...given,
  };
}

/**
 * A rest day as a calendar stores it: a workout of type 60 with no method, subtype or steps.
 * The calendar's Rest day action and an applied plan's rest days both write this body, so the
 * two look and count alike. Frozen because it is shared: callers spread it into their own.
 */
export const REST_DAY_BODY: Readonly<WorkoutBody> = Object.freeze({
  name: "Rest day",
  type: SportId.restDay,
  subtype: null,
  method: null,
  basedOn: "Duration",
  steps: [],
  instructions: "",
  isPool: false,
  poolLength: 50,
  poolLengthUnit: "METER",
  elevation: null,
  gradient: null,
});
