import "uplot/dist/uPlot.min.css";
import type { ClientSamples, ClientSeriesKey } from "@coach/shared/activities/client-series";
import { paceLabel, paceSecondsFromSpeed } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import {
  type DisplayUnits,
  elevation,
  speedFromMps,
  unitLabels,
} from "@coach/shared/units/unit-conversions";
import { Chip, Group } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import uPlot from "uplot";
import { XS_MAX_PX } from "../../../app/theme";
import { EMPTY, formatDuration, paceSportOf } from "../../../lib/formats";

/** Indices of the samples shown after a zoom, or null for the whole activity. */
export type ChartRange = { from: number; to: number } | null;

export type SamplesChartProps = {
  samples: ClientSamples;
  sport: number | null;
  units: DisplayUnits;
  onRange: (range: ChartRange) => void;
};

type ChartSeries = {
  key: string;
  label: string;
  color: string;
  values: (number | null)[];
  /** Pace: smaller is faster, drawn upside down. */
  isInverted?: boolean;
  format: (value: number) => string;
};

/** Below this speed there is no readable pace (standing still). */
const SLOWEST_PACE_SPEED_MPS = 0.5;

function buildSeries(samples: ClientSamples, sport: number | null, units: DisplayUnits) {
  const series: ChartSeries[] = [];
  /** A recorded series, its values converted for display when `convert` is given. */
  const add = (
    key: ClientSeriesKey,
    entry: Omit<ChartSeries, "key" | "values">,
    convert?: (value: number) => number,
  ) => {
    const recorded = samples.series[key];
    if (!recorded?.some((value) => value !== null)) return;
    const values = convert ? recorded.map((v) => (v === null ? null : convert(v))) : recorded;
    series.push({ key, values, ...entry });
  };
  add("heartRate", { label: "Heart rate", color: "#e03131", format: (v) => `${v.toFixed(0)} bpm` });
  add("powerInWatts", { label: "Power", color: "#7048e8", format: (v) => `${v.toFixed(0)} W` });
  const speed = samples.series.speedMetersPerSecond;
  const paceSport = paceSportOf(sport);
  if (speed?.some((value) => value !== null)) {
    if (paceSport) {
      series.push({
        key: "pace",
        label: "Pace",
        color: "#1c7ed6",
        isInverted: true,
        values: speed.map((v) =>
          v === null || v < SLOWEST_PACE_SPEED_MPS
            ? null
            : paceSecondsFromSpeed(v, paceSport, units),
        ),
        format: (v) => `${formatTimeText(v)} ${paceLabel(paceSport, units)}`,
      });
    } else {
      series.push({
        key: "speed",
        label: "Speed",
        color: "#1c7ed6",
        values: speed.map((v) => (v === null ? null : speedFromMps(v, units))),
        format: (v) => `${v.toFixed(1)} ${unitLabels(units).speed}`,
      });
    }
  }
  add("cadence", { label: "Cadence", color: "#f08c00", format: (v) => `${v.toFixed(0)}` });
  add(
    "elevationInMeters",
    {
      label: "Elevation",
      color: "#868e96",
      format: (v) => `${v.toFixed(0)} ${unitLabels(units).elevation}`,
    },
    (metres) => elevation(metres, units),
  );
  return series;
}

/** Time ticks at whole seconds, minutes and hours. */
const TIME_INCREMENTS = [
  1, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600,
];

/** Series a phone shows at first: two lines and two axes fit 375 px; the chips add the rest. */
const PHONE_SERIES_COUNT = 2;

function firstShown(series: ChartSeries[]): string[] {
  const isPhone = window.matchMedia?.(`(max-width: ${XS_MAX_PX}px)`).matches ?? false;
  const keys = series.map((entry) => entry.key);
  return isPhone ? keys.slice(0, PHONE_SERIES_COUNT) : keys;
}

/**
 * The activity's samples on a uPlot chart: one scale and one axis per series, toggled by the
 * chips (on a phone two are shown at first). Drag
 * across the chart to zoom into a stretch (its figures show beside the chart); double-click
 * shows the whole activity again. The chart is built once per activity and only resized or
 * toggled afterwards, so a 10-hour ride (at most 5400 points from the server) stays smooth.
 */
