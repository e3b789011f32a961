import { describe, expect, it } from "vitest";
import type { Step } from "../workouts/workout.schemas.ts";
import { exportErgMrcWorkout } from "./erg-mrc-export.ts";
import { importErgMrcWorkout } from "./erg-mrc-import.ts";
import { exportZwoWorkout } from "./zwo-export.ts";
import { importZwoWorkout } from "./zwo-import.ts";

/**
 * Generated trainer files with text and ranges (decision 119): Zwift text events and MRC course
 * text become step notes, "[m:ss] " marking a message shown after the step's start; Zwift power
 * ranges stay ranges. Each expected value is read off the file above it: ZWO powers are
 * fractions of FTP (0.88 = 88 %), durations and time offsets seconds; MRC points are
 * "minutes percent", its cues "seconds text seconds-shown".
 */
function shape(steps: Step[]): unknown[] {
  return steps.map(({ uuid: _uuid, ...step }) =>
    step.stepType === "repeat"
      ? { ...step, uuid: undefined, steps: step.steps.map(({ uuid: _inner, ...inner }) => inner) }
      : step,
  );
}

const ZWO = `<?xml version="1.0" encoding="UTF-8"?>
<workout_file>
  <name>Notes and ranges</name>
  <sportType>bike</sportType>
  <workout>
    <Warmup Duration="600" PowerLow="0.25" PowerHigh="0.75">
      <textevent timeoffset="0" message="Easy spin"/>
      <textevent timeoffset="300" message="Halfway"/>
    </Warmup>
    <SteadyState Duration="300" PowerLow="0.88" PowerHigh="0.94" Cadence="90">
      <textevent timeoffset="0" message="Sweet spot"/>
    </SteadyState>
    <IntervalsT Repeat="4" OnDuration="60" OffDuration="120" PowerOnLow="1.1" PowerOnHigh="1.2"
      PowerOffLow="0.5" PowerOffHigh="0.55" Cadence="100" CadenceResting="85">
      <textevent timeoffset="0" message="Go!"/>
      <textevent timeoffset="45" message="15 more seconds"/>
    </IntervalsT>
    <Ramp Duration="300" PowerLow="0.6" PowerHigh="0.9"/>
    <Cooldown Duration="300" PowerLow="0.6" PowerHigh="0.3"/>
  </workout>
</workout_file>`;

const MRC = [
  "[COURSE HEADER]",
  "VERSION = 2",
  "UNITS = ENGLISH",
  "DESCRIPTION = Cues",
  "MINUTES PERCENT",
  "[END COURSE HEADER]",
  "[COURSE DATA]",
  "0.00\t50",
  "10.00\t50",
  "10.00\t90",
  "15.00\t90",
  "15.00\t60",
  "20.00\t60",
  "[END COURSE DATA]",
  "[COURSE TEXT]",
  "0\tWarm up: settle in\t600",
  "120\tCheck cadence\t10",
  "600\tThreshold\t300",
  "840\tLast minute!\t10",
  "900\tRest active\t300",
  "[END COURSE TEXT]",
].join("\r\n");

describe("Zwift text events and ranges", () => {
  const imported = importZwoWorkout(ZWO);

  it("imports each block's text, ranges and cadence", () => {
    expect(imported.steps).toMatchObject([
      {
        action: "Warm up",
        duration: 600,
        lower: 25,
        upper: 75,
        stepInfo: "Easy spin\n[5:00] Halfway",
      },
      {
        action: "Work",
        duration: 300,
        lower: 88,
        upper: 94,
        cadence: { lowerRpm: 90, upperRpm: 90 },
        stepInfo: "Sweet spot",
      },
      {
        stepType: "repeat",
        repeats: 4,
        steps: [
          {
            action: "Work",
            duration: 60,
            lower: 110,
            upper: 120,
            cadence: { lowerRpm: 100, upperRpm: 100 },
            stepInfo: "Go!\n[0:45] 15 more seconds",
          },
          {
            action: "Rest active",
            duration: 120,
            lower: 50,
            upper: 55,
            cadence: { lowerRpm: 85, upperRpm: 85 },
          },
        ],
      },
      { action: "Work", duration: 300, lower: 60, upper: 90, stepInfo: "" },
      { action: "Cool down", duration: 300, lower: 30, upper: 60 },
    ]);
  });

  it("exports the same text at the same offsets and the same ranges, and imports alike", () => {
    const xml = exportZwoWorkout(imported);
    expect(xml).toContain('<textevent timeoffset="300" message="Halfway"');
    expect(xml).toContain('<textevent timeoffset="45" message="15 more seconds"');
    expect(xml).toMatch(/<IntervalsT[^>]* PowerOnLow="1.1" PowerOnHigh="1.2"/);
    expect(xml).toMatch(/<IntervalsT[^>]* PowerOffLow="0.5" PowerOffHigh="0.55"/);
    expect(xml).toMatch(/<SteadyState[^>]* PowerLow="0.88" PowerHigh="0.94"/);
    expect(shape(importZwoWorkout(xml).steps)).toEqual(shape(imported.steps));
  });
});

describe("MRC course text", () => {
  const imported = importErgMrcWorkout("mrc", MRC);

  it("imports every cue as a note of the step it is shown in", () => {
    expect(imported.steps).toMatchObject([
      { action: "Warm up", duration: 600, lower: 50, stepInfo: "settle in\n[2:00] Check cadence" },
      { action: "Work", duration: 300, lower: 90, stepInfo: "Threshold\n[4:00] Last minute!" },
      { action: "Rest active", duration: 300, lower: 60, stepInfo: "" },
    ]);
  });

  it("exports the cues at the same times and imports alike", () => {
    const text = exportErgMrcWorkout("mrc", imported);
    const lines = text.split("\r\n");
    const from = lines.indexOf("[COURSE TEXT]");
    expect(lines.slice(from + 1, lines.indexOf("[END COURSE TEXT]"))).toEqual([
      "0\tWarm up: settle in\t600",
      "120\tCheck cadence\t10",
      "600\tWork: Threshold\t300",
      "840\tLast minute!\t10",
      "900\tRest active\t300",
    ]);
    expect(shape(importErgMrcWorkout("mrc", text).steps)).toEqual(shape(imported.steps));
  });
});
