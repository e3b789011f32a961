import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { describe, expect, it } from "vitest";
import { mainZonesSport } from "./zone-methods";

describe("the sport the Zones page opens on", () => {
  it("is the first sport with a threshold: a cyclist with only an FTP opens on Cycling", () => {
    const zones = defaultAccountZones();
    zones.cyclingMethods.power.threshold = 285;
    expect(mainZonesSport(zones)).toBe("cyclingMethods");
  });

  it("follows the order of the athlete's own sports when both have thresholds", () => {
    const zones = defaultAccountZones();
    zones.runningMethods.ftpHr.threshold = 172;
    zones.swimmingMethods.tpace.threshold = 100;
    expect(mainZonesSport(zones)).toBe("runningMethods");
    expect(mainZonesSport(zones, ["swimming", "running"])).toBe("swimmingMethods");
  });

  it("is the athlete's first sport, else Running, when no threshold is set yet", () => {
    expect(mainZonesSport(defaultAccountZones())).toBe("runningMethods");
    expect(mainZonesSport(defaultAccountZones(), ["strength", "cycling"])).toBe("cyclingMethods");
  });
});
