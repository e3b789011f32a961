import { MethodId } from "../zones/method-ids.ts";
import type { StepTotals } from "./workout-totals.ts";

/**
 * The workout's shape for a chart: one block per step done, in order. Heights are percent of
 * threshold (for pace, of threshold speed); RPE 1-10 is drawn as 10-100 %. A step without a
 * computable target has null heights and is drawn flat.
 */
export interface IntensityBlock {
  startSec: number;
  endSec: number;
  lowPct: number | null;
  highPct: number | null;
  lowerZone: number | null;
  upperZone: number | null;
  action: StepTotals["action"];
}

export function intensitySeries(
  flatSteps: readonly StepTotals[],
  method: number | null,
): IntensityBlock[] {
  const factor = method === MethodId.rpe ? 10 : 1;
  const scaled = (scale: number | null) =>
    scale === null ? null : Math.round(scale * factor * 10) / 10;
  const blocks: IntensityBlock[] = [];
  let startSec = 0;
  for (const step of flatSteps) {
    if (!(step.durationSec > 0)) continue;
    const endSec = startSec + step.durationSec;
    blocks.push({
      startSec,
      endSec,
      lowPct: scaled(step.target.lowerScale),
      highPct: scaled(step.target.upperScale),
      lowerZone: step.target.lowerZone,
      upperZone: step.target.upperZone,
      action: step.action,
    });
    startSec = endSec;
  }
  return blocks;
}
