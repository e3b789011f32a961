import type { PowerBestAnswer } from "@coach/shared/performance/performance.schemas";
import { useCallback } from "react";
import type uPlot from "uplot";
import { useUplotChart } from "../../../components/use-uplot-chart";
import { EMPTY, effortDurationLabel } from "../../../lib/formats";

/** The labelled durations of the logarithmic duration axis. */
const TICKS_SEC = [5, 60, 300, 1200, 3600];

/** The best mean-maximal power per duration over the range, on a logarithmic duration axis. */
export function PowerCurveChart({ curve }: { curve: PowerBestAnswer[] }) {
  const build = useCallback(
    (_width: number) => {
      if (curve.length < 2) return null;
      const options: uPlot.Options = {
        width: 600,
        height: 240,
        scales: { x: { time: false, distr: 3, log: 10 } },
        series: [
          { label: "Duration", value: (_u, v) => (v === null ? EMPTY : effortDurationLabel(v)) },
          {
            label: "Best power",
            stroke: "#7048e8",
            width: 2,
            points: { show: true, size: 5 },
            value: (_u, v) => (v === null ? EMPTY : `${Math.round(v)} W`),
          },
        ],
        axes: [
          {
            stroke: "#868e96",
            splits: (u) =>
              TICKS_SEC.filter(
                (tick) => tick >= (u.scales.x.min ?? 0) && tick <= (u.scales.x.max ?? 0),
              ),
            // uPlot's log axes label only some splits by default (and pass null for the rest).
            filter: (_u, splits) => splits,
            values: (_u, splits) =>
              splits.map((tick) => (tick == null ? "" : effortDurationLabel(tick))),
          },
          { stroke: "#868e96", size: 44, values: (_u, splits) => splits.map((w) => `${w}`) },
        ],
        legend: { show: true, live: true },
      };
      const data = [curve.map((p) => p.durationSec), curve.map((p) => p.powerW)];
      return { options, data: data as uPlot.AlignedData };
    },
    [curve],
  );
  const holder = useUplotChart(build, 240);
  return (
    <div
      ref={holder}
      role="img"
      aria-label="Power curve: best power per duration"
      style={{ width: "100%", minHeight: curve.length < 2 ? 0 : 240 }}
    />
  );
}

export default PowerCurveChart;
