/**
 * Test support: the real activity files of fixtures/activities/ (their sources and licences in
 * its README.md). The shared package has no Node typings, so node:fs is imported untyped.
 */
interface NodeFs {
  readFileSync(path: string): Uint8Array;
  readdirSync(path: string): string[];
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;

/** The fixtures' names that end with `extension` (".fit"). */
export function activityFixtureNames(extension: string): string[] {
  return fs.readdirSync(FIXTURES).filter((name) => name.endsWith(extension));
}

export function activityFixture(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(`${FIXTURES}/${name}`));
}
