import type uPlot from "uplot";
import { describe, expect, it } from "vitest";
import { dateLegendValue, dateSeconds, dayMonthAxisValues, secondsDate } from "./use-uplot-chart";

const chart = {} as uPlot;
/** 27 November 2026 at UTC midnight, as the charts put their days on the x axis. */
const NOV_27 = dateSeconds("2026-11-27");
const HOUR = 3600;

describe("a uPlot time axis in the viewer's date format", () => {
  it("reads a tick at any zone's midnight as that day", () => {
    expect(secondsDate(NOV_27)).toBe("2026-11-27");
    // Local midnight of 27 November in UTC+2 is 22:00 UTC the day before; in UTC-5, 05:00 UTC.
    expect(secondsDate(NOV_27 - 2 * HOUR)).toBe("2026-11-27");
    expect(secondsDate(NOV_27 + 5 * HOUR)).toBe("2026-11-27");
  });

  it("labels ticks without the year, in the viewer's order, never uPlot's US 11/27", () => {
    const values = (pattern: string) => dayMonthAxisValues(pattern)(chart, [NOV_27], 0, 0, 0);
    expect(values("DD.MM.YYYY")).toEqual(["27.11."]);
    expect(values("MMM D, YYYY")).toEqual(["Nov 27"]);
  });

  it("names the legend's day in full, and none while the cursor is off the plot", () => {
    expect(dateLegendValue("DD.MM.YYYY")(chart, NOV_27)).toBe("27.11.2026");
    expect(dateLegendValue("DD.MM.YYYY")(chart, null)).toBe("–");
  });
});
