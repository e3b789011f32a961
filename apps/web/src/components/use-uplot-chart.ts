import "uplot/dist/uPlot.min.css";
import { type RefObject, useEffect, useRef } from "react";
import uPlot from "uplot";

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