export function SamplesChart({ samples, sport, units, onRange }: SamplesChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const onRangeRef = useRef(onRange);
  onRangeRef.current = onRange;
  const series = useMemo(() => buildSeries(samples, sport, units), [samples, sport, units]);
  const [shown, setShown] = useState<string[]>(() => firstShown(series));

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const x = Array.from({ length: samples.count }, (_, index) => index * samples.stepSec);
    const data = [x, ...series.map((entry) => entry.values)] as uPlot.AlignedData;
    const scales: uPlot.Scales = { x: { time: false } };
    for (const entry of series) scales[entry.key] = { dir: entry.isInverted ? -1 : 1 };
    const axes: uPlot.Axis[] = [
      {
        // Time since the start, written as an activity's own time is everywhere: "00:10:00".
        values: (_u, splits) => splits.map((seconds) => formatDuration(seconds)),
        incrs: TIME_INCREMENTS,
        space: 72,
        stroke: "#868e96",
      },
      // One axis per series, in its colour, alternating left and right. uPlot hides the axis of a
      // scale whose series is hidden, so each shown series keeps its own readable axis.
      ...series.map(
        (entry, index): uPlot.Axis => ({
          scale: entry.key,
          side: index % 2 === 0 ? 3 : 1,
          stroke: entry.color,
          grid: { show: index === 0, stroke: "#eceff1" },
          size: 48,
          values: (_u, splits) => splits.map((split) => entry.format(split).split(" ")[0] ?? ""),
        }),
      ),
    ];
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: 280,
      scales,
      axes,
      legend: { show: true, live: true },
      cursor: { drag: { x: true, y: false, setScale: true } },
      series: [
        { label: "Time", value: (_u, v) => (v === null ? EMPTY : formatDuration(v)) },
        ...series.map(
          (entry): uPlot.Series => ({
            label: entry.label,
            scale: entry.key,
            stroke: entry.color,
            width: 1,
            fill: entry.key === "elevationInMeters" ? "rgba(134,142,150,0.15)" : undefined,
            spanGaps: false,
            value: (_u, v) => (v === null || v === undefined ? "–" : entry.format(v)),
          }),
        ),
      ],
      hooks: {
        // A click on the legend toggles a series too: the chips follow.
        setSeries: [
          (u) => {
            const visible = series
              .filter((_, index) => u.series[index + 1]?.show)
              .map((e) => e.key);
            setShown((current) =>
              current.length === visible.length && visible.every((key) => current.includes(key))
                ? current
                : visible,
            );
          },
        ],
        setScale: [
          (u, key) => {
            if (key !== "x") return;
            const { min, max } = u.scales.x;
            const last = samples.count - 1;
            if (min === undefined || max === undefined || last < 1) return;
            const from = Math.max(0, Math.ceil(min / samples.stepSec));
            const to = Math.min(last, Math.floor(max / samples.stepSec));
            onRangeRef.current(from <= 0 && to >= last ? null : { from, to });
          },
        ],
      },
    };
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: 280 });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [samples, series]);

  useEffect(() => {
    const chart = plot.current;
    if (!chart) return;
    series.forEach((entry, index) => {
      const show = shown.includes(entry.key);
      if (chart.series[index + 1]?.show !== show) chart.setSeries(index + 1, { show });
    });
  }, [shown, series]);

  return (
    <div>
      <Chip.Group multiple value={shown} onChange={setShown}>
        <Group gap="xs" mb="xs" role="group" aria-label="Chart series">
          {series.map((entry) => (
            <Chip key={entry.key} value={entry.key} size="xs" color={entry.color}>
              {entry.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div
        ref={holder}
        role="img"
        aria-label="Activity chart: drag to zoom into a range, double-click to reset"
        style={{ width: "100%", minHeight: 280 }}
      />
    </div>
  );
}

export default SamplesChart;
