import type { PaceSport } from "@coach/shared/units/pace";
import { displayPaceSeconds, paceLabel, storedPaceFromText } from "@coach/shared/units/pace";
import { formatTimeText, parseTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  runPaceMinutesSchema,
  SwimPaceMinutesSchema,
  ThresholdHeartRateSchema,
  ThresholdPowerSchema,
} from "@coach/shared/zones/zone.schemas";
import type { AccountZones, MethodZones } from "@coach/shared/zones/zone.types";

export type MethodType = keyof AccountZones;
export type ThresholdKind = "heartRate" | "power" | "runPace" | "swimPace" | "none";

export interface MethodInfo {
  key: string;
  label: string;
  kind: ThresholdKind;
}

/** Per sport its intensity methods, in the order the page shows them. */
export const SPORTS: { methodType: MethodType; label: string; methods: MethodInfo[] }[] = [
  {
    methodType: "runningMethods",
    label: "Running",
    methods: [
      { key: "ftpHr", label: "Heart rate (lactate threshold)", kind: "heartRate" },
      { key: "pace", label: "Pace (threshold pace)", kind: "runPace" },
      { key: "rpe", label: "RPE", kind: "none" },
    ],
  },
  {
    methodType: "cyclingMethods",
    label: "Cycling",
    methods: [
      { key: "power", label: "Power (FTP)", kind: "power" },
      { key: "ftpHr", label: "Heart rate (at FTP)", kind: "heartRate" },
      { key: "rpe", label: "RPE", kind: "none" },
    ],
  },
  {
    methodType: "swimmingMethods",
    label: "Swimming",
    methods: [
      { key: "tpace", label: "T-pace", kind: "swimPace" },
      { key: "rpe", label: "RPE", kind: "none" },
    ],
  },
];

const paceSportOf = (kind: ThresholdKind): PaceSport => (kind === "swimPace" ? "swim" : "run");
export const isPaceKind = (kind: ThresholdKind) => kind === "runPace" || kind === "swimPace";

export function thresholdUnit(kind: ThresholdKind, units: DisplayUnits): string {
  if (kind === "heartRate") return "bpm";
  if (kind === "power") return "W";
  if (isPaceKind(kind)) return paceLabel(paceSportOf(kind), units);
  return "";
}

/** A stored threshold as the text of its input: bpm, W, or mm:ss in the viewer's units. */
export function thresholdText(kind: ThresholdKind, threshold: number | null, units: DisplayUnits) {
  if (threshold === null) return "";
  if (isPaceKind(kind)) {
    return formatTimeText(displayPaceSeconds(threshold, paceSportOf(kind), units));
  }
  return String(threshold);
}

/**
 * Typed text back to the stored threshold, checked with the shared bounds and their messages:
 * `{ value }` (null for blank) or `{ error }`.
 */
export function parseThreshold(
  kind: ThresholdKind,
  text: string,
  units: DisplayUnits,
): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (kind === "none" || trimmed === "") return { value: null };
  if (isPaceKind(kind)) {
    const minutes = parseTimeText(trimmed) / 60;
    const schema = kind === "runPace" ? runPaceMinutesSchema(units) : SwimPaceMinutesSchema;
    const checked = schema.safeParse(minutes);
    if (!checked.success) return { error: checked.error.issues[0]!.message };
    const stored = storedPaceFromText(trimmed, paceSportOf(kind), units);
    return { value: Math.round(stored * 10) / 10 };
  }
  const schema = kind === "power" ? ThresholdPowerSchema : ThresholdHeartRateSchema;
  const checked = schema.safeParse(Number(trimmed));
  if (!checked.success) return { error: checked.error.issues[0]!.message };
  return { value: checked.data };
}

/**
 * A zone's range in absolute values. Percent of threshold for heart rate and power; for pace a
 * higher percent is faster, so the pace is the threshold's divided by the fraction.
 */
export function absoluteRange(
  kind: ThresholdKind,
  threshold: number | null,
  zone: MethodZones["zones"][number],
  units: DisplayUnits,
): string {
  if (kind === "none" || threshold === null) return "—";
  if (isPaceKind(kind)) {
    const pace = (percent: number) =>
      formatTimeText(displayPaceSeconds(threshold / (percent / 100), paceSportOf(kind), units));
    return `${pace(zone.low)} – ${pace(zone.high)}`;
  }
  return `${Math.round((threshold * zone.low) / 100)} – ${Math.round((threshold * zone.high) / 100)}`;
}
