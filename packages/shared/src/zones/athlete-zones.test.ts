import { describe, expect, it } from "vitest";
import { SportId } from "../sports/sport-ids.ts";
import { athleteZones, SPORTS_OF_METHOD_TYPE } from "./athlete-zones.ts";
import { defaultAccountZones } from "./default-zones.ts";

describe("athleteZones", () => {
  it.each([
    ["an empty object", {}],
    ["null", null],
    ["a string", "zones"],
  ])("completes %s with the defaults", (_name, stored) => {
    expect(athleteZones(stored)).toEqual(defaultAccountZones());
  });

  it("keeps a saved sport and completes the others", () => {
    const cycling = defaultAccountZones().cyclingMethods;
    cycling.power.threshold = 250;
    const zones = athleteZones({ cyclingMethods: cycling });
    expect(zones.cyclingMethods.power.threshold).toBe(250);
    expect(zones.runningMethods).toEqual(defaultAccountZones().runningMethods);
  });

  it("replaces a sport that does not pass its schema with the defaults", () => {
    const zones = athleteZones({ swimmingMethods: { tpace: "fast" } });
    expect(zones.swimmingMethods).toEqual(defaultAccountZones().swimmingMethods);
  });
});

describe("SPORTS_OF_METHOD_TYPE", () => {
  it("reads running zones for walking and hiking too", () => {
    expect(SPORTS_OF_METHOD_TYPE.runningMethods).toEqual([
      SportId.running,
      SportId.walking,
      SportId.hiking,
    ]);
  });
});
