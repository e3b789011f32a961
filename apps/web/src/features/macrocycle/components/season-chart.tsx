import type { MacrocycleWeek } from "@coach/shared/macrocycle/macrocycle.schemas";
import { useCallback } from "react";
import uPlot from "uplot";
import {
  dateLegendValue,
  dateSeconds,
  dayMonthAxisValues,
  useUplotChart,
} from "../../../components/use-uplot-chart";
import { EMPTY, localToday, useFormats } from "../../../lib/formats";
import { PHASE_COLORS, stressLines } from "../lib/season";

const value = (_u: uPlot, v: number | null) => (v === null ? EMPTY : `${Math.round(v)}`);

/** Target stress per week as bars in the week's phase colour, planned and completed as lines. */
export function SeasonChart({ weeks }: { weeks: MacrocycleWeek[] }) {
  const { dateFormat } = useFormats();
  const build = useCallback(
    (_width: number) => {
      if (weeks.length === 0) return null;
      const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
      const options: uPlot.Options = {
        width: 600,
        height: 240,
        scales: { x: { time: true } },
        series: [
          { label: "Week", value: dateLegendValue(dateFormat) },
          {
            label: "Target",
            stroke: "#adb5bd",
            fill: "rgba(173,181,189,0.35)",
            paths: bars,
            points: { show: false },
            value,
          },
          { label: "Planned", stroke: "#1c7ed6", width: 2, value },
          { label: "Completed", stroke: "#2f9e44", width: 2, value },
        ],
        axes: [
          { stroke: "#868e96", values: dayMonthAxisValues(dateFormat) },
          { stroke: "#868e96", size: 44 },
        ],
        legend: { show: true, live: true },
        hooks: {
          // Each target bar again in its phase's colour, over the grey one.
          draw: [
            (chart) => {
              const context = chart.ctx;
              const halfWidth = Math.max(2, (chart.bbox.width / weeks.length) * 0.3);
              weeks.forEach((week) => {
                if (week.phase === null || week.targetStress === null) return;
                const x = chart.valToPos(dateSeconds(week.weekStart), "x", true);
                const top = chart.valToPos(week.targetStress, "y", true);
                const bottom = chart.valToPos(0, "y", true);
                context.fillStyle = PHASE_COLORS[week.phase];
                context.globalAlpha = 0.55;
                context.fillRect(x - halfWidth, top, halfWidth * 2, bottom - top);
              });
              context.globalAlpha = 1;
            },
          ],
        },
      };
      const lines = stressLines(weeks, localToday());
      const data = [
        weeks.map((week) => dateSeconds(week.weekStart)),
        weeks.map((week) => week.targetStress),
        lines.planned,
        lines.completed,
      ];
      return { options, data: data as uPlot.AlignedData };
    },
    [weeks, dateFormat],
  );
  const holder = useUplotChart(build, 240);
  return (
    <div
      ref={holder}
      role="img"
      aria-label="Weekly stress: target, planned and completed"
      style={{ width: "100%", minHeight: 240 }}
    />
  );
}

export default SeasonChart;
