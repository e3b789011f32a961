import type { ActivityLap, DeviceSummary } from "@coach/shared/activities/activity.types";
import type { DistanceEffort } from "@coach/shared/activities/best-efforts";
import type { CurvePoint } from "@coach/shared/activities/mean-max";
import type { ActivitySummary } from "@coach/shared/activities/summary";
import type { ZoneTime } from "@coach/shared/activities/time-in-zones";

/** Figures added to the summary later (decisions 117, 118): absent on rows stored before. */
type LaterFigures = "movingSpeedMps" | "movingPaceSec" | "caloriesKcal";

/** The loosely typed parts of GET api/analyze/{id}, read with the engine's types. */
export type AnalysisSummary = Omit<ActivitySummary, LaterFigures> &
  Partial<Pick<ActivitySummary, LaterFigures>> & {
    device?: DeviceSummary | null;
    /** Where the sport came from: the file, inferred from the recording, or changed by someone. */
    sportOrigin?: "file" | "inferred" | "changed";
  };
export type AnalysisLap = ActivityLap;
export type PeakPoint = CurvePoint;
export type PeakEffort = DistanceEffort;
export type AnalysisZones = Partial<Record<"heartRate" | "power" | "pace", ZoneTime | null>>;
