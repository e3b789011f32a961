import { z } from "zod";

/**
 * The athlete's thresholds that turn "% of threshold" targets into the absolute values the
 * watch formats need. Which heart-rate threshold applies depends on the sport
 * (lactate-threshold HR for running, FTP HR for cycling); the caller passes the right one.
 */
export const ExportThresholdsSchema = z.object({
  heartRateBpm: z.number().positive().optional(),
  ftpW: z.number().positive().optional(),
  runPaceSecPerKm: z.number().positive().optional(),
  swimPaceSecPer100m: z.number().positive().optional(),
});
export type ExportThresholds = z.infer<typeof ExportThresholdsSchema>;

export interface ExportContext {
  thresholds?: ExportThresholds;
  /** Author written into ZWO files. */
  author?: string;
  /** Fixed creation time and FIT serial number, so that tests get identical bytes. */
  now?: Date;
  serialNumber?: number;
}
