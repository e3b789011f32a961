import type {
  Compliance,
  InsightsPeriod,
  InsightsResponse,
} from "@coach/shared/insights/insights.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Anchor,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "../../../components/panel-boundary";
import { durationLabel, localToday, volumeDistance } from "../../../lib/formats";
import { activitySportName, sportColor } from "../../../lib/sport-labels";
import { useInsights } from "../api/get-insights";
import {
  periodAxisLabel,
  periodLabel,
  RANGE_CHOICES,
  type RangeChoice,
  rangeFor,
} from "../lib/insights-format";
import { ZoneBars } from "./zone-bars";

const VolumeChart = lazy(() => import("./volume-chart"));

export type InsightsPageProps = {
  athleteId: number;
  athleteName: string;
  units: DisplayUnits;
  dateFormat: string;
};

const percentText = (value: number | null) => (value === null ? "–" : `${value.toFixed(0)} %`);

function ComplianceSummary({ compliance }: { compliance: Compliance }) {
  if (compliance.due === 0) {
    return (
      <Text c="dimmed" size="sm">
        No planned workouts were due in this range.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <div>
        <Text size="xl" fw={700} aria-label="Workouts completed">
          {percentText(compliance.percent)}
        </Text>
        <Text size="sm" c="dimmed">
          {compliance.completed} of {compliance.due} planned workouts done
        </Text>
      </div>
      <div>
        <Text size="xl" fw={700}>
          {compliance.missed}
        </Text>
        <Text size="sm" c="dimmed">
          missed
        </Text>
      </div>
      <div>
        <Text size="xl" fw={700} aria-label="Duration completed">
          {percentText(compliance.durationPercent)}
        </Text>
        <Text size="sm" c="dimmed">
          of the planned duration ({durationLabel(compliance.completedDurationSec)} of{" "}
          {durationLabel(compliance.plannedDurationSec)})
        </Text>
      </div>
    </SimpleGrid>
  );
}

function VolumeTable({
  data,
  units,
  dateFormat,
}: {
  data: InsightsResponse;
  units: DisplayUnits;
  dateFormat: string;
}) {
  const rows = data.periods.flatMap((period) =>
    period.sports.map((sport, index) => ({ period, sport, isFirst: index === 0 })),
  );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Volume per period">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th>Sport</Table.Th>
            <Table.Th>Sessions</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Distance</Table.Th>
            <Table.Th>Stress</Table.Th>
            <Table.Th>Planned</Table.Th>
            <Table.Th>Compliance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ period, sport, isFirst }) => (
            <Table.Tr key={`${period.start}-${sport.sport}`}>
              <Table.Td>
                {isFirst ? periodLabel(period.start, data.period, dateFormat) : ""}
              </Table.Td>
              <Table.Td>{activitySportName(sport.sport)}</Table.Td>
              <Table.Td>{sport.completed.count}</Table.Td>
              <Table.Td>{durationLabel(sport.completed.durationSec)}</Table.Td>
              <Table.Td>{volumeDistance(sport.completed.distanceM, units)}</Table.Td>
              <Table.Td>{sport.completed.stress.toFixed(0)}</Table.Td>
              <Table.Td>
                {sport.planned.count > 0
                  ? `${sport.planned.count} · ${durationLabel(sport.planned.durationSec)}`
                  : "–"}
              </Table.Td>
              <Table.Td>
                {isFirst && period.compliance.due > 0
                  ? `${period.compliance.completed} of ${period.compliance.due} (${percentText(period.compliance.percent)})`
                  : ""}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function chartData(data: InsightsResponse, dateFormat: string) {
  const sports = [...new Set(data.totals.map((total) => total.sport))].filter((sport) =>
    data.totals.some((total) => total.sport === sport && total.completed.durationSec > 0),
  );
  return {
    labels: data.periods.map((period) => periodAxisLabel(period.start, data.period, dateFormat)),
    series: sports.map((sport) => ({
      sport,
      label: activitySportName(sport),
      color: sportColor(sport),
      hours: data.periods.map(
        (period) =>
          (period.sports.find((entry) => entry.sport === sport)?.completed.durationSec ?? 0) / 3600,
      ),
    })),
  };
}

function InsightsContent({
  data,
  athleteId,
  units,
  dateFormat,
}: {
  data: InsightsResponse;
  athleteId: number;
  units: DisplayUnits;
  dateFormat: string;
}) {
  const chart = useMemo(() => chartData(data, dateFormat), [data, dateFormat]);
  const isEmpty = data.totals.length === 0;
  if (isEmpty) {
    return (
      <Alert color="gray" title="Nothing in this range">
        No activities or planned workouts yet.{" "}
        <Anchor component={Link} to={`/athlete/${athleteId}/calendar`}>
          Plan workouts or upload activities on the calendar
        </Anchor>
        , and the volume, zones and compliance show here.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Title order={3} size="h4" mb="xs">
          Duration per {data.period}
        </Title>
        {chart.series.length > 0 ? (
          <PanelBoundary title="The duration chart could not be shown">
            <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
              <VolumeChart labels={chart.labels} series={chart.series} />
            </Suspense>
          </PanelBoundary>
        ) : (
          <Text c="dimmed" size="sm">
            No completed activities in this range yet.
          </Text>
        )}
      </Card>
      <Card withBorder padding="sm">
        <Title order={3} size="h4" mb="xs">
          Compliance
        </Title>
        <PanelBoundary title="The compliance could not be shown">
          <ComplianceSummary compliance={data.compliance} />
        </PanelBoundary>
      </Card>
      <Card withBorder padding="sm">
        <Title order={3} size="h4" mb="xs">
          Volume
        </Title>
        <PanelBoundary title="The volume could not be shown">
          <VolumeTable data={data} units={units} dateFormat={dateFormat} />
        </PanelBoundary>
      </Card>
      <div>
        <Title order={3} size="h4" mb="xs">
          Time in zones
        </Title>
        <PanelBoundary title="The time in zones could not be shown">
          <ZoneBars sports={data.timeInZones} />
        </PanelBoundary>
      </div>
    </Stack>
  );
}

/** Training insights: volume per week or month and sport, time in zones, compliance. */
export function InsightsPage({ athleteId, athleteName, units, dateFormat }: InsightsPageProps) {
  const [period, setPeriod] = useState<InsightsPeriod>("week");
  const [choice, setChoice] = useState<RangeChoice>("12w");
  const range = useMemo(() => rangeFor(choice, period, localToday()), [choice, period]);
  const insights = useInsights(athleteId, range);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          Training insights · {athleteName}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Period"
            value={period}
            onChange={(value) => setPeriod(value as InsightsPeriod)}
            data={[
              { value: "week", label: "Weekly" },
              { value: "month", label: "Monthly" },
            ]}
          />
          <Select
            aria-label="Range"
            data={RANGE_CHOICES}
            value={choice}
            onChange={(value) => value && setChoice(value as RangeChoice)}
            allowDeselect={false}
            w={160}
          />
        </Group>
      </Group>
      {insights.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading insights" />
        </Center>
      ) : insights.isError ? (
        <Alert color="red">Could not load the insights.</Alert>
      ) : (
        <InsightsContent
          data={insights.data}
          athleteId={athleteId}
          units={units}
          dateFormat={dateFormat}
        />
      )}
    </Stack>
  );
}
