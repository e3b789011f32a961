import { SportId } from "../sports/sport-ids.ts";
import type { StepAction, WorkoutBody } from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import type { TrainerFileKind } from "./erg-mrc-export.ts";
import { foldLongStepList } from "./fold-repeats.ts";
import { parseWorkoutBody } from "./parse-workout-body.ts";
import { readStepMessages } from "./step-notes.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { createStepFactory } from "./workout-steps.ts";

/**
 * ERG/MRC import. Each stretch between two points with different
 * minutes becomes a step (a ramp when the values differ). ERG watts become % of FTP when the
 * header names the FTP, otherwise they stay watts.
 */

interface CourseFile {
  header: Map<string, string>;
  formatLine: string;
  points: { minute: number; value: number; line: number }[];
  /** [COURSE TEXT]: seconds from the start and the message (its display time is not kept). */
  cues: { timeSec: number; text: string }[];
}

function readSections(text: string, formatName: string): CourseFile {
  const file: CourseFile = { header: new Map(), formatLine: "", points: [], cues: [] };
  let section = "";
  const fail = (line: number, why: string): never => {
    throw new WorkoutFileError(
      "invalid-file",
      `The ${formatName} file is invalid: line ${line} ${why}`,
    );
  };
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === "" || line.startsWith(";")) return;
    if (line.startsWith("[")) {
      section = line.toUpperCase().startsWith("[END") ? "" : line.toUpperCase();
      return;
    }
    if (section === "[COURSE HEADER]") {
      const [key, ...rest] = line.split("=");
      if (rest.length > 0) file.header.set(key.trim().toUpperCase(), rest.join("=").trim());
      else file.formatLine = line.toUpperCase().replace(/\s+/g, " ");
    } else if (section === "[COURSE DATA]") {
      if (line.toUpperCase() === "LAP") return;
      const parts = line.split(/\s+/).map(Number);
      if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) {
        fail(index + 1, `is not "minutes value": "${line}".`);
      }
      const previous = file.points.at(-1);
      if (previous != null && parts[0] < previous.minute) fail(index + 1, "goes back in time.");
      file.points.push({ minute: parts[0], value: parts[1], line: index + 1 });
    } else if (section === "[COURSE TEXT]") {
      const match = /^(\d+(?:\.\d+)?)\s+(.*?)(?:\s+\d+(?:\.\d+)?)?$/.exec(line);
      if (match != null) file.cues.push({ timeSec: Math.round(Number(match[1])), text: match[2] });
    }
  });
  return file;
}

export function importErgMrcWorkout(
  kindHint: TrainerFileKind,
  text: string,
  fallbackName = "Imported workout",
): WorkoutBody {
  const firstGuess = kindHint.toUpperCase();
  const file = readSections(text, firstGuess);
  const kind: TrainerFileKind = file.formatLine.includes("PERCENT")
    ? "mrc"
    : file.formatLine.includes("WATTS")
      ? "erg"
      : kindHint;
  const formatName = kind.toUpperCase();
  if (file.points.length < 2) {
    throw new WorkoutFileError(
      "invalid-file",
      `The ${formatName} file is invalid: its [COURSE DATA] section needs at least two "minutes value" points.`,
    );
  }
  const ftpW = Number(file.header.get("FTP"));
  const hasFtp = Number.isFinite(ftpW) && ftpW > 0;
  const toTarget = (value: number) => {
    if (kind === "mrc") return Math.round(value * 10) / 10;
    return hasFtp ? Math.round((value / ftpW) * 1000) / 10 : value;
  };
  const newStep = createStepFactory(kind);
  const lastSec = Math.round((file.points.at(-1)?.minute ?? 0) * 60);
  const steps = file.points.slice(1).flatMap((end, index) => {
    const start = file.points[index];
    const startSec = Math.round(start.minute * 60);
    const endSec = Math.round(end.minute * 60);
    const durationSec = endSec - startSec;
    if (durationSec <= 0) return [];
    // Every cue belongs to the step it is shown in (one at the very end, to the last step).
    const cue = readStepMessages(
      file.cues
        .filter(({ timeSec }) => timeSec >= startSec && (timeSec < endSec || timeSec === lastSec))
        .map(({ timeSec, text }) => ({ offsetSec: timeSec - startSec, text })),
    );
    const defaultAction: StepAction = "Work";
    const [low, high] = [Math.min(start.value, end.value), Math.max(start.value, end.value)];
    return [
      newStep({
        action: cue.action ?? defaultAction,
        stepInfo: cue.stepInfo,
        unit: kind === "erg" && !hasFtp ? "number" : "%",
        lower: toTarget(low),
        upper: toTarget(high),
        duration: durationSec,
      }),
    ];
  });
  const description = file.header.get("DESCRIPTION") ?? "";
  return parseWorkoutBody(
    {
      name: description === "" ? fallbackName : description,
      type: SportId.cycling,
      method: MethodId.power,
      basedOn: "Duration",
      steps: foldLongStepList(steps, kind),
    },
    formatName,
  );
}
