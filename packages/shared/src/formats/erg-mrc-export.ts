import type { WorkoutBody } from "../workouts/workout.schemas.ts";
import type { ExportContext } from "./export-context.ts";
import { asPercent, asWatts, rampEnds, stepDurationSec, stepPowerRange } from "./power-targets.ts";
import { stepMessages } from "./step-notes.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { flattenSteps } from "./workout-steps.ts";

/**
 * ERG (absolute watts) and MRC (% of FTP) course files: "minutes value"
 * points, a repeated minute making a step change and values in between interpolated. Repeats
 * are written out. [COURSE TEXT] cues name each step, and carry the action back on import.
 */
export type TrainerFileKind = "erg" | "mrc";

/** Three decimals of a minute are 0.06 s, so whole seconds survive the round trip. */
const minutes = (sec: number) => (sec / 60).toFixed(3);
/** Header values and cues are single lines. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ");
/** How long a note after the step's start stays on screen. */
const CUE_SEC = 10;
const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

export function exportErgMrcWorkout(
  kind: TrainerFileKind,
  workout: WorkoutBody,
  ctx: ExportContext = {},
): string {
  const ftpW = ctx.thresholds?.ftpW;
  const formatName = kind.toUpperCase();
  const dataLines: string[] = [];
  const textLines: string[] = [];
  let elapsedSec = 0;
  flattenSteps(workout.steps).forEach((step, position) => {
    const durationSec = Math.round(stepDurationSec(step, position, formatName));
    const range = stepPowerRange(step, workout, ctx.thresholds);
    if (range == null) {
      throw new WorkoutFileError(
        "unsupported",
        `${formatName} files need a power target on every step; step ${position + 1} has none.`,
      );
    }
    const values = kind === "erg" ? asWatts(range, ftpW) : asPercent(range, ftpW);
    const [start, end] = rampEnds(step.action, values);
    const format = kind === "erg" ? (value: number) => String(Math.round(value)) : oneDecimal;
    dataLines.push(`${minutes(elapsedSec)}\t${format(start)}`);
    dataLines.push(`${minutes(elapsedSec + durationSec)}\t${format(end)}`);
    // The step's cue shows for the whole step; each further note for CUE_SEC (decision 119).
    for (const [index, message] of stepMessages(step.action, step.stepInfo).entries()) {
      const shownSec = index === 0 ? durationSec : CUE_SEC;
      textLines.push(`${elapsedSec + message.offsetSec}\t${oneLine(message.text)}\t${shownSec}`);
    }
    elapsedSec += durationSec;
  });
  const header = [
    "[COURSE HEADER]",
    "VERSION = 2",
    "UNITS = ENGLISH",
    `DESCRIPTION = ${oneLine(workout.name)}`,
    ...(ftpW == null ? [] : [`FTP = ${Math.round(ftpW)}`]),
    kind === "erg" ? "MINUTES WATTS" : "MINUTES PERCENT",
    "[END COURSE HEADER]",
  ];
  return [
    ...header,
    "[COURSE DATA]",
    ...dataLines,
    "[END COURSE DATA]",
    "[COURSE TEXT]",
    ...textLines,
    "[END COURSE TEXT]",
    "",
  ].join("\r\n");
}
