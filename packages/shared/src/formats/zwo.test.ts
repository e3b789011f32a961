import { describe, expect, it } from "vitest";
import { step, workout } from "./fit-test-support.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";
import { exportZwoWorkout } from "./zwo-export.ts";
import { importZwoWorkout } from "./zwo-import.ts";

const ride = workout(
  [
    step({ action: "Warm up", unit: "%", lower: 50, upper: 75, duration: 600 }),
    {
      stepType: "repeat",
      uuid: "r",
      repeats: 5,
      steps: [
        step({ unit: "%", lower: 105, upper: 105, duration: 180 }),
        step({ action: "Rest active", unit: "%", lower: 50, upper: 50, duration: 120 }),
      ],
    },
    step({ unit: "%", lower: 88, upper: 94, duration: 1200, stepInfo: "Sweet & <spot>" }),
    step({ action: "Rest passive", duration: 60 }),
    step({ action: "Cool down", unit: "%", lower: 30, upper: 70, duration: 300 }),
  ],
  { name: "Over & under", instructions: "Stay aero" },
);

describe("exportZwoWorkout", () => {
  it("writes ramps, IntervalsT, SteadyState, FreeRide and cues", () => {
    const xml = exportZwoWorkout(ride, { ...TEST_CONTEXT, author: "Coach" });
    expect(xml).toContain("<author>Coach</author>");
    expect(xml).toContain("<name>Over &amp; under</name>");
    expect(xml).toContain("<sportType>bike</sportType>");
    expect(xml).toContain('<Warmup Duration="600" PowerLow="0.5" PowerHigh="0.75">');
    expect(xml).toContain(
      '<IntervalsT Repeat="5" OnDuration="180" OffDuration="120" OnPower="1.05" OffPower="0.5"/>',
    );
    expect(xml).toContain(
      '<SteadyState Duration="1200" Power="0.91" PowerLow="0.88" PowerHigh="0.94">',
    );
    expect(xml).toContain('message="Work: Sweet &amp; &lt;spot&gt;"');
    expect(xml).toContain('<FreeRide Duration="60">');
    expect(xml).toContain('<Cooldown Duration="300" PowerLow="0.7" PowerHigh="0.3">');
  });

  it("writes watts and zones as fractions of FTP, and run workouts as run", () => {
    const watts = exportZwoWorkout(
      workout([
        step({ lower: 200, upper: 200 }),
        step({ unit: "zone", lowerZone: 2, upperZone: 2 }),
      ]),
      TEST_CONTEXT,
    );
    expect(watts).toContain('Power="0.8"');
    expect(watts).toContain('Power="0.645" PowerLow="0.55" PowerHigh="0.74"');
    const run = exportZwoWorkout(
      workout([step({ unit: "seconds", lower: 270, upper: 270 })], { type: 1, method: 2 }),
      TEST_CONTEXT,
    );
    expect(run).toContain("<sportType>run</sportType>");
    expect(run).toContain('Power="1"');
  });

  it("writes out repeats that IntervalsT cannot hold", () => {
    // A rest with notes of its own has no place in IntervalsT (its text events are the block's).
    const xml = exportZwoWorkout(
      workout([
        {
          stepType: "repeat",
          uuid: "r",
          repeats: 2,
          steps: [
            step({ unit: "%", lower: 90, upper: 100 }),
            step({ action: "Rest active", unit: "%", lower: 50, upper: 50, stepInfo: "Easy" }),
          ],
        },
      ]),
    );
    expect(xml.match(/<SteadyState/g)).toHaveLength(4);
  });

  it.each([
    ["swims", workout([step()], { type: 3, method: 4 }), "cycling and running only"],
    ["heart-rate targets", workout([step({ lower: 140 })], { method: 1 }), "power targets only"],
    ["distance steps", workout([step({ duration: null, distance: 1000 })]), "step 1 has none"],
    ["watts without FTP", workout([step({ lower: 200 })]), "FTP"],
    [
      "fixed paces without threshold",
      workout([step({ unit: "seconds", lower: 300 })], { type: 1, method: 2 }),
      "threshold run pace",
    ],
  ])("refuses %s", (_label, source, message) => {
    expect(() => exportZwoWorkout(source)).toThrow(message);
  });
});

