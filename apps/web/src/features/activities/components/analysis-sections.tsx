import type { ActivityRef, AnalyzeResponse } from "@coach/shared/activities/activity.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Anchor, Group, Progress, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import {
  EMPTY,
  effortDistanceLabel,
  effortDurationLabel,
  formatDistance,
  formatDuration,
  formatNumber,
  formatSpeedOrPace,
  speedOrPaceLabel,
  useFormats,
} from "../../../lib/formats";
import { activitySportName } from "../../../lib/sport-labels";
import type { AnalysisLap, AnalysisZones, PeakEffort, PeakPoint } from "../lib/analysis-types";
import { zoneRows } from "../lib/zone-rows";

export function LapsTable({
  laps,
  sport,
  units,
}: {
  laps: AnalysisLap[];
  sport: number;
  units: DisplayUnits;
}) {
  if (laps.length === 0) return <Text c="dimmed">No laps recorded.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label="Laps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Lap</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Distance</Table.Th>
            <Table.Th>Avg HR</Table.Th>
            <Table.Th>Avg power</Table.Th>
            <Table.Th>{speedOrPaceLabel(sport)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {laps.map((lap, index) => (
            <Table.Tr key={lap.startSec}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{formatDuration(lap.durationSec)}</Table.Td>
              <Table.Td>{formatDistance(lap.distanceM, units)}</Table.Td>
              <Table.Td>{formatNumber(lap.avgHeartRateBpm, "bpm")}</Table.Td>
              <Table.Td>{formatNumber(lap.avgPowerW, "W")}</Table.Td>
              <Table.Td>{formatSpeedOrPace(lap.avgSpeedMps, sport, units)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const ZONE_TITLES = { heartRate: "Heart rate", power: "Power", pace: "Pace" } as const;

/** Time in each zone as bars, per method the athlete has zones for. */
export function ZonesChart({ zones }: { zones: AnalysisZones }) {
  const methods = (Object.keys(ZONE_TITLES) as (keyof typeof ZONE_TITLES)[]).filter((key) =>
    zones[key]?.seconds.some((seconds) => seconds > 0),
  );
  if (methods.length === 0) return <Text c="dimmed">No time in zones (no zones set).</Text>;
  return (
    <Stack gap="md">
      {methods.map((key) => {
        const zone = zones[key]!;
        const total = zone.seconds.reduce((sum, seconds) => sum + seconds, 0) || 1;
        return (
          <Stack key={key} gap={4} role="group" aria-label={`${ZONE_TITLES[key]} zones`}>
            <Text fw={600} size="sm">
              {ZONE_TITLES[key]}
            </Text>
            {zoneRows(zone).map((row) => (
              <Group key={row.label} gap="xs" wrap="nowrap">
                <Text size="xs" w={96} truncate>
                  {row.label}
                </Text>
                <Progress
                  value={(row.seconds / total) * 100}
                  style={{ flex: 1 }}
                  aria-label={`${row.label}: ${formatDuration(row.seconds)}`}
                />
                <Text size="xs" w={64} ta="right">
                  {formatDuration(row.seconds)}
                </Text>
              </Group>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

export function PeaksTables({
  time,
  distance,
  sport,
  units,
}: {
  time: PeakPoint[];
  distance: PeakEffort[];
  sport: number;
  units: DisplayUnits;
}) {
  if (time.length === 0 && distance.length === 0)
    return <Text c="dimmed">No peaks for this activity.</Text>;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      {time.length > 0 ? (
        <Table aria-label="Peak power" w="auto" miw={200}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Duration</Table.Th>
              <Table.Th>Best power</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {time.map((point) => (
              <Table.Tr key={point.durationSec}>
                <Table.Td>{effortDurationLabel(point.durationSec)}</Table.Td>
                <Table.Td>{formatNumber(point.powerW, "W")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {distance.length > 0 ? (
        <Table aria-label="Best efforts" w="auto" miw={260}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Distance</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>{speedOrPaceLabel(sport)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {distance.map((effort) => (
              <Table.Tr key={effort.distanceM}>
                <Table.Td>{effortDistanceLabel(effort.distanceM, units, sport)}</Table.Td>
                <Table.Td>{formatDuration(effort.timeSec)}</Table.Td>
                <Table.Td>{formatSpeedOrPace(effort.speedMps, sport, units)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Group>
  );
}

type PlannedWorkout = {
  name?: string;
  totalDuration?: number;
  totalDistance?: number;
  totalStress?: number;
};

/** The matched planned workout beside what was done. */
export function MatchedWorkout({
  analysis,
  units,
}: {
  analysis: AnalyzeResponse;
  units: DisplayUnits;
}) {
  const workout = analysis.workout as PlannedWorkout | null;
  const { activity } = analysis;
  if (!workout) return <Text c="dimmed">No planned workout matched.</Text>;
  const deviation = activity.matched_workout_data?.deviation;
  const rows: [string, string, string][] = [
    [
      "Duration",
      formatDuration(workout.totalDuration),
      formatDuration(activity.completed_duration_seconds),
    ],
    [
      "Distance",
      workout.totalDistance ? formatDistance(workout.totalDistance, units) : EMPTY,
      formatDistance(activity.completed_distance, units),
    ],
    ["Stress", formatNumber(workout.totalStress), formatNumber(activity.actual_stress)],
  ];
  return (
    <Stack gap="xs">
      <Text fw={600}>{workout.name || "Planned workout"}</Text>
      <Table aria-label="Planned and done">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>Planned</Table.Th>
            <Table.Th>Done</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, planned, done]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{planned}</Table.Td>
              <Table.Td>{done}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {deviation != null ? (
        <Text size="sm" c="dimmed">
          Deviation from plan: {deviation > 0 ? "+" : ""}
          {deviation.toFixed(0)} %
        </Text>
      ) : null}
    </Stack>
  );
}

export function NextActivities({ next }: { next: (ActivityRef | null)[] }) {
  const f = useFormats();
  const links = next.filter((ref): ref is ActivityRef => ref !== null);
  if (links.length === 0) return <Text c="dimmed">No later activities.</Text>;
  return (
    <Stack gap={4} component="nav" aria-label="Next activities">
      {links.map((ref) => (
        <Anchor key={ref.id} component={Link} to={`/activity/${ref.id}`} size="sm">
          {f.date(ref.date)} · {activitySportName(ref.sport)} · {ref.name || `Activity ${ref.id}`}
        </Anchor>
      ))}
    </Stack>
  );
}
