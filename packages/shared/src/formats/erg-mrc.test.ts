import { describe, expect, it } from "vitest";
import { exportErgMrcWorkout } from "./erg-mrc-export.ts";
import { importErgMrcWorkout } from "./erg-mrc-import.ts";
import { step, workout } from "./fit-test-support.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";

const ride = workout(
  [
    step({ action: "Warm up", unit: "%", lower: 50, upper: 70, duration: 300 }),
    {
      stepType: "repeat",
      uuid: "r",
      repeats: 2,
      steps: [step({ lower: 300, upper: 300, duration: 90, stepInfo: "go\nhard" })],
    },
    step({ action: "Cool down", unit: "%", lower: 40, upper: 60, duration: 120 }),
  ],
  { name: "Short" },
);

describe("exportErgMrcWorkout", () => {
  it("writes ERG points in watts with the FTP and cues", () => {
    const text = exportErgMrcWorkout("erg", ride, TEST_CONTEXT);
    expect(text.split("\r\n")).toEqual([
      "[COURSE HEADER]",
      "VERSION = 2",
      "UNITS = ENGLISH",
      "DESCRIPTION = Short",
      "FTP = 250",
      "MINUTES WATTS",
      "[END COURSE HEADER]",
      "[COURSE DATA]",
      "0.000\t125",
      "5.000\t175",
      "5.000\t300",
      "6.500\t300",
      "6.500\t300",
      "8.000\t300",
      "8.000\t150",
      "10.000\t100",
      "[END COURSE DATA]",
      "[COURSE TEXT]",
      "0\tWarm up\t300",
      // Each line of the notes is a cue of its own (decision 119).
      "300\tWork: go\t90",
      "300\thard\t10",
      "390\tWork: go\t90",
      "390\thard\t10",
      "480\tCool down\t120",
      "[END COURSE TEXT]",
      "",
    ]);
  });

  it("writes MRC points in % of FTP", () => {
    const text = exportErgMrcWorkout("mrc", ride, TEST_CONTEXT);
    expect(text).toContain("MINUTES PERCENT");
    expect(text).toContain("5.000\t120\r\n");
  });

  it("refuses steps without power or duration, and watts without an FTP", () => {
    expect(() => exportErgMrcWorkout("erg", workout([step()]))).toThrow(
      "power target on every step; step 1",
    );
    expect(() => exportErgMrcWorkout("mrc", workout([step({ lower: 200 })]))).toThrow("FTP");
    expect(() =>
      exportErgMrcWorkout("erg", workout([step({ lower: 200, duration: null })])),
    ).toThrow("ERG files need a duration");
  });
});

describe("importErgMrcWorkout", () => {
  it("reads steps, ramps and cues, keeping watts without an FTP", () => {
    const text = [
      "; made by hand",
      "[COURSE HEADER]",
      "DESCRIPTION = Hand made",
      "MINUTES WATTS",
      "[END COURSE HEADER]",
      "[COURSE DATA]",
      "0 100",
      "5 200",
      "LAP",
      "5 250",
      "7.5 250",
      "[END COURSE DATA]",
      "[COURSE TEXT]",
      "300 Rest active: easy 150",
      "[END COURSE TEXT]",
    ].join("\n");
    const imported = importErgMrcWorkout("mrc", text);
    expect(imported).toMatchObject({ name: "Hand made", type: 2, method: 3 });
    expect(imported.steps).toMatchObject([
      { action: "Work", unit: "number", lower: 100, upper: 200, duration: 300 },
      {
        action: "Rest active",
        stepInfo: "easy",
        unit: "number",
        lower: 250,
        upper: 250,
        duration: 150,
      },
    ]);
  });

  it("uses the extension when the format line is missing", () => {
    const text = "[COURSE DATA]\n0 50\n1 50\n[END COURSE DATA]";
    expect(importErgMrcWorkout("mrc", text, "file").steps[0]).toMatchObject({
      unit: "%",
      lower: 50,
    });
    expect(importErgMrcWorkout("erg", text, "file")).toMatchObject({ name: "file" });
  });

  it("folds long files into repeats", () => {
    const points = Array.from({ length: 300 }, (_, index) => {
      const watts = index % 2 === 0 ? 300 : 100;
      return `${index} ${watts}\n${index + 1} ${watts}`;
    });
    const imported = importErgMrcWorkout(
      "erg",
      `[COURSE DATA]\n${points.join("\n")}\n[END COURSE DATA]`,
    );
    // 150 on/off pairs: the pattern covering most steps within 99 repeats is 2 pairs x 75.
    expect(imported.steps).toHaveLength(1);
    expect(imported.steps[0]).toMatchObject({ stepType: "repeat", repeats: 75 });
    expect(
      imported.steps[0].stepType === "repeat" && imported.steps[0].steps.map((s) => s.lower),
    ).toEqual([300, 100, 300, 100]);
  });

  it.each([
    ["[COURSE DATA]\n0 100\n[END COURSE DATA]", "needs at least two"],
    [
      "[COURSE DATA]\n0 100\nfive 100\n[END COURSE DATA]",
      'line 3 is not "minutes value": "five 100"',
    ],
    ["[COURSE DATA]\n2 100\n1 100\n[END COURSE DATA]", "line 3 goes back in time"],
  ])("explains what is wrong with %j", (text, message) => {
    expect(() => importErgMrcWorkout("erg", text)).toThrow(message);
  });
});
