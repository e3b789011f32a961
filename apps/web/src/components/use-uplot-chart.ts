import "uplot/dist/uPlot.min.css";
import { type RefObject, useEffect, useRef } from "react";
import uPlot from "uplot";
import { dateLabel, dayMonthLabel, EMPTY } from "../lib/formats";

/**
 * A uPlot chart in a holder element: as wide as its container (375 px phones included) and
 * resized with it; rebuilt when `build` changes, destroyed on unmount.
 */
export function useUplotChart(
  build: (width: number) => { options: uPlot.Options; data: uPlot.AlignedData } | null,
  height: number,
): RefObject<HTMLDivElement | null> {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const width = element.clientWidth || 600;
    const built = build(width);
    if (!built) return;
    const chart = new uPlot({ ...built.options, width, height }, built.data, element);
    const resize = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next > 0 && next !== chart.width) chart.setSize({ width: next, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [build, height]);
  return holder;
}

/** Unix seconds of a "YYYY-MM-DD" date at UTC midnight (uPlot's time axis). */
export const dateSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

const SECONDS_PER_DAY = 86_400;

/**
 * The "YYYY-MM-DD" a time-axis value stands for. uPlot puts its ticks at local midnights while
 * `dateSeconds` gives UTC midnights: the nearest UTC midnight is the day meant either way (for
 * any zone less than 12 hours from UTC).
 */
export const secondsDate = (seconds: number) =>
  new Date(Math.round(seconds / SECONDS_PER_DAY) * SECONDS_PER_DAY * 1000)
    .toISOString()
    .slice(0, 10);

/**
 * A time axis's tick labels in the viewer's date format without the year ("27.11.", "Nov 27"):
 * left to itself uPlot writes the US "11/27" whatever the viewer chose.
 */
export function dayMonthAxisValues(dateFormat: string): uPlot.Axis.DynamicValues {
  return (_chart, splits) =>
    splits.map((seconds) => dayMonthLabel(secondsDate(seconds), dateFormat));
}

/** The legend's day of a time series in the viewer's date format, not uPlot's "2026-11-27". */
export function dateLegendValue(dateFormat: string) {
  // uPlot passes null while the cursor is off the plot, whatever its types say.
  return (_chart: uPlot, seconds: number | null): string =>
    seconds === null ? EMPTY : dateLabel(secondsDate(seconds), dateFormat);
}

/** A vertical dashed line at x on the plot (today, between done and projected). */
export function markX(chart: uPlot, x: number, color: string) {
  const left = chart.valToPos(x, "x", true);
  const { top, height } = chart.bbox;
  const context = chart.ctx;
  context.save();
  context.strokeStyle = color;
  context.setLineDash([4, 4]);
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(left, top);
  context.lineTo(left, top + height);
  context.stroke();
  context.restore();
}
