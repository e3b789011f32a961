import type {
  PaceBestAnswer,
  PerformanceResponse,
  PowerBestAnswer,
  ThresholdPoint,
} from "@coach/shared/performance/performance.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  effortDistanceLabel,
  effortDurationLabel,
  formatDuration,
  useFormats,
} from "../../../lib/formats";
import {
  currentFitness,
  effortPace,
  oneDecimal,
  thresholdName,
  thresholdValue,
} from "../lib/performance-format";

/** The day of a best effort, in the viewer's format, opening the activity it was done in. */
function ActivityLink({ best }: { best: { activityId: number; date: string } }) {
  const f = useFormats();
  return (
    <Anchor component={Link} to={`/activity/${best.activityId}`} size="sm">
      {f.date(best.date)}
    </Anchor>
  );
}

/** Today's fitness, fatigue and form as figures. */
export function FitnessFigures({ days }: { days: PerformanceResponse["days"] }) {
  const current = currentFitness(days);
  if (!current) return null;
  const figures = [
    { label: "Fitness (CTL)", value: current.ctl },
    { label: "Fatigue (ATL)", value: current.atl },
    { label: "Form (TSB)", value: current.tsb },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="xs">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} size="lg" aria-label={figure.label}>
            {oneDecimal(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function PowerBestsTable({ curve }: { curve: PowerBestAnswer[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label="Best power per duration">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Power</Table.Th>
            <Table.Th>Activity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {curve.map((best) => (
            <Table.Tr key={best.durationSec}>
              <Table.Td>{effortDurationLabel(best.durationSec)}</Table.Td>
              <Table.Td>{Math.round(best.powerW)} W</Table.Td>
              <Table.Td>
                <ActivityLink best={best} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Best time per distance, with its pace in the viewer's units. */
export function PaceCurveTable({
  curve,
  sport,
  units,
}: {
  curve: PaceBestAnswer[];
  sport: "run" | "swim";
  units: DisplayUnits;
}) {
  const name = sport === "run" ? "Running" : "Swimming";
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {name}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table striped aria-label={`${name} pace curve`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Distance</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>Pace</Table.Th>
              <Table.Th>Activity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {curve.map((best) => (
              <Table.Tr key={best.distanceM}>
                <Table.Td>
                  {effortDistanceLabel(
                    best.distanceM,
                    units,
                    sport === "swim" ? SportId.swimming : SportId.running,
                  )}
                </Table.Td>
                <Table.Td>{formatDuration(best.timeSec)}</Table.Td>
                <Table.Td>{effortPace(best.distanceM, best.timeSec, sport, units)}</Table.Td>
                <Table.Td>
                  <ActivityLink best={best} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The thresholds saved now, then every change, newest first. */
export function ThresholdHistory({
  thresholds,
  units,
}: {
  thresholds: PerformanceResponse["thresholds"];
  units: DisplayUnits;
}) {
  const f = useFormats();
  const rows: (ThresholdPoint & { key: string })[] = [
    ...thresholds.current.map((point) => ({
      ...point,
      key: `now-${point.methodType}-${point.method}`,
    })),
    ...[...thresholds.history]
      .reverse()
      .map((point, index) => ({ ...point, key: `history-${index}` })),
  ];
  return (
    <Stack gap="xs">
      <Title order={4}>Threshold history</Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No thresholds saved yet. Thresholds set on the zones page show here, with every change.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label="Threshold history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Threshold</Table.Th>
                <Table.Th>Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((point) => (
                <Table.Tr key={point.key}>
                  <Table.Td>
                    {point.recordedOn === null ? "Current" : f.date(point.recordedOn)}
                  </Table.Td>
                  <Table.Td>{thresholdName(point)}</Table.Td>
                  <Table.Td>{thresholdValue(point, units)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
