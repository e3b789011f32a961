import { describe, expect, it } from "vitest";
import { formatElevation, formatSpeedOrPace } from "./format";

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
});
