import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { durationLabel, EMPTY } from "../../../lib/formats";

export type VolumeChartSeries = { sport: number; label: string; color: string; hours: number[] };

export type VolumeChartProps = {
  /** One label per period, in order. */
  labels: string[];
  series: VolumeChartSeries[];
};

const HEIGHT = 260;

/** Ticks of the hours axis: whole hours only, so each reads as a rounded duration ("2 h"). */
const HOUR_STEPS = [1, 2, 5, 10, 20, 50, 100, 200];

const hoursTick = (hours: number) => (hours === 0 ? "0" : durationLabel(hours * 3600));

/**
 * Duration per period stacked by sport, as uPlot bars. uPlot has no stacking: each sport is
 * drawn at its running total, the tallest first, so the later (lower) bars cover the earlier
 * ones and every sport shows as its own band; the legend shows each sport's own hours.
 */
export function VolumeChart({ labels, series }: VolumeChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element || labels.length === 0) return;
    const x = labels.map((_, index) => index);
    const stacked: number[][] = [];
    series.forEach((entry, index) => {
      const below = stacked[index - 1];
      stacked.push(entry.hours.map((value, at) => value + (below?.[at] ?? 0)));
    });
    const order = series.map((_, index) => index).reverse();
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: HEIGHT,
      scales: {
        // Half a period of room on each side, so the first and last bars are drawn whole.
        x: { time: false, range: () => [-0.5, labels.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          values: (_u, splits) => splits.map((split) => labels[split] ?? ""),
          space: 60,
          stroke: "#868e96",
        },
        {
          size: 48,
          stroke: "#868e96",
          incrs: HOUR_STEPS,
          values: (_u, splits) => splits.map(hoursTick),
        },
      ],
      legend: { show: true, live: true },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: "Period", value: (_u, v) => (v === null ? EMPTY : (labels[v] ?? "")) },
        ...order.map(
          (index): uPlot.Series => ({
            label: series[index]!.label,
            stroke: series[index]!.color,
            fill: series[index]!.color,
            paths: bars,
            points: { show: false },
            value: (_u, _v, _seriesIndex, at) => {
              const hours = at === null ? null : series[index]!.hours[at];
              return hours === null || hours === undefined ? EMPTY : durationLabel(hours * 3600);
            },
          }),
        ),
      ],
    };
    const chart = new uPlot(
      options,
      [x, ...order.map((index) => stacked[index]!)] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series]);

  return (
    <div
      ref={holder}
      role="img"
      aria-label="Training duration per period, stacked by sport"
      style={{ width: "100%", minHeight: HEIGHT }}
    />
  );
}

export default VolumeChart;
