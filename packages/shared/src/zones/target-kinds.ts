import { MethodId, type MethodIdValue } from "./method-ids.ts";

/**
 * How a step's target is expressed: fixed values
 * (a number, or seconds for a pace), zones, or a percent of the sport's threshold.
 */
export type TargetKind = "fixed" | "zones" | "percent";

export interface TargetKindOption {
  kind: TargetKind;
  unit: "number" | "seconds" | "zone" | "%";
  label: string;
}

/**
 * The percent label of a sport and method. Running thresholds are at lactate threshold,
 * cycling ones at FTP, swimming's is T-pace. RPE has no threshold.
 */
export function percentLabel(sportId: number, method: MethodIdValue): string | null {
  if (method === MethodId.rpe) return null;
  if (method === MethodId.tpace || sportId === 3) return "% T-pace";
  if (sportId === 2) return "% FTP";
  return "% L.T.";
}

export function targetKinds(sportId: number, method: MethodIdValue): TargetKindOption[] {
  const isPace = method === MethodId.pace || method === MethodId.tpace;
  const options: TargetKindOption[] = [
    { kind: "fixed", unit: isPace ? "seconds" : "number", label: "Fixed values" },
    { kind: "zones", unit: "zone", label: "Zones" },
  ];
  const label = percentLabel(sportId, method);
  if (label !== null) options.push({ kind: "percent", unit: "%", label });
  return options;
}
