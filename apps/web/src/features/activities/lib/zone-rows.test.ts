import { describe, expect, it } from "vitest";
import { zoneRows } from "./zone-rows";

describe("zoneRows", () => {
  it("names zones 1-5 by their own names and shows below/above only when used", () => {
    const names = ["Recovery", "Aerobic", "Tempo", "Threshold", "Anaerobic"];
    expect(zoneRows({ zoneNames: names, seconds: [0, 10, 20, 30, 40, 50, 0] })).toEqual([
      { label: "Z1 Recovery", seconds: 10 },
      { label: "Z2 Aerobic", seconds: 20 },
      { label: "Z3 Tempo", seconds: 30 },
      { label: "Z4 Threshold", seconds: 40 },
      { label: "Z5 Anaerobic", seconds: 50 },
    ]);
    const rows = zoneRows({ zoneNames: names, seconds: [5, 0, 0, 0, 0, 1, 7] });
    expect(rows[0]).toEqual({ label: "Below Z1", seconds: 5 });
    expect(rows.at(-1)).toEqual({ label: "Above Z5", seconds: 7 });
    expect(rows).toHaveLength(7);
  });
});
