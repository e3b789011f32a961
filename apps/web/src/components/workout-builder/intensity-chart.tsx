import type { IntensityBlock } from "@coach/shared/workouts/intensity-series";
import { Box, Text } from "@mantine/core";
import { zoneColor } from "./zone-colors";

const WIDTH = 1000;
const HEIGHT = 120;
/** Bars reach the top at 130 % of threshold (the top of the default zone 5). */
const TOP_PCT = 130;
const FLAT_PCT = 15;

/**
 * The workout's intensity over time: one bar per step done, as wide as it lasts, as high as
 * its target (percent of threshold), coloured by its upper zone.
 */
export function IntensityChart({ blocks }: { blocks: readonly IntensityBlock[] }) {
  const totalSec = blocks.length > 0 ? blocks[blocks.length - 1]!.endSec : 0;
  if (totalSec <= 0) {
    return (
      <Text size="sm" c="dimmed">
        The chart appears once steps have a duration.
      </Text>
    );
  }
  const x = (sec: number) => (sec / totalSec) * WIDTH;
  return (
    <Box
      component="svg"
      role="img"
      aria-label="Intensity over time"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      w="100%"
      h={96}
      style={{ display: "block", borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      {blocks.map((block, index) => {
        const pct = block.highPct ?? block.lowPct ?? FLAT_PCT;
        const height = (Math.min(Math.max(pct, 5), TOP_PCT) / TOP_PCT) * HEIGHT;
        const width = Math.max(x(block.endSec) - x(block.startSec) - 1, 1);
        return (
          <rect
            // Blocks repeat (a repeat's rounds), so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            x={x(block.startSec)}
            y={HEIGHT - height}
            width={width}
            height={height}
            rx={2}
            fill={`var(--mantine-color-${zoneColor(block.upperZone)}-5)`}
          >
            <title>{`${block.action}, zone ${block.upperZone ?? "?"}`}</title>
          </rect>
        );
      })}
    </Box>
  );
}
