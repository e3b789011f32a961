import type {
  DistanceBest,
  DurationBest,
  PastRace,
  RacesRecordsResponse,
  UpcomingRace,
} from "@coach/shared/insights/insights.schemas";
import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { PanelBoundary } from "../../../components/panel-boundary";
import { PriorityBadge } from "../../../components/priority-badge";
import {
  dateLabel,
  EMPTY,
  effortDistanceLabel,
  effortDurationLabel,
  formatDistance,
  formatDuration,
  formatSpeedOrPace,
  recordRange,
  recordValue,
} from "../../../lib/formats";
import { activitySportName } from "../../../lib/sport-labels";
import { useRacesRecords } from "../api/get-races-records";

type Props = { athleteId: number; athleteName: string; units: DisplayUnits; dateFormat: string };
type Formats = { units: DisplayUnits; dateFormat: string };

const daysToGoText = (days: number) =>
  days === 0 ? "Today" : days === 1 ? "Tomorrow" : `${days} days to go`;

function UpcomingRaces({ races, formats }: { races: UpcomingRace[]; formats: Formats }) {
  if (races.length === 0) return <Text c="dimmed">No upcoming races.</Text>;
  return (
    <Stack gap="xs" role="list" aria-label="Upcoming races">
      {races.map((race) => (
        <Card key={race.id} withBorder padding="xs" role="listitem">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <PriorityBadge priority={race.priority} />
              <div>
                <Text fw={600}>{race.name}</Text>
                <Text size="sm" c="dimmed">
                  {dateLabel(race.date, formats.dateFormat)}
                  {race.distanceM !== null
                    ? ` · ${formatDistance(race.distanceM, formats.units)}`
                    : ""}
                </Text>
              </div>
            </Group>
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
              {daysToGoText(race.daysToGo)}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function PastRaces({ races, formats }: { races: PastRace[]; formats: Formats }) {
  if (races.length === 0) return <Text c="dimmed">No past races.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Past races">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Race</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Distance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {races.map((race) => (
            <Table.Tr key={race.id}>
              <Table.Td>{dateLabel(race.date, formats.dateFormat)}</Table.Td>
              <Table.Td>{race.name}</Table.Td>
              <Table.Td>
                <PriorityBadge priority={race.priority} />
              </Table.Td>
              <Table.Td>
                {race.result ? (
                  <Anchor component={Link} to={`/activity/${race.result.activityId}`}>
                    {formatDuration(race.result.durationSec)}
                  </Anchor>
                ) : (
                  <Text span c="dimmed" size="sm">
                    No activity that day
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {race.result ? formatDistance(race.result.distanceM, formats.units) : EMPTY}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DistanceTable({ bests, formats }: { bests: DistanceBest[]; formats: Formats }) {
  const name = activitySportName(bests[0]!.sport);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={`${name} best efforts by distance`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Distance</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Pace</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bests.map((best) => (
            <Table.Tr key={best.distanceM}>
              <Table.Td>{effortDistanceLabel(best.distanceM, formats.units, best.sport)}</Table.Td>
              <Table.Td>{formatDuration(best.timeSec)}</Table.Td>
              <Table.Td>{formatSpeedOrPace(best.speedMps, best.sport, formats.units)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/activity/${best.activityId}`}>
                  {dateLabel(best.date, formats.dateFormat)}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DurationTable({ bests, formats }: { bests: DurationBest[]; formats: Formats }) {
  const name = activitySportName(bests[0]!.sport);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={`${name} best power by duration`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Power</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bests.map((best) => (
            <Table.Tr key={best.durationSec}>
              <Table.Td>{effortDurationLabel(best.durationSec)}</Table.Td>
              <Table.Td>{Math.round(best.powerW)} W</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/activity/${best.activityId}`}>
                  {dateLabel(best.date, formats.dateFormat)}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function groupBySport<T extends { sport: number }>(items: T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.sport, [...(groups.get(item.sport) ?? []), item]);
  return [...groups.values()];
}

function Records({ records, formats }: { records: AthleteRecord[]; formats: Formats }) {
  if (records.length === 0) {
    return (
      <Text c="dimmed">
        No accepted records yet: new records found in uploaded activities are offered for acceptance
        in the notifications.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label="Accepted records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sport</Table.Th>
            <Table.Th>Distance or duration</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              <Table.Td>{activitySportName(record.sport)}</Table.Td>
              <Table.Td>{recordRange(record, formats.units)}</Table.Td>
              <Table.Td>{recordValue(record, formats.units)}</Table.Td>
              <Table.Td>
                {record.activityId !== null ? (
                  <Anchor component={Link} to={`/activity/${record.activityId}`}>
                    {dateLabel(record.date, formats.dateFormat)}
                  </Anchor>
                ) : (
                  dateLabel(record.date, formats.dateFormat)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Content({
  data,
  athleteId,
  formats,
}: {
  data: RacesRecordsResponse;
  athleteId: number;
  formats: Formats;
}) {
  const hasBests = data.distanceBests.length > 0 || data.durationBests.length > 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h4">
              Upcoming races
            </Title>
            <Button
              component={Link}
              to={`/athlete/${athleteId}/calendar`}
              size="xs"
              variant="light"
            >
              Add a race on the calendar
            </Button>
          </Group>
          <PanelBoundary title="The upcoming races could not be shown">
            <UpcomingRaces races={data.upcoming} formats={formats} />
          </PanelBoundary>
        </Card>
        <Card withBorder padding="sm">
          <Title order={3} size="h4" mb="xs">
            Past races
          </Title>
          <PanelBoundary title="The past races could not be shown">
            <PastRaces races={data.past} formats={formats} />
          </PanelBoundary>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="sm">
        <Title order={3} size="h4" mb="xs">
          Best efforts
        </Title>
        {hasBests ? (
          <PanelBoundary title="The best efforts could not be shown">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {groupBySport(data.distanceBests).map((bests) => (
                <div key={`d${bests[0]!.sport}`}>
                  <Text fw={600} mb={4}>
                    {activitySportName(bests[0]!.sport)} · by distance
                  </Text>
                  <DistanceTable bests={bests} formats={formats} />
                </div>
              ))}
              {groupBySport(data.durationBests).map((bests) => (
                <div key={`p${bests[0]!.sport}`}>
                  <Text fw={600} mb={4}>
                    {activitySportName(bests[0]!.sport)} · power by duration
                  </Text>
                  <DurationTable bests={bests} formats={formats} />
                </div>
              ))}
            </SimpleGrid>
          </PanelBoundary>
        ) : (
          <Text c="dimmed">
            No best efforts yet: upload activities with distance or power from the calendar.
          </Text>
        )}
      </Card>
      <Card withBorder padding="sm">
        <Title order={3} size="h4" mb="xs">
          Records
        </Title>
        <PanelBoundary title="The records could not be shown">
          <Records records={data.records} formats={formats} />
        </PanelBoundary>
      </Card>
    </Stack>
  );
}

/** Races & records: races by A/B/C priority with results, best efforts, accepted records. */
export function RacesRecordsPage({ athleteId, athleteName, units, dateFormat }: Props) {
  const answer = useRacesRecords(athleteId);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Races & records · {athleteName}
      </Title>
      {answer.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading races and records" />
        </Center>
      ) : answer.isError ? (
        <Alert color="red">Could not load the races and records.</Alert>
      ) : (
        <Content data={answer.data} athleteId={athleteId} formats={{ units, dateFormat }} />
      )}
    </Stack>
  );
}
