import type { StressMethod } from "@coach/shared/activities/stress";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import {
  EMPTY,
  formatDistance,
  formatDuration,
  formatElevation,
  formatNumber,
  formatSpeedOrPace,
  paceSportOf,
  speedOrPaceLabel,
} from "../../../lib/formats";
import type { AnalysisSummary } from "../lib/analysis-types";

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={600} size="lg" lh={1.3}>
        {value}
      </Text>
    </Paper>
  );
}

/** The names coaches know each training stress by (decision 032). */
export const STRESS_METHOD_LABELS: Record<StressMethod, string> = {
  power: "TSS",
  "running-pace": "rTSS",
  "swim-pace": "sTSS",
  "heart-rate": "hrTSS",
};

/** The activity's summary figures in the viewer's units. */
export function SummaryCards({
  summary,
  units,
}: {
  summary: AnalysisSummary;
  units: DisplayUnits;
}) {
  const sport = summary.sportId;
  const power = summary.power;
  const speedLabel = speedOrPaceLabel(sport).toLowerCase();
  const figures: [string, string][] = [
    ["Duration", formatDuration(summary.durationSec)],
    ["Moving time", formatDuration(summary.movingTimeSec)],
    ["Distance", formatDistance(summary.distanceM, units)],
    ["Elevation gain", formatElevation(summary.elevationGainM, units)],
    ["Avg heart rate", formatNumber(summary.avgHeartRateBpm, "bpm")],
    ["Max heart rate", formatNumber(summary.maxHeartRateBpm, "bpm")],
    // Over the timer time, as the device divides it (decision 118).
    [`Avg ${speedLabel}`, formatSpeedOrPace(summary.avgSpeedMps, sport, units)],
  ];
  // What was held while moving, beside it; rows stored before it was kept lack it.
  if (summary.movingSpeedMps !== undefined) {
    figures.push([`Moving ${speedLabel}`, formatSpeedOrPace(summary.movingSpeedMps, sport, units)]);
  }
  if (!paceSportOf(sport))
    figures.push(["Max speed", formatSpeedOrPace(summary.maxSpeedMps, sport, units)]);
  figures.push([
    "Cadence",
    formatNumber(summary.avgCadenceRpm, paceSportOf(sport) === "run" ? "spm" : "rpm"),
  ]);
  if (power) {
    figures.push(
      ["Avg power", formatNumber(power.avgPowerW, "W")],
      ["Max power", formatNumber(power.maxPowerW, "W")],
      ["Normalized power", formatNumber(power.normalizedPowerW, "W")],
      ["Intensity factor", formatNumber(power.intensityFactor, "", 2)],
      ["Variability index", formatNumber(power.variabilityIndex, "", 2)],
    );
  }
  // The device's calories; we do not estimate any (decision 117).
  if (summary.caloriesKcal != null) {
    figures.push(["Calories", formatNumber(summary.caloriesKcal, "kcal")]);
  }
  // One stress figure, named by the method it was computed by: with power it is the TSS, which
  // a tile of its own beside it repeated; a ride whose power read zero gets hrTSS (decision 122).
  const stress = summary.stress;
  figures.push([
    "Stress",
    stress ? `${stress.stress.toFixed(0)} ${STRESS_METHOD_LABELS[stress.method]}` : EMPTY,
  ]);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="xs" aria-label="Summary">
      {figures.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
