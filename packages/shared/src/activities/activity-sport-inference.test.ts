import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "../formats/text-bytes.ts";
import { SportId } from "../sports/sport-ids.ts";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { parseActivityFile } from "./activity-file.ts";
import { isUnnamedSport, withInferredSport } from "./activity-sport-inference.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { encodeActivity } from "./fit-activity-test-support.ts";
import { type SteadySession, steadyGpx } from "./session-files-test-support.ts";

/**
 * Sport inference (docs/decisions/120-sport-inference-and-change.md) against real files whose
 * sport the device wrote (fixtures/activities, README.md there): with that sport taken away,
 * the inference must find it again from the recording alone. Cases no public file covers (a
 * GPX ride with power and no <type>) are generated.
 */
interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;

function realActivity(name: string) {
  const path = `${FIXTURES}/${name}`;
  if (!fs.existsSync(path))
    throw new Error(`Activity fixture missing: fixtures/activities/${name}`);
  return parseActivityFile(name, new Uint8Array(fs.readFileSync(path))).activities[0];
}

const gpx = (session: SteadySession, type?: string) =>
  parseActivityFile("steady.gpx", encodeUtf8(steadyGpx(session, type))).activities[0];

const START = new Date("2024-06-01T07:00:00Z");

describe("sport inferred from the recording", () => {
  // The reference is each file's own FIT session sport (as @garmin/fitsdk decodes it).
  it.each([
    ["activity-small-fenix2-run.fit", "running", SportId.running],
    ["garmin-fenix-5-run.fit", "running", SportId.running],
    // Walking is analysed as running (sportIdFromName does the same for a named walk).
    ["garmin-fenix-5-walk.fit", "walking", SportId.running],
    ["Edge810-Vector-2013-08-16-15-35-10.fit", "cycling", SportId.cycling],
    ["garmin-edge-500-activity.fit", "cycling", SportId.cycling],
    ["garmin-edge-820-bike.fit", "cycling", SportId.cycling],
    ["sample-activity-indoor-trainer.fit", "cycling (no speed, power)", SportId.cycling],
    // A run with a Stryd pod: power, but a runner's stride.
    ["developer-types-sample.fit", "running (power from a pod)", SportId.running],
    ["event_timestamp.fit", "pool swimming", SportId.swimming],
  ])(
    "finds %s's sport again (%s) once the file's name for it is taken away",
    (name, _sport, expected) => {
      const named = realActivity(name);
      expect(named.sportId).toBe(expected);
      const unnamed = withInferredSport({ ...named, sportId: null, sourceSport: null });
      expect(unnamed.sportId).toBe(expected);
      expect(unnamed.isSportInferred).toBe(true);
      expect(unnamed.sourceSport).toBeNull();
    },
  );

  it("leaves a paddle at walking pace without steps unknown (tcxparser's SUP file, Sport=Other)", () => {
    // The file's own Activity Sport is "Other"; it records no cadence, so walking cannot be told
    // from paddling.
    const sup = realActivity("sup_activity_1.tcx");
    expect(sup.sourceSport).toBe("Other");
    expect(sup.sportId).toBeNull();
    expect(sup.isSportInferred).toBeUndefined();
  });

  it("makes a GPX ride with power and no <type> a ride, with stress from power", () => {
    // One hour at 8 m/s and a steady 200 W, FTP 250: IF = 200 / 250 = 0.8, and
    // TSS = hours × IF² × 100 = 1 × 0.64 × 100 = 64 (heart rate would give something else).
    const ride = gpx({ start: START, seconds: 3600, speedMps: 8, powerW: 200, heartRateBpm: 150 });
    expect(ride).toMatchObject({
      sportId: SportId.cycling,
      sourceSport: null,
      isSportInferred: true,
    });
    const zones = defaultAccountZones();
    zones.cyclingMethods.power.threshold = 250;
    const { summary } = analyseActivity(ride, zones);
    expect(summary.sportId).toBe(SportId.cycling);
    expect(summary.stress?.method).toBe("power");
    expect(summary.stress?.stress).toBeCloseTo(64, 0);
  });

  it("tells runs, rides and walks apart by speed and cadence", () => {
    // 3 m/s at 85 strides a minute: 2.1 m a stride, a run.
    expect(gpx({ start: START, seconds: 600, speedMps: 3, cadenceRpm: 85 }).sportId).toBe(
      SportId.running,
    );
    // 5 m/s at 90 rpm: 3.3 m a crank turn, a ride (slower than the no-cadence rule's 4.5 m/s cap).
    expect(gpx({ start: START, seconds: 600, speedMps: 5, cadenceRpm: 90 }).sportId).toBe(
      SportId.cycling,
    );
    // 3.5 m/s with no cadence: a run; 9 m/s: a ride.
    expect(gpx({ start: START, seconds: 600, speedMps: 3.5 }).sportId).toBe(SportId.running);
    expect(gpx({ start: START, seconds: 600, speedMps: 9 }).sportId).toBe(SportId.cycling);
    // 1.4 m/s at 55 strides a minute: a walk (analysed as running).
    expect(gpx({ start: START, seconds: 600, speedMps: 1.4, cadenceRpm: 55 }).sportId).toBe(
      SportId.running,
    );
    // 1.2 m/s and nothing else: could be paddling or rowing, so no sport.
    const slow = gpx({ start: START, seconds: 600, speedMps: 1.2 });
    expect(slow.sportId).toBeNull();
    expect(slow.isSportInferred).toBeUndefined();
  });

  it("infers for FIT 'generic' but never overrules a sport the file names", () => {
    const generic = encodeActivity([{ sport: "generic", startSec: 0, seconds: 120 }]);
    // The encoder's records: 3 m/s, no cadence or power: a run.
    const [run] = parseActivityFile("generic.fit", generic).activities;
    expect(run).toMatchObject({ sportId: SportId.running, isSportInferred: true });
    expect(run.sourceSport).toBe("generic/generic");

    const rowing = encodeActivity([{ sport: "rowing", startSec: 0, seconds: 120 }]);
    const [row] = parseActivityFile("rowing.fit", rowing).activities;
    expect(row.sportId).toBeNull();
    expect(row.isSportInferred).toBeUndefined();

    // A GPX <type> we know is kept as it is, whatever the speed.
    const namedWalk = gpx({ start: START, seconds: 600, speedMps: 9 }, "walking");
    expect(namedWalk.sportId).toBe(SportId.running);
    expect(namedWalk.isSportInferred).toBeUndefined();
  });

  it("knows which sport names say nothing", () => {
    for (const name of [null, "", "generic", "generic/generic", "Other", "all"]) {
      expect(isUnnamedSport(name)).toBe(true);
    }
    for (const name of ["rowing", "Biking", "running/trail", "transition"]) {
      expect(isUnnamedSport(name)).toBe(false);
    }
  });
});
