import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, Step, StepAction, WorkoutBody } from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import { foldLongStepList } from "./fold-repeats.ts";
import { parseWorkoutBody } from "./parse-workout-body.ts";
import { parseStepCue } from "./power-targets.ts";
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

function blockCue(node: XmlNode): { action: StepAction; stepInfo: string } | null {
  const first = childrenOf(node).find(
    (child) => tagOf(child) === "textevent" && Number(attributesOf(child).timeoffset ?? 0) === 0,
  );
  return first == null ? null : parseStepCue(attributesOf(first).message ?? "");
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
  const cue = blockCue(node) ?? { action: DEFAULT_ACTION[tag] ?? "Work", stepInfo: "" };
  const step = (low: number | null, high: number | null, duration: number): SingleStep =>
    newStep({
      ...cue,
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
      const average = (name: string) => {
        const low = read(`Power${name}Low`, false);
        const high = read(`Power${name}High`, false);
        return low != null && high != null ? (low + high) / 2 : read(`${name}Power`);
      };
      const on = newStep({
        action: "Work",
        unit: "%",
        lower: percent(average("On") as number),
        upper: percent(average("On") as number),
        duration: Math.round(read("OnDuration") as number),
      });
      const off = newStep({
        action: "Rest active",
        unit: "%",
        lower: percent(average("Off") as number),
        upper: percent(average("Off") as number),
        duration: Math.round(read("OffDuration") as number),
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
