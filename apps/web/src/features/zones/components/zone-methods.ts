import type { PaceSport } from "@coach/shared/units/pace";
import { displayPaceSeconds, paceLabel, storedPaceFromText } from "@coach/shared/units/pace";
import { formatTimeText, parseTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { countZones, paceZones } from "@coach/shared/zones/whole-unit-zones";
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
 * Each zone's range in absolute values, contiguous (shared/zones/whole-unit-zones.ts): whole bpm
 * or W, or for pace whole seconds from the zone's slowest pace to its fastest (a higher percent
 * is faster) in the viewer's units.
 */
export function absoluteRanges(
  kind: ThresholdKind,
  threshold: number | null,
  zones: MethodZones["zones"],
  units: DisplayUnits,
): string[] {
  if (kind === "none" || threshold === null) return zones.map(() => "—");
  if (isPaceKind(kind)) {
    const thresholdPaceSec = displayPaceSeconds(threshold, paceSportOf(kind), units);
    return paceZones(thresholdPaceSec, zones).map(
      (zone) => `${formatTimeText(zone.slowest)} – ${formatTimeText(zone.fastest)}`,
    );
  }
  return countZones(threshold, zones).map((zone) => `${zone.low} – ${zone.high}`);
}

/** The sports of an athlete's profile whose zones this page shows, as their method types. */
const METHODS_OF_SPORT: Partial<Record<string, MethodType>> = {
  running: "runningMethods",
  cycling: "cyclingMethods",
  swimming: "swimmingMethods",
};

/**
 * The sport the Zones page opens on: the athlete's main one, that is the first sport with a
 * threshold set, taken in the order of their profile's sports when known (their own page), then
 * running, cycling, swimming. A cyclist with an FTP and no run thresholds opens on Cycling.
 */
export function mainZonesSport(
  zones: Pick<AccountZones, MethodType>,
  profileSports: readonly string[] = [],
): MethodType {
  const order = [
    ...profileSports.flatMap((sport) => METHODS_OF_SPORT[sport] ?? []),
    ...SPORTS.map((sport) => sport.methodType),
  ];
  const hasThreshold = (methodType: MethodType) =>
    Object.values(zones[methodType]).some((method) => method.threshold !== null);
  return order.find(hasThreshold) ?? order[0]!;
}
