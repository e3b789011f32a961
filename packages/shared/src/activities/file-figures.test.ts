import { describe, expect, it } from "vitest";
import {
  type FigureRow,
  fileFigures,
  isActivityFileName,
  REFUSED_FILES,
} from "./file-figures-support.ts";

/**
 * Every real activity file of fixtures/activities (README.md there: sources, licences) against
 * our stored summary: each figure the file carries (FIT session messages as @garmin/fitsdk
 * decodes them; TCX laps' TotalTimeSeconds, DistanceMeters, Calories and heart rates; GPX
 * first-to-last point time) within 1 % for time and distance and 2 % for the rest
 * (file-figures-support.ts). A file's test lists every figure out of tolerance at once.
 * `npx tsx scripts/activity-figures-report.ts` writes the same table to docs/activity-figures.md.
 */
interface NodeFs {
  readdirSync(path: string): string[];
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;

const files = fs.readdirSync(FIXTURES).filter(isActivityFileName).sort();
const refused = new Set(REFUSED_FILES.map((entry) => entry.file));
const activityFiles = files.filter((name) => !refused.has(name));

function read(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(`${FIXTURES}/${name}`));
}

function describeRow(entry: FigureRow): string {
  const difference = entry.differencePct === null ? "" : ` (${entry.differencePct.toFixed(2)} %)`;
  return `${entry.file} #${entry.activity} ${entry.figure}: ours ${entry.ours ?? "none"}, device ${entry.device}${difference}`;
}

it("reads every activity file of the fixtures", () => {
  expect(files.length).toBeGreaterThanOrEqual(26);
  for (const entry of REFUSED_FILES) expect(files).toContain(entry.file);
});

describe.each(activityFiles)("%s", (name) => {
  it("matches every figure the file carries", () => {
    const { rows, problem } = fileFigures(name, read(name));
    expect(problem).toBeNull();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((entry) => !entry.isWithin).map(describeRow)).toEqual([]);
  });
});

describe.each(REFUSED_FILES)("$file", ({ file, message, why }) => {
  it(`is refused with a clear message (${why})`, () => {
    const { problem, rows } = fileFigures(file, read(file));
    expect(rows).toEqual([]);
    expect(problem).toMatch(file);
    expect(problem).toMatch(message);
  });
});
