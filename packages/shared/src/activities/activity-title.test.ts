import { describe, expect, it } from "vitest";
import { SportId } from "../sports/sport-ids.ts";
import { activityTitle, cleanActivityName, localHourIn, partOfDay } from "./activity-title.ts";

const base = {
  fileTitle: null,
  sport: SportId.cycling,
  localHour: 8,
  distanceM: 41_300,
  durationSec: 4_700,
  units: "Metric" as const,
};

describe("activity names", () => {
  it("names a ride by the part of the day, the sport and the whole kilometres", () => {
    expect(activityTitle(base)).toBe("Morning ride, 41 km");
    expect(activityTitle({ ...base, units: "Imperial" })).toBe("Morning ride, 26 mi");
  });

  it("keeps one decimal below 10 km and names swims in metres or yards", () => {
    expect(
      activityTitle({ ...base, sport: SportId.running, localHour: 18, distanceM: 5_230 }),
    ).toBe("Evening run, 5.2 km");
    expect(
      activityTitle({ ...base, sport: SportId.swimming, localHour: 13, distanceM: 1_500 }),
    ).toBe("Afternoon swim, 1500 m");
    // 1500 m / 0.9144 m = 1640.4 yd.
    expect(
      activityTitle({ ...base, sport: SportId.swimming, distanceM: 1_500, units: "Imperial" }),
    ).toBe("Morning swim, 1640 yd");
  });

  it("names an activity without distance by its duration", () => {
    expect(
      activityTitle({
        ...base,
        sport: SportId.strength,
        localHour: 22,
        distanceM: null,
        durationSec: 2_700,
      }),
    ).toBe("Night strength session, 45 min");
    // An indoor ride whose wheel sensor counted 12 m.
    expect(activityTitle({ ...base, distanceM: 12, durationSec: 3_900 })).toBe(
      "Morning ride, 1 h 05 min",
    );
    expect(activityTitle({ ...base, sport: null, distanceM: null, durationSec: null })).toBe(
      "Morning activity",
    );
  });

  it("takes the file's own name, on one line and at most 100 characters", () => {
    expect(activityTitle({ ...base, fileTitle: "  Sweet spot\n 3x10 " })).toBe("Sweet spot 3x10");
    expect(activityTitle({ ...base, fileTitle: "   " })).toBe("Morning ride, 41 km");
    expect(cleanActivityName("x".repeat(150))).toHaveLength(100);
    // A track named by its start time is named as if it had no name.
    expect(activityTitle({ ...base, fileTitle: "2013-07-06T14:59:00Z" })).toBe(
      "Morning ride, 41 km",
    );
    expect(activityTitle({ ...base, fileTitle: "2013-07-06" })).toBe("Morning ride, 41 km");
  });

  it("splits the day at 5, 12, 17 and 21 o'clock", () => {
    expect([4, 5, 11, 12, 16, 17, 20, 21].map(partOfDay)).toEqual([
      "Night",
      "Morning",
      "Morning",
      "Afternoon",
      "Afternoon",
      "Evening",
      "Evening",
      "Night",
    ]);
  });

  it("reads the hour on the athlete's clock", () => {
    // 06:30 UTC is 07:30 in Berlin (winter) and 01:30 in New York.
    const instant = new Date("2026-11-27T06:30:00Z");
    expect(localHourIn("Europe/Berlin", instant)).toBe(7);
    expect(localHourIn("America/New_York", instant)).toBe(1);
    expect(localHourIn("UTC", new Date("2026-11-27T00:10:00Z"))).toBe(0);
  });
});
