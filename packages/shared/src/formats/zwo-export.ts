import { XMLBuilder } from "fast-xml-parser";
import { SportId } from "../sports/sport-ids.ts";
import type {
  RepeatStep,
  SingleStep,
  StepCadence,
  WorkoutBody,
} from "../workouts/workout.schemas.ts";
import type { ExportContext } from "./export-context.ts";
import { asPercent, rampEnds, stepDurationSec, stepPowerRange } from "./power-targets.ts";
import { noteMessages, stepMessages, type TimedMessage } from "./step-notes.ts";
import { WorkoutFileError } from "./workout-file-error.ts";

/**
 * Zwift .zwo export: durations in whole seconds, power as a fraction of
 * FTP with 3 decimals (0.1 %). Each block gets a textevent at its start naming the step, which
 * Zwift shows on screen and the import reads back as the step's action.
 */

/** fast-xml-parser's preserveOrder form: one key per element, attributes under ":@". */
export type XmlNode = Record<string, unknown>;

function element(
  tag: string,
  attributes: Record<string, string>,
  children: XmlNode[] = [],
): XmlNode {
  return { [tag]: children, ":@": attributes };
}

function textElement(tag: string, text: string): XmlNode {
  return { [tag]: text === "" ? [] : [{ "#text": text }] };
}

const fraction = (percent: number) => String(Math.round(percent * 10) / 1000);
const seconds = (durationSec: number) => String(Math.round(durationSec));

function zwoBlock(
  step: SingleStep,
  position: number,
  workout: WorkoutBody,
  ctx: ExportContext,
): XmlNode {
  const duration = seconds(stepDurationSec(step, position, "Zwift"));
  const cue = textEvents(stepMessages(step.action, step.stepInfo));
  const cadence = cadenceAttributes(step.cadence, "Cadence");
  const range = stepPowerRange(step, workout, ctx.thresholds);
  if (range == null) return element("FreeRide", { Duration: duration, ...cadence }, cue);
  const percent = asPercent(range, ctx.thresholds?.ftpW);
  const [start, end] = rampEnds(step.action, percent);
  if (step.action === "Warm up" || step.action === "Cool down") {
    const tag = step.action === "Warm up" ? "Warmup" : "Cooldown";
    return element(
      tag,
      { Duration: duration, PowerLow: fraction(start), PowerHigh: fraction(end), ...cadence },
      cue,
    );
  }
  const attributes: Record<string, string> = {
    Duration: duration,
    Power: fraction(start),
    ...cadence,
  };
  if (percent.low !== percent.high) {
    // Zwift holds Power; PowerLow/PowerHigh keep the range (GoldenCheetah averages them).
    attributes.PowerLow = fraction(percent.low);
    attributes.PowerHigh = fraction(percent.high);
  }
  return element("SteadyState", attributes, cue);
}

/** Text events at their offsets from the block's start. */
function textEvents(messages: TimedMessage[]): XmlNode[] {
  return messages.map((message) =>
    element("textevent", { timeoffset: String(message.offsetSec), message: message.text }),
  );
}

/** A cadence target: Zwift's Cadence, or CadenceLow/CadenceHigh for a range. */
function cadenceAttributes(
  cadence: StepCadence | null | undefined,
  name: string,
): Record<string, string> {
  if (cadence == null) return {};
  const low = String(Math.round(cadence.lowerRpm));
  const high = String(Math.round(cadence.upperRpm));
  return low === high ? { [name]: low } : { [`${name}Low`]: low, [`${name}High`]: high };
}

/** One half of an interval: OnPower, or PowerOnLow/PowerOnHigh (and the middle) for a range. */
function halfAttributes(name: "On" | "Off", percent: { low: number; high: number }) {
  const attributes: Record<string, string> = {
    [`${name}Power`]: fraction((percent.low + percent.high) / 2),
  };
  if (percent.low !== percent.high) {
    attributes[`Power${name}Low`] = fraction(percent.low);
    attributes[`Power${name}High`] = fraction(percent.high);
  }
  return attributes;
}

/**
 * A plain on/off repeat fits Zwift's IntervalsT (the notes of the first half become the
 * block's text events); anything else is written out in full.
 */
function intervalsBlock(
  repeat: RepeatStep,
  workout: WorkoutBody,
  ctx: ExportContext,
): XmlNode | null {
  if (repeat.steps.length !== 2) return null;
  const [on, off] = repeat.steps;
  if (on.action !== "Work" || off.action !== "Rest active" || off.stepInfo !== "") return null;
  // CadenceResting holds one value only.
  if (off.cadence != null && off.cadence.lowerRpm !== off.cadence.upperRpm) return null;
  const onRange = stepPowerRange(on, workout, ctx.thresholds);
  const offRange = stepPowerRange(off, workout, ctx.thresholds);
  if (onRange == null || offRange == null) return null;
  const onPercent = asPercent(onRange, ctx.thresholds?.ftpW);
  const offPercent = asPercent(offRange, ctx.thresholds?.ftpW);
  return element(
    "IntervalsT",
    {
      Repeat: String(repeat.repeats),
      OnDuration: seconds(stepDurationSec(on, 0, "Zwift")),
      OffDuration: seconds(stepDurationSec(off, 1, "Zwift")),
      ...halfAttributes("On", onPercent),
      ...halfAttributes("Off", offPercent),
      ...cadenceAttributes(on.cadence, "Cadence"),
      ...(off.cadence == null ? {} : { CadenceResting: String(Math.round(off.cadence.lowerRpm)) }),
    },
    textEvents(noteMessages(on.stepInfo)),
  );
}

function zwoSportType(workout: WorkoutBody): string {
  if (workout.type === SportId.cycling) return "bike";
  if (workout.type === SportId.running) return "run";
  throw new WorkoutFileError("unsupported", "Zwift workouts are for cycling and running only.");
}

export function exportZwoWorkout(workout: WorkoutBody, ctx: ExportContext = {}): string {
  const sportType = zwoSportType(workout);
  const blocks: XmlNode[] = [];
  let position = 0;
  const single = (step: SingleStep) => blocks.push(zwoBlock(step, position++, workout, ctx));
  for (const step of workout.steps) {
    if (step.stepType === "step") {
      single(step);
      continue;
    }
    const intervals = intervalsBlock(step, workout, ctx);
    if (intervals != null) {
      blocks.push(intervals);
      position += step.steps.length * step.repeats;
      continue;
    }
    for (let round = 0; round < step.repeats; round += 1) step.steps.forEach(single);
  }
  const document: XmlNode[] = [
    {
      workout_file: [
        textElement("author", ctx.author ?? ""),
        textElement("name", workout.name),
        textElement("description", workout.instructions),
        textElement("sportType", sportType),
        textElement("tags", ""),
        { workout: blocks },
      ],
    },
  ];
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    format: true,
    suppressEmptyNode: true,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}
