import { describe, expect, it } from "vitest";
import type { ResolvedTarget } from "../zones/resolve-target.ts";
import { paceDistanceM, secondsPerMetre, stepVolume } from "./step-volume.ts";

const paced = (lowerValue: number | null, upperValue: number | null): ResolvedTarget => ({
  lowerValue,
  upperValue,
  lowerScale: null,
  upperScale: null,
  lowerZone: null,
  upperZone: null,
});

describe("step volume", () => {
  it("uses running pace per km and T-pace per 100 m", () => {
    expect(paceDistanceM(2)).toBe(1000);
    expect(paceDistanceM(4)).toBe(100);
    expect(secondsPerMetre(2, paced(330, 270))).toBeCloseTo(0.3, 10);
    expect(secondsPerMetre(4, paced(100, null))).toBeCloseTo(1, 10);
    expect(secondsPerMetre(1, paced(150, 160))).toBeNull();
    expect(secondsPerMetre(2, paced(null, null))).toBeNull();
  });
  it.each([
    [
      "5 km at 5:00/km takes 1500 s",
      { distance: 5000, duration: null },
      "Distance",
      2,
      paced(300, 300),
      1500,
      5000,
    ],
    [
      "1000 m at 1:40/100 m takes 1000 s",
      { distance: 1000, duration: null },
      "Distance",
      4,
      paced(100, 100),
      1000,
      1000,
    ],
    [
      "a pace range uses its middle",
      { distance: 1000, duration: null },
      "Distance",
      2,
      paced(330, 270),
      300,
      1000,
    ],
    [
      "distance with heart rate: duration unknown",
      { distance: 5000, duration: 999 },
      "Distance",
      1,
      paced(150, 160),
      0,
      5000,
    ],
    [
      "30 min at 5:00/km covers 6 km",
      { distance: null, duration: 1800 },
      "Duration",
      2,
      paced(300, 300),
      1800,
      6000,
    ],
    [
      "duration with power: distance unknown",
      { distance: 4000, duration: 1800 },
      "Duration",
      3,
      paced(200, 220),
      1800,
      0,
    ],
    [
      "missing duration is 0",
      { distance: null, duration: null },
      "Duration",
      2,
      paced(300, 300),
      0,
      0,
    ],
  ] as const)("%s", (_label, step, basedOn, method, target, durationSec, distanceM) => {
    const volume = stepVolume(step, basedOn, method, target);
    expect(volume.durationSec).toBeCloseTo(durationSec, 6);
    expect(volume.distanceM).toBeCloseTo(distanceM, 6);
    expect(volume.isDurationEstimated).toBe(basedOn === "Distance");
  });
});
