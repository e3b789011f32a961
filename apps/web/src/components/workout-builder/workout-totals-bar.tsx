import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { Group, Stack, Text } from "@mantine/core";
import { EMPTY, formatDuration } from "../../lib/formats";
import { workoutDistanceLabel } from "./display-units";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} size="lg" ff="monospace">
        {value}
      </Text>
    </Stack>
  );
}

/** Duration, distance and stress, recomputed from the steps as the coach types. */
export function WorkoutTotalsBar({
  totals,
  type,
  units,
}: {
  totals: Pick<WorkoutTotals, "totalDuration" | "totalDistance" | "totalStress">;
  type: number;
  units: DisplayUnits;
}) {
  const distance =
    totals.totalDistance > 0 ? workoutDistanceLabel(totals.totalDistance, type, units) : EMPTY;
  return (
    <Group gap="xl" role="status" aria-label="Workout totals">
      {/* The exact time ("00:45:00"): the coach builds it from steps typed to the second. */}
      <Stat label="Duration" value={formatDuration(totals.totalDuration)} />
      <Stat label="Distance" value={distance} />
      <Stat label="Stress" value={String(totals.totalStress)} />
    </Group>
  );
}
