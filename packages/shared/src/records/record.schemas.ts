import { z } from "zod";
import { SportId } from "../sports/sport-ids.ts";

/** The record books (decision 035). */
export const RecordKeySchema = z.enum(["running_speed", "swimming_speed", "cycling_power"]);
export type RecordKey = z.infer<typeof RecordKeySchema>;

export const SPORT_OF_RECORD_KEY: Record<RecordKey, number> = {
  running_speed: SportId.running,
  cycling_power: SportId.cycling,
  swimming_speed: SportId.swimming,
};

/** An accepted record of the athlete, as the calendar and Races & records show it. */
export const AthleteRecordSchema = z.object({
  id: z.number().int(),
  key: RecordKeySchema,
  sport: z.number().int(),
  /** Distance (m) for speeds, duration (s) for power. */
  range: z.number(),
  /** m/s or W. */
  value: z.number(),
  date: z.string(),
  activityId: z.number().int().nullable(),
});
export type AthleteRecord = z.infer<typeof AthleteRecordSchema>;
