import { z } from "zod";
import { OptionalVersionSchema, VersionSchema } from "../errors/conflict.schemas.ts";
import { messages } from "../validation/messages.ts";
import { ZONE_COUNT } from "./zone.types.ts";

/**
 * Threshold bounds. The inputs take minutes per km,
 * mile or 100 m/yd; stored thresholds are SI (seconds per km, seconds per 100 m).
 */
const thresholdNumber = z.number({ error: messages.required }).finite();

export const ThresholdHeartRateSchema = thresholdNumber
  .min(120, messages.thresholdHeartRateRange)
  .max(195, messages.thresholdHeartRateRange);

export const ThresholdPowerSchema = thresholdNumber
  .min(120, messages.thresholdPowerRange)
  .max(450, messages.thresholdPowerRange);

/** Run threshold pace as typed, in minutes per km. */
export const RunPaceMinutesMetricSchema = thresholdNumber
  .min(3, messages.runPaceMetricRange)
  .max(20, messages.runPaceMetricRange);

/** Run threshold pace as typed, in minutes per mile. */
export const RunPaceMinutesImperialSchema = thresholdNumber
  .min(5, messages.runPaceImperialRange)
  .max(30, messages.runPaceImperialRange);

/** Swim T-pace as typed, in minutes per 100 m or per 100 yd. */
export const SwimPaceMinutesSchema = thresholdNumber
  .min(1, messages.swimPaceRange)
  .max(4, messages.swimPaceRange);

export function runPaceMinutesSchema(units: "Metric" | "Imperial") {
  return units === "Imperial" ? RunPaceMinutesImperialSchema : RunPaceMinutesMetricSchema;
}

/** 5 min/mi is 186.4 s/km and 30 min/mi 1118.5 s/km: the metric range holds both input ranges. */
export const RunThresholdPaceSecPerKmSchema = thresholdNumber
  .min(180, messages.runPaceMetricRange)
  .max(1200, messages.runPaceMetricRange);

/** 1-4 min per 100 m, or per 100 yd (65.6-262.5 s per 100 m): the union is 60-263 s. */
export const SwimThresholdPaceSecPer100mSchema = thresholdNumber
  .min(60, messages.swimPaceRange)
  .max(263, messages.swimPaceRange);

export const ZoneRangeSchema = z.object({ low: z.number().finite(), high: z.number().finite() });

/** Five zones, each low <= high, each starting above the previous one's end. */
const zonesSchema = z
  .array(ZoneRangeSchema)
  .length(ZONE_COUNT)
  .refine(
    (zones) =>
      zones.every(
        (zone, index) => zone.low <= zone.high && (index === 0 || zone.low > zones[index - 1].high),
      ),
    messages.zoneRangesInvalid,
  );

function methodZonesSchema<T extends z.ZodType<number>>(threshold: T) {
  return z.object({
    threshold: threshold.nullable(),
    zoneNames: z.array(z.string().trim().min(1).max(50)).length(ZONE_COUNT),
    zones: zonesSchema,
  });
}

const RpeZonesSchema = methodZonesSchema(z.number()).extend({ threshold: z.null() });

export const RunningMethodsSchema = z.object({
  ftpHr: methodZonesSchema(ThresholdHeartRateSchema),
  pace: methodZonesSchema(RunThresholdPaceSecPerKmSchema),
  rpe: RpeZonesSchema,
});

export const CyclingMethodsSchema = z.object({
  ftpHr: methodZonesSchema(ThresholdHeartRateSchema),
  power: methodZonesSchema(ThresholdPowerSchema),
  rpe: RpeZonesSchema,
});

export const SwimmingMethodsSchema = z.object({
  tpace: methodZonesSchema(SwimThresholdPaceSecPer100mSchema),
  rpe: RpeZonesSchema,
});

/** The account's zones (runningMethods, cyclingMethods, swimmingMethods). */
export const AccountZonesSchema = z.object({
  runningMethods: RunningMethodsSchema,
  cyclingMethods: CyclingMethodsSchema,
  swimmingMethods: SwimmingMethodsSchema,
});

/**
 * GET api/athlete/zones/: every method type, and the version of the athlete's zones that a
 * write presents to be refused (409) when someone else saved them meanwhile (decision 083).
 */
export const ZonesResponseSchema = AccountZonesSchema.extend({ version: VersionSchema });
export type ZonesResponse = z.infer<typeof ZonesResponseSchema>;

/** A coach names the athlete whose zones change; an athlete leaves it out for their own. */
const AthleteRefSchema = z
  .union([z.number().int().positive(), z.string().min(1).max(64)])
  .optional();

/** The body of POST api/athlete/zones/: one sport's methods at a time. */
export const UpdateZonesBodySchema = z.discriminatedUnion("methodType", [
  z.object({
    methodType: z.literal("runningMethods"),
    athlete: AthleteRefSchema,
    data: RunningMethodsSchema,
    version: OptionalVersionSchema,
  }),
  z.object({
    methodType: z.literal("cyclingMethods"),
    athlete: AthleteRefSchema,
    data: CyclingMethodsSchema,
    version: OptionalVersionSchema,
  }),
  z.object({
    methodType: z.literal("swimmingMethods"),
    athlete: AthleteRefSchema,
    data: SwimmingMethodsSchema,
    version: OptionalVersionSchema,
  }),
]);
export type UpdateZonesBody = z.infer<typeof UpdateZonesBodySchema>;
