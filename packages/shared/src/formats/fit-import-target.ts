import type { WorkoutStepMesg } from "@garmin/fitsdk";
import { SportId } from "../sports/sport-ids.ts";
import type { StepCadence } from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import type { NewStepFields } from "./workout-steps.ts";

/** A FIT step target read back into the model: the method it implies and the step fields. */
export interface FitStepTarget {
  method: number | null;
  fields?: Pick<NewStepFields, "unit" | "lower" | "upper" | "lowerZone" | "upperZone">;
  note?: string;
  /** A cadence target, as the step's main target or FIT's secondary target. */
  cadence?: StepCadence;
}

/** workout_hr stores bpm + 100 and workout_power W + 1000; below that they are %. */
const FIT_HR_BPM_OFFSET = 100;
const FIT_POWER_W_OFFSET = 1000;

function zoneFields(zone: number): FitStepTarget["fields"] {
  return { unit: "zone", lowerZone: zone, upperZone: zone };
}

function customValues(
  mesg: WorkoutStepMesg,
  low: unknown = mesg.customTargetValueLow,
  high: unknown = mesg.customTargetValueHigh,
): [number, number] | null {
  if (typeof low !== "number" && typeof high !== "number") return null;
  const lowValue = typeof low === "number" ? low : (high as number);
  const highValue = typeof high === "number" ? high : lowValue;
  return lowValue <= highValue ? [lowValue, highValue] : [highValue, lowValue];
}

function heartRateTarget(mesg: WorkoutStepMesg, zone: number): FitStepTarget {
  const method = MethodId.heartrate;
  if (zone > 0) return { method, fields: zoneFields(zone) };
  const values = customValues(mesg);
  if (values == null) return { method: null };
  const [low, high] = values;
  if (low >= FIT_HR_BPM_OFFSET) {
    return {
      method,
      fields: { unit: "number", lower: low - FIT_HR_BPM_OFFSET, upper: high - FIT_HR_BPM_OFFSET },
    };
  }
  // % of maximum heart rate has no counterpart in the model (its % is of the threshold).
  return { method, note: `Target ${low}-${high} % of max heart rate.` };
}

function powerTarget(mesg: WorkoutStepMesg, zone: number): FitStepTarget {
  const method = MethodId.power;
  if (zone > 0) return { method, fields: zoneFields(zone) };
  const values = customValues(mesg);
  if (values == null) return { method: null };
  const [low, high] = values;
  return low >= FIT_POWER_W_OFFSET
    ? {
        method,
        fields: {
          unit: "number",
          lower: low - FIT_POWER_W_OFFSET,
          upper: high - FIT_POWER_W_OFFSET,
        },
      }
    : { method, fields: { unit: "%", lower: low, upper: high } };
}

function speedTarget(mesg: WorkoutStepMesg, zone: number, sportId: number): FitStepTarget {
  const isSwim = sportId === SportId.swimming;
  const method = isSwim ? MethodId.tpace : MethodId.pace;
  if (zone > 0) return { method, fields: zoneFields(zone) };
  const values = customValues(mesg);
  if (values == null || values[0] <= 0) return { method: null };
  // Speed is mm/s; pace is whole seconds per km (running) or per 100 m (swimming).
  const distanceM = isSwim ? 100 : 1000;
  const paceSec = (speedMmps: number) => Math.round((distanceM * 1000) / speedMmps);
  const [lowMmps, highMmps] = values;
  return { method, fields: { unit: "seconds", lower: paceSec(highMmps), upper: paceSec(lowMmps) } };
}

/** Cadence is rpm (steps per minute for running); FIT's cadence zones have no meaning here. */
function cadenceRange(values: [number, number] | null): StepCadence | undefined {
  if (values == null || values[1] <= 0) return undefined;
  return { lowerRpm: values[0], upperRpm: values[1] };
}

function secondaryCadence(mesg: WorkoutStepMesg): StepCadence | undefined {
  if (mesg.secondaryTargetType !== "cadence") return undefined;
  return cadenceRange(
    customValues(mesg, mesg.secondaryCustomTargetValueLow, mesg.secondaryCustomTargetValueHigh),
  );
}

export function fitStepTarget(mesg: WorkoutStepMesg, sportId: number): FitStepTarget {
  const main = mainTarget(mesg, sportId);
  const cadence = main.cadence ?? secondaryCadence(mesg);
  return cadence == null ? main : { ...main, cadence };
}

function mainTarget(mesg: WorkoutStepMesg, sportId: number): FitStepTarget {
  const zone = typeof mesg.targetValue === "number" ? mesg.targetValue : 0;
  switch (mesg.targetType) {
    case "heartRate":
      return heartRateTarget(mesg, zone);
    case "power":
      return powerTarget(mesg, zone);
    case "speed":
      return speedTarget(mesg, zone, sportId);
    case "cadence": {
      const cadence = cadenceRange(customValues(mesg));
      return cadence == null ? { method: null } : { method: null, cadence };
    }
    default:
      // open, swim stroke and the lap-averaged kinds have no method in the model.
      return { method: null };
  }
}

/**
 * The workout's method is the one most steps use (the first on a tie); steps with another
 * target keep theirs as their own method (decision 119).
 */
export function targetMethod(targets: FitStepTarget[]): number | null {
  const counts = new Map<number, number>();
  for (const { method } of targets) {
    if (method != null) counts.set(method, (counts.get(method) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [method, count] of counts) {
    if (best == null || count > (counts.get(best) ?? 0)) best = method;
  }
  return best;
}