const zwo = (blocks: string, extra = "") =>
  `<?xml version="1.0"?><workout_file><name>Z</name>${extra}<workout>${blocks}</workout></workout_file>`;

describe("importZwoWorkout", () => {
  it("reads the blocks Zwift files use", () => {
    const imported = importZwoWorkout(
      zwo(
        `<Warmup Duration="300" PowerLow="0.4" PowerHigh="0.7"/>
         <Ramp Duration="60" PowerLow="0.7" PowerHigh="0.9"/>
         <SteadyState Duration="120" PowerLow="0.8" PowerHigh="0.9"/>
         <IntervalsT Repeat="3" OnDuration="30" OffDuration="30" PowerOnLow="1.1" PowerOnHigh="1.3" OffPower="0.5"/>
         <Freeride Duration="60" FlatRoad="1"><textevent timeoffset="10" message="Later"/></Freeride>
         <MaxEffort Duration="20"/>
         <Cooldown Duration="300" PowerLow="0.6" PowerHigh="0.3"><textevent timeoffset="0" message="Rest passive: spin"/></Cooldown>`,
        "<sportType>bike</sportType>",
      ),
    );
    expect(imported).toMatchObject({ name: "Z", type: 2, method: 3, instructions: "" });
    const summary = imported.steps.map((s) =>
      s.stepType === "step"
        ? [s.action, s.duration, s.lower, s.upper, s.stepInfo]
        : [s.repeats, s.steps.map((i) => [i.action, i.lower, i.upper])],
    );
    expect(summary).toEqual([
      ["Warm up", 300, 40, 70, ""],
      ["Work", 60, 70, 90, ""],
      ["Work", 120, 80, 90, ""],
      [
        3,
        [
          // PowerOnLow/PowerOnHigh 1.1-1.3 stay a range (decision 119).
          ["Work", 110, 130],
          ["Rest active", 50, 50],
        ],
      ],
      // A text event 10 s into the block is a note with its offset.
      ["Work", 60, null, null, "[0:10] Later"],
      ["Work", 20, null, null, ""],
      ["Rest passive", 300, 30, 60, "spin"],
    ]);
  });

  it("reads run files as pace workouts and uses the fallback name", () => {
    const imported = importZwoWorkout(
      `<workout_file><sportType>run</sportType><workout><SteadyState Duration="60" Power="0.9"/></workout></workout_file>`,
      "tempo",
    );
    expect(imported).toMatchObject({ name: "tempo", type: 1, method: 2 });
  });

  it.each([
    ["<workout_file><workout>", "not valid XML"],
    ["<other/>", "no <workout_file> element"],
    ["<workout_file><name>x</name></workout_file>", "no <workout> element"],
    [zwo("", "<sportType>swim</sportType>"), 'sportType "swim" is neither bike nor run'],
    [zwo('<SteadyState Power="0.5"/>'), "block 1 <SteadyState> has no valid Duration"],
    [zwo('<SteadyState Duration="60" Power="high"/>'), 'has no valid Power ("high")'],
    [zwo('<Warmup Duration="60" PowerLow="0.5"/>'), "has no valid PowerHigh"],
    [zwo('<Sprint Duration="60"/>'), "block 1 <Sprint> is not a Zwift workout block"],
    [
      zwo('<IntervalsT Repeat="150" OnDuration="1" OffDuration="1" OnPower="1" OffPower="0.5"/>'),
      "at steps.0.repeats",
    ],
  ])("explains what is wrong with %s", (text, message) => {
    expect(() => importZwoWorkout(text)).toThrow(message);
  });
});
