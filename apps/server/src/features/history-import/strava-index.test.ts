import { SportId } from "@coach/shared/sports/sport-ids";
import { describe, expect, it } from "vitest";
import { parseCsv, readStravaIndex, stravaSportId } from "./strava-index";

describe("Strava's activities.csv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)", () => {
    const text = '\uFEFFa,b,c\r\n1,"x, ""y""","two\nlines"\r\n2,,z';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["1", 'x, "y"', "two\nlines"],
      ["2", "", "z"],
    ]);
  });

  it("names each file's sport and title by its Filename; the first of a repeated column counts", () => {
    const csv = [
      "Activity ID,Activity Date,Activity Name,Activity Type,Distance,Filename,Distance",
      '1,"Jan 2, 2023, 6:00:00 AM",Morning Ride,Ride,30.1,activities/1.fit.gz,30100.0',
      '2,"Jan 3, 2023, 6:00:00 AM","Hills, again",Trail Run,8.2,activities/2.GPX,8200.0',
      '3,"Jan 4, 2023, 6:00:00 AM",Yoga,Yoga,0,activities/3.fit,0',
      '4,"Jan 5, 2023, 6:00:00 AM",Manual entry,Run,5,,5000',
    ].join("\n");
    const index = readStravaIndex(csv);
    expect(index.get("activities/1.fit.gz")).toEqual({
      sportId: SportId.cycling,
      title: "Morning Ride",
    });
    expect(index.get("activities/2.gpx")).toEqual({
      sportId: SportId.running,
      title: "Hills, again",
    });
    // A type we do not analyse gives no sport, only the title.
    expect(index.get("activities/3.fit")).toEqual({ title: "Yoga" });
    // An activity entered by hand has no file.
    expect(index.size).toBe(3);
  });

  it("maps Strava's activity types to our sports", () => {
    expect(
      [
        "Run",
        "Virtual Run",
        "Ride",
        "Virtual Ride",
        "Gravel Ride",
        "Mountain Bike Ride",
        "Swim",
      ].map(stravaSportId),
    ).toEqual([
      SportId.running,
      SportId.running,
      SportId.cycling,
      SportId.cycling,
      SportId.cycling,
      SportId.cycling,
      SportId.swimming,
    ]);
    expect(stravaSportId("Weight Training")).toBe(SportId.strength);
    expect(stravaSportId("Rowing")).toBeUndefined();
  });
});
