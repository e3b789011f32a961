import type { ClientSamples } from "@coach/shared/activities/client-series";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import {
  formatDistance,
  formatDuration,
  formatNumber,
  formatSpeedOrPace,
  speedOrPaceLabel,
} from "../../../lib/formats";
import { rangeFigures } from "../lib/range-figures";
import type { ChartRange } from "./samples-chart";
import { Figure } from "./summary-cards";

/** The figures of the zoomed stretch of the chart, or of the whole activity. */
export function RangeFiguresPanel({
  samples,
  range,
  sport,
  units,
}: {
  samples: ClientSamples;
  range: ChartRange;
  sport: number;
  units: DisplayUnits;
}) {
  const figures = useMemo(
    () => rangeFigures(samples, range?.from ?? 0, range?.to ?? samples.count - 1),
    [samples, range],
  );
  return (
    <Stack gap={4} role="region" aria-label="Range figures">
      <Text size="sm" fw={600}>
        {range
          ? `Selection ${formatDuration(figures.startSec)} – ${formatDuration(figures.endSec)}`
          : "Whole activity (drag on the chart to select a range)"}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        <Figure label="Range duration" value={formatDuration(figures.durationSec)} />
        <Figure label="Range distance" value={formatDistance(figures.distanceM, units)} />
        <Figure label="Range avg heart rate" value={formatNumber(figures.avgHeartRateBpm, "bpm")} />
        <Figure label="Range avg power" value={formatNumber(figures.avgPowerW, "W")} />
        <Figure
          label={`Range avg ${speedOrPaceLabel(sport).toLowerCase()}`}
          value={formatSpeedOrPace(figures.avgSpeedMps, sport, units)}
        />
      </SimpleGrid>
    </Stack>
  );
}
