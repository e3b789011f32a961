import type { FitnessDayAnswer } from "@coach/shared/performance/performance.schemas";
import { useCallback } from "react";
import type uPlot from "uplot";
import {
  dateLegendValue,
  dateSeconds,
  dayMonthAxisValues,
  markX,
  useUplotChart,
} from "../../../components/use-uplot-chart";
import { EMPTY, useFormats } from "../../../lib/formats";

const COLORS = { ctl: "#1c7ed6", atl: "#d6336c", tsb: "#f59f00", today: "#868e96" };
const fixed = (value: number | null | undefined) =>
  value === null || value === undefined ? EMPTY : value.toFixed(1);

/**
 * Fitness (CTL), fatigue (ATL) and form (TSB, as a filled area) per day. Days after today are
 * a projection from planned workouts: drawn dashed, after a dashed line at today.
 */
export function FitnessChart({ days, today }: { days: FitnessDayAnswer[]; today: string }) {
  const { dateFormat } = useFormats();
  const build = useCallback(
    (_width: number) => {
      if (days.length === 0) return null;
      const x = days.map((day) => dateSeconds(day.date));
      // Done values up to today; projected ones from today on (both hold today, so they join).
      const done = (key: "ctl" | "atl") => days.map((day) => (day.isProjection ? null : day[key]));
      const projected = (key: "ctl" | "atl") =>
        days.map((day) => (day.isProjection || day.date === today ? day[key] : null));
      const hasProjection = days.some((day) => day.isProjection);
      const line = (label: string, stroke: string, dash?: number[]): uPlot.Series => ({
        label,
        stroke,
        width: 2,
        dash,
        spanGaps: false,
        value: (_u, v) => fixed(v),
      });
      const series: uPlot.Series[] = [
        { label: "Day", value: dateLegendValue(dateFormat) },
        line("Fitness (CTL)", COLORS.ctl),
        line("Fatigue (ATL)", COLORS.atl),
        {
          label: "Form (TSB)",
          stroke: COLORS.tsb,
          fill: "rgba(245,159,0,0.15)",
          width: 1,
          value: (_u, v) => fixed(v),
        },
      ];
      const data: (number | null)[][] = [x, done("ctl"), done("atl"), days.map((d) => d.tsb)];
      if (hasProjection) {
        series.push(
          line("CTL projected", COLORS.ctl, [6, 4]),
          line("ATL projected", COLORS.atl, [6, 4]),
        );
        data.push(projected("ctl"), projected("atl"));
      }
      const options: uPlot.Options = {
        width: 600,
        height: 280,
        series,
        scales: { x: { time: true } },
        axes: [
          { stroke: "#868e96", values: dayMonthAxisValues(dateFormat) },
          { stroke: "#868e96", size: 44 },
        ],
        legend: { show: true, live: true },
        hooks: {
          draw: [(chart) => hasProjection && markX(chart, dateSeconds(today), COLORS.today)],
        },
      };
      return { options, data: data as uPlot.AlignedData };
    },
    [days, today, dateFormat],
  );
  const holder = useUplotChart(build, 280);
  return (
    <div
      ref={holder}
      role="img"
      aria-label="Fitness chart: fitness (CTL), fatigue (ATL) and form (TSB) per day"
      style={{ width: "100%", minHeight: 280 }}
    />
  );
}

export default FitnessChart;
