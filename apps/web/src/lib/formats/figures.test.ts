import { SportId } from "@coach/shared/sports/sport-ids";
import { describe, expect, it } from "vitest";
import {
  durationLabel,
  effortDistanceLabel,
  effortDurationLabel,
  formatElevation,
  formatSpeedOrPace,
} from "./figures";

describe("figures in the viewer's units", () => {
  it("gives a climb in metres, or in feet in Imperial", () => {
    // 143 m / 0.3048 m per foot = 469.2 ft.
    expect(formatElevation(143, "Metric")).toBe("143 m");
    expect(formatElevation(143, "Imperial")).toBe("469 ft");
    expect(formatElevation(null, "Imperial")).toBe("–");
  });

  it("gives a ride's speed in km/h, or mph in Imperial", () => {
    // 10 m/s = 36 km/h = 36 / 1.60934 = 22.37 mph.
    expect(formatSpeedOrPace(10, 2, "Metric")).toBe("36.0 km/h");
    expect(formatSpeedOrPace(10, 2, "Imperial")).toBe("22.4 mph");
  });

  it("rounds a duration to minutes, written one way: hours and minutes, or minutes", () => {
    // 4,680 s = 78 min = 1 h 18 min; 3,000 s = 50 min; 10,790 s = 179.8 min, rounds to 3 h.
    expect(durationLabel(4680)).toBe("1 h 18 min");
    expect(durationLabel(3000)).toBe("50 min");
    expect(durationLabel(10_790)).toBe("3 h");
    expect(effortDurationLabel(5)).toBe("5 s");
    expect(effortDurationLabel(5400)).toBe("1 h 30 min");
  });

  it("keeps a swim's best efforts in metres or yards at every length", () => {
    // 1500 m / 0.9144 m per yard = 1640.4 yd; a run's 5000 m is 5 km, 5000 / 1609.34 = 3.11 mi.
    expect(effortDistanceLabel(1500, "Metric", SportId.swimming)).toBe("1500 m");
    expect(effortDistanceLabel(1500, "Imperial", SportId.swimming)).toBe("1640 yd");
    expect(effortDistanceLabel(5000, "Metric", SportId.running)).toBe("5 km");
    expect(effortDistanceLabel(5000, "Imperial", SportId.running)).toBe("3.11 mi");
  });
});
