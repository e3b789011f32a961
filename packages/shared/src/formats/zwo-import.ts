import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SportId } from "../sports/sport-ids.ts";
import type {
  SingleStep,
  Step,
  StepAction,
  StepCadence,
  WorkoutBody,
} from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import { foldLongStepList } from "./fold-repeats.ts";
import { parseWorkoutBody } from "./parse-workout-body.ts";
import { messagesNote, readStepMessages, type TimedMessage } from "./step-notes.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { createStepFactory } from "./workout-steps.ts";
import type { XmlNode } from "./zwo-export.ts";

/** Zwift .zwo import. Power fractions become % of FTP to 0.1 %. */

function invalid(message: string): never {
  throw new WorkoutFileError("invalid-file", `The Zwift workout is invalid: ${message}`);
}

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ":@") as string;
const childrenOf = (node: XmlNode) => (node[tagOf(node)] as XmlNode[] | undefined) ?? [];
const attributesOf = (node: XmlNode) => (node[":@"] as Record<string, string> | undefined) ?? {};

function findChild(nodes: XmlNode[], tag: string): XmlNode | undefined {
  return nodes.find((node) => tagOf(node) === tag);
}

function textOf(node: XmlNode | undefined): string {
  if (node == null) return "";
  return childrenOf(node)
    .map((child) => (typeof child["#text"] === "string" ? child["#text"] : ""))
    .join("")
    .trim();
}

type BlockReader = (name: string, required?: boolean) => number | null;

function attributeReader(node: XmlNode, label: string): BlockReader {
  const attributes = attributesOf(node);
  return (name, required = true) => {
    const raw = attributes[name];
    const value = raw == null ? Number.NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0) return value;
    if (!required && raw == null) return null;
    return invalid(`${label} has no valid ${name}${raw == null ? "" : ` ("${raw}")`}.`);
  };
}

const percent = (fractionOfFtp: number) => Math.round(fractionOfFtp * 1000) / 10;

/** Zwift writes <textevent>; some tools write <TextEvent>. */
function blockMessages(node: XmlNode): TimedMessage[] {
  return childrenOf(node)
    .filter((child) => tagOf(child).toLowerCase() === "textevent")
    .map((child) => {
      const attributes = attributesOf(child);
      const offsetSec = Math.max(0, Math.round(Number(attributes.timeoffset ?? 0) || 0));
      return { offsetSec, text: attributes.message ?? "" };
    });
}

function cadenceOf(read: BlockReader, name: string): StepCadence | undefined {
  const low = read(`${name}Low`, false);
  const high = read(`${name}High`, false);
  if (low != null && high != null) return { lowerRpm: low, upperRpm: high };
  const value = read(name, false);
  return value == null ? undefined : { lowerRpm: value, upperRpm: value };
}

const DEFAULT_ACTION: Record<string, StepAction> = { Warmup: "Warm up", Cooldown: "Cool down" };

function readBlock(
  node: XmlNode,
  position: number,
  newStep: ReturnType<typeof createStepFactory>,
): Step {
  const tag = tagOf(node);
  const label = `block ${position + 1} <${tag}>`;
  const read = attributeReader(node, label);
  const messages = readStepMessages(blockMessages(node));
  const cue = {
    action: messages.action ?? DEFAULT_ACTION[tag] ?? "Work",
    stepInfo: messages.stepInfo,
  };
  const step = (low: number | null, high: number | null, duration: number): SingleStep =>
    newStep({
      ...cue,
      cadence: cadenceOf(read, "Cadence"),
      unit: "%",
      lower: low == null || high == null ? null : percent(Math.min(low, high)),
      upper: low == null || high == null ? null : percent(Math.max(low, high)),
      duration: Math.round(duration),
    });
  switch (tag) {
    case "Warmup":
    case "Cooldown":
    case "Ramp":
      return step(read("PowerLow"), read("PowerHigh"), read("Duration") as number);
    case "SteadyState": {
      const power = read("Power", false);
      const low = read("PowerLow", power == null);
      const high = read("PowerHigh", power == null);
      return low != null && high != null
        ? step(low, high, read("Duration") as number)
        : step(power, power, read("Duration") as number);
    }
    case "IntervalsT": {
      // Each half keeps its range (PowerOnLow/PowerOnHigh) or its single value (OnPower).
      const range = (name: string): [number, number] => {
        const low = read(`Power${name}Low`, false);
        const high = read(`Power${name}High`, false);
        if (low != null && high != null)
          return [percent(Math.min(low, high)), percent(Math.max(low, high))];
        const power = percent(read(`${name}Power`) as number);
        return [power, power];
      };
      const [onLow, onHigh] = range("On");
      const [offLow, offHigh] = range("Off");
      const on = newStep({
        action: "Work",
        unit: "%",
        lower: onLow,
        upper: onHigh,
        duration: Math.round(read("OnDuration") as number),
        cadence: cadenceOf(read, "Cadence"),
        // The block's text events run from its start: they stay with the first half.
        stepInfo: messagesNote(blockMessages(node)),
      });
      const off = newStep({
        action: "Rest active",
        unit: "%",
        lower: offLow,
        upper: offHigh,
        duration: Math.round(read("OffDuration") as number),
        cadence: cadenceOf(read, "CadenceResting"),
      });
      return {
        stepType: "repeat",
        uuid: `zwo-repeat-${position + 1}`,
        repeats: read("Repeat") as number,
        steps: [on, off],
      };
    }
    case "FreeRide":
    case "Freeride":
    case "MaxEffort":
      return step(null, null, read("Duration") as number);
    default:
      return invalid(`${label} is not a Zwift workout block.`);
  }
}

function parseXml(text: string): XmlNode[] {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new WorkoutFileError(
      "invalid-file",
      `The Zwift workout is not valid XML: ${msg} (line ${line}).`,
    );
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseAttributeValue: false,
    parseTagValue: false,
  });
  return parser.parse(text) as XmlNode[];
}

export function importZwoWorkout(text: string, fallbackName = "Imported workout"): WorkoutBody {
  const root =
    findChild(parseXml(text), "workout_file") ?? invalid("it has no <workout_file> element.");
  const sections = childrenOf(root);
  const workout = findChild(sections, "workout") ?? invalid("it has no <workout> element.");
  const sportType = textOf(findChild(sections, "sportType")).toLowerCase();
  if (sportType !== "" && sportType !== "bike" && sportType !== "run") {
    invalid(`its sportType "${sportType}" is neither bike nor run.`);
  }
  const isRun = sportType === "run";
  const newStep = createStepFactory("zwo");
  const blocks = childrenOf(workout).filter((node) => tagOf(node) !== "#text");
  const name = textOf(findChild(sections, "name"));
  return parseWorkoutBody(
    {
      name: name === "" ? fallbackName : name,
      type: isRun ? SportId.running : SportId.cycling,
      method: isRun ? MethodId.pace : MethodId.power,
      basedOn: "Duration",
      steps: foldLongStepList(
        blocks.map((node, position) => readBlock(node, position, newStep)),
        "zwo",
      ),
      instructions: textOf(findChild(sections, "description")),
    },
    "Zwift",
  );
}
