import { describe, expect, it } from "vitest";
import { step, workout } from "./fit-test-support.ts";
import { decodeUtf8, encodeUtf8 } from "./text-bytes.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";
import {
  EXPORT_FORMATS,
  exportWorkout,
  fileNameStem,
  importWorkoutFile,
  workoutFileType,
} from "./workout-files.ts";

const ride = workout([step({ unit: "%", lower: 90, upper: 90, duration: 300 })], {
  name: "Sweet Spot: 2×20 Über",
});

describe("workoutFileType", () => {
  it.each([
    ["fit", "sweet-spot-2-20-uber.fit", "application/vnd.ant.fit"],
    ["suunto", "sweet-spot-2-20-uber.suunto.json", "application/json"],
    ["coros", "sweet-spot-2-20-uber.coros.json", "application/json"],
    ["zwo", "sweet-spot-2-20-uber.zwo", "application/xml"],
    ["erg", "sweet-spot-2-20-uber.erg", "text/plain; charset=utf-8"],
    ["mrc", "sweet-spot-2-20-uber.mrc", "text/plain; charset=utf-8"],
    ["text", "sweet-spot-2-20-uber.txt", "text/plain; charset=utf-8"],
  ] as const)("names %s files", (format, fileName, mimeType) => {
    expect(workoutFileType(format, ride.name)).toEqual({ fileName, mimeType });
  });

  it("falls back to 'workout' and keeps names short", () => {
    expect(fileNameStem("★★★")).toBe("workout");
    expect(fileNameStem(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });
});

describe("exportWorkout and importWorkoutFile", () => {
  it.each(EXPORT_FORMATS)("exports %s", (format) => {
    const file = exportWorkout(format, ride, TEST_CONTEXT);
    expect(file.fileName).toBe(workoutFileType(format, ride.name).fileName);
    expect(file.bytes.length).toBeGreaterThan(0);
  });

  it("writes JSON for the watch formats", () => {
    const suunto = JSON.parse(
      decodeUtf8(exportWorkout("suunto", ride, TEST_CONTEXT).bytes, "JSON"),
    );
    const coros = JSON.parse(decodeUtf8(exportWorkout("coros", ride, TEST_CONTEXT).bytes, "JSON"));
    expect([suunto.activities, coros.sport]).toEqual([[2], "Bike"]);
  });

  it.each(["fit", "zwo", "erg", "mrc"] as const)(
    "imports its own %s files by extension",
    (format) => {
      const file = exportWorkout(format, ride, TEST_CONTEXT);
      const imported = importWorkoutFile(`downloads/${file.fileName.toUpperCase()}`, file.bytes);
      expect(imported.steps).toHaveLength(1);
      expect(imported.type).toBe(2);
    },
  );

  it("recognises a FIT file by its header whatever its name", () => {
    const { bytes } = exportWorkout("fit", ride, TEST_CONTEXT);
    expect(importWorkoutFile("download", bytes).name).toBe(ride.name);
  });

  it("names the file in its fallbacks and errors", () => {
    const blankName = encodeUtf8("[COURSE DATA]\n0 100\n1 100\n[END COURSE DATA]");
    expect(importWorkoutFile("C:\\rides\\threshold.erg", blankName).name).toBe("threshold");
    expect(() => importWorkoutFile("ride.gpx", blankName)).toThrow(
      '"ride.gpx" is not a workout file this app reads; import a .fit, .zwo, .erg or .mrc file.',
    );
    expect(() => importWorkoutFile("README", blankName)).toThrow('"README" is not a workout file');
    expect(() => importWorkoutFile("bad.zwo", new Uint8Array([0xff, 0xfe, 0x00]))).toThrow(
      "The Zwift file is not UTF-8 text.",
    );
  });
});
