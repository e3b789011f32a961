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
  const figures: [string, string][] = [
    ["Duration", formatDuration(summary.durationSec)],
    ["Moving time", formatDuration(summary.movingTimeSec)],
    ["Distance", formatDistance(summary.distanceM, units)],
    ["Elevation gain", formatElevation(summary.elevationGainM, units)],
    ["Avg heart rate", formatNumber(summary.avgHeartRateBpm, "bpm")],
    ["Max heart rate", formatNumber(summary.maxHeartRateBpm, "bpm")],
    [
      `Avg ${speedOrPaceLabel(sport).toLowerCase()}`,
      formatSpeedOrPace(summary.avgSpeedMps, sport, units),
    ],
  ];
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
  // One stress figure, with the method it was computed by: with power it is the TSS, which
  // a tile of its own beside it repeated.
  const stress = summary.stress;
  figures.push([
    "Stress",
    stress ? `${stress.stress.toFixed(0)} (${stress.method.replace("-", " ")})` : EMPTY,
  ]);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="xs" aria-label="Summary">
      {figures.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
