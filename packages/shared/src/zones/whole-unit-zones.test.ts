import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_ZONE_RANGES } from "./default-zones.ts";
import { countZones, paceZones } from "./whole-unit-zones.ts";
import type { ZoneRange } from "./zone.types.ts";
import { ABOVE_ZONES, BELOW_ZONES, zoneOfScale } from "./zone-lookup.ts";

/** Five zones of whole percents, each starting one above the previous one's end, 50 to 150. */
const zoneSets = fc
  .uniqueArray(fc.integer({ min: 51, max: 149 }), { minLength: 4, maxLength: 4 })
  .map((cuts): ZoneRange[] => {
    const lows = [50, ...cuts.sort((a, b) => a - b)];
    return lows.map((low, index) => ({
      low,
      high: index + 1 < lows.length ? lows[index + 1]! - 1 : 150,
    }));
  });

/** The zone number a whole value is shown in, or below/above the zones. */
function shownZone(value: number, ranges: { from: number; to: number }[]) {
  const index = ranges.findIndex((range) => value >= range.from && value <= range.to);
  if (index >= 0) return index + 1;
  return value < ranges[0]!.from ? BELOW_ZONES : ABOVE_ZONES;
}

describe("zones in whole units", () => {
  it("leave no bpm out at a 172 bpm threshold (the running heart-rate defaults)", () => {
    // By hand: Z2 starts at 85 % = 146.2 bpm, so 147 is its first whole bpm and Z1 ends at 146;
    // Z3 at 90 % = 154.8 (155), Z4 at 95 % = 163.4 (164), Z5 at 100 % = 172, up to 115 % =
    // 197.8, of which 197 is the last whole bpm inside.
    expect(countZones(172, DEFAULT_ZONE_RANGES.runningHeartRate)).toEqual([
      { low: 86, high: 146 },
      { low: 147, high: 154 },
      { low: 155, high: 163 },
      { low: 164, high: 171 },
      { low: 172, high: 197 },
    ]);
  });

  it("leave no second out at a 4:30/km threshold pace (the running pace defaults)", () => {
    // 270 s/km. By hand: Z1 reaches 50 % at 270 / 0.5 = 540 s; Z2 starts at 78 %, 346.15 s, so
    // its slowest whole pace is 346 s and Z1's fastest 347 s; Z3 at 88 % = 306.8 (306),
    // Z4 at 95 % = 284.2 (284), Z5 at 100 % = 270, up to 130 % = 207.7 (208).
    expect(paceZones(270, DEFAULT_ZONE_RANGES.runningPace)).toEqual([
      { slowest: 540, fastest: 347 },
      { slowest: 346, fastest: 307 },
      { slowest: 306, fastest: 285 },
      { slowest: 284, fastest: 271 },
      { slowest: 270, fastest: 208 },
    ]);
  });

  it("are contiguous and show every bpm or watt in the zone that counts it, for any threshold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 120, max: 450 }), zoneSets, (threshold, zones) => {
        const shown = countZones(threshold, zones);
        for (let index = 1; index < shown.length; index += 1) {
          expect(shown[index]!.low).toBe(shown[index - 1]!.high + 1);
        }
        const ranges = shown.map((zone) => ({ from: zone.low, to: zone.high }));
        const first = shown[0]!.low - 3;
        const last = shown[shown.length - 1]!.high + 3;
        for (let value = first; value <= last; value += 1) {
          expect(shownZone(value, ranges)).toBe(zoneOfScale(zones, (value / threshold) * 100));
        }
      }),
    );
  });

  it("are contiguous and show every second of pace in the zone that counts it, for any threshold", () => {
    // Thresholds in seconds per display distance, with decimals as stored: 1:00/100 yd to 18:00/mi.
    fc.assert(
      fc.property(
        fc.double({ min: 60, max: 1080, noNaN: true }),
        zoneSets,
        (thresholdPace, zones) => {
          const shown = paceZones(thresholdPace, zones);
          for (let index = 1; index < shown.length; index += 1) {
            expect(shown[index]!.slowest).toBe(shown[index - 1]!.fastest - 1);
          }
          const ranges = shown.map((zone) => ({ from: zone.fastest, to: zone.slowest }));
          const speedZone = (pace: number) => zoneOfScale(zones, (thresholdPace / pace) * 100);
          for (let pace = shown[4]!.fastest - 3; pace <= shown[0]!.slowest + 3; pace += 1) {
            const zone = speedZone(pace);
            // Slower than zone 1 is below it, faster than zone 5 above it: the shown ranges run
            // from fast to slow, so their "below" and "above" are the other way round.
            const shownAs = shownZone(pace, [...ranges].reverse());
            const expected =
              shownAs === BELOW_ZONES
                ? ABOVE_ZONES
                : shownAs === ABOVE_ZONES
                  ? BELOW_ZONES
                  : ranges.length + 1 - shownAs;
            expect(expected).toBe(zone);
          }
        },
      ),
    );
  });
});
