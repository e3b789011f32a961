import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "./default-zones.ts";
import {
  AccountZonesSchema,
  RunPaceMinutesImperialSchema,
  RunPaceMinutesMetricSchema,
  runPaceMinutesSchema,
  SwimPaceMinutesSchema,
  ThresholdHeartRateSchema,
  ThresholdPowerSchema,
  UpdateZonesBodySchema,
} from "./zone.schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe("threshold bounds", () => {
  it.each([
    [ThresholdHeartRateSchema, 119, "Heart rate must be between 120 and 195 bpm"],
    [ThresholdHeartRateSchema, 120, null],
    [ThresholdHeartRateSchema, 195, null],
    [ThresholdHeartRateSchema, 196, "Heart rate must be between 120 and 195 bpm"],
    [ThresholdPowerSchema, 119, "FTP must be between 120 and 450 W"],
    [ThresholdPowerSchema, 450, null],
    [ThresholdPowerSchema, 451, "FTP must be between 120 and 450 W"],
    [RunPaceMinutesMetricSchema, 2.99, "Pace must be between 3:00 and 20:00 min/km"],
    [RunPaceMinutesMetricSchema, 20, null],
    [RunPaceMinutesImperialSchema, 4.9, "Pace must be between 5:00 and 30:00 min/mi"],
    [RunPaceMinutesImperialSchema, 30, null],
    [SwimPaceMinutesSchema, 0.9, "T-pace must be between 1:00 and 4:00 per 100"],
    [SwimPaceMinutesSchema, 4, null],
    [SwimPaceMinutesSchema, 4.1, "T-pace must be between 1:00 and 4:00 per 100"],
  ])("%#: %s", (schema, value, message) => {
    expect(firstMessage(schema.safeParse(value))).toBe(message);
  });
  it("requires a number", () => {
    expect(firstMessage(ThresholdPowerSchema.safeParse(undefined))).toBe("This field is required");
  });
  it("picks the pace schema by units", () => {
    expect(runPaceMinutesSchema("Metric").safeParse(25).success).toBe(false);
    expect(runPaceMinutesSchema("Imperial").safeParse(25).success).toBe(true);
  });
});

describe("AccountZonesSchema", () => {
  it("accepts thresholds within bounds and rejects others", () => {
    const zones = defaultAccountZones();
    zones.cyclingMethods.power.threshold = 250;
    zones.runningMethods.pace.threshold = 270;
    zones.swimmingMethods.tpace.threshold = 100;
    expect(AccountZonesSchema.safeParse(zones).success).toBe(true);
    zones.cyclingMethods.power.threshold = 500;
    expect(AccountZonesSchema.safeParse(zones).success).toBe(false);
  });
  it("rejects overlapping, reversed or missing zones", () => {
    const overlapping = defaultAccountZones();
    overlapping.cyclingMethods.power.zones[1].low = 50;
    expect(firstMessage(AccountZonesSchema.safeParse(overlapping))).toBe(
      "Zones must rise from zone 1 to zone 5 without overlapping",
    );
    const reversed = defaultAccountZones();
    reversed.runningMethods.rpe.zones[0] = { low: 2, high: 1 };
    expect(AccountZonesSchema.safeParse(reversed).success).toBe(false);
    const short = defaultAccountZones();
    short.swimmingMethods.tpace.zones.pop();
    expect(AccountZonesSchema.safeParse(short).success).toBe(false);
  });
  it("validates a zones update for one sport", () => {
    const zones = defaultAccountZones();
    expect(
      UpdateZonesBodySchema.safeParse({
        methodType: "swimmingMethods",
        athlete: 7,
        data: zones.swimmingMethods,
      }).success,
    ).toBe(true);
    expect(
      UpdateZonesBodySchema.safeParse({ methodType: "swimmingMethods", data: zones.cyclingMethods })
        .success,
    ).toBe(false);
  });
});
