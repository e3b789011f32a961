import type { ActivityLap, DeviceSummary } from "@coach/shared/activities/activity.types";
import type { DistanceEffort } from "@coach/shared/activities/best-efforts";
import type { CurvePoint } from "@coach/shared/activities/mean-max";
import type { ActivitySummary } from "@coach/shared/activities/summary";
import type { ZoneTime } from "@coach/shared/activities/time-in-zones";

/** The loosely typed parts of GET api/analyze/{id}, read with the engine's types. */
export type AnalysisSummary = ActivitySummary & { device?: DeviceSummary | null };
export type AnalysisLap = ActivityLap;
export type PeakPoint = CurvePoint;
export type PeakEffort = DistanceEffort;
export type AnalysisZones = Partial<Record<"heartRate" | "power" | "pace", ZoneTime | null>>;
