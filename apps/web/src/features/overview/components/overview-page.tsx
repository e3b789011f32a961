import type {
  OverviewResponse,
  SportVolume,
  Thresholds,
} from "@coach/shared/insights/insights.schemas";
import { displayPaceSeconds, paceLabel } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Progress,
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
  dateRangeLabel,
  durationLabel,
  formatDistance,
  formatDuration,
  volumeDistance,
} from "../../../lib/formats";
import { activitySportName, sportColor, sportName } from "../../../lib/sport-labels";
import { useOverview } from "../api/get-overview";

type Props = { athleteId: number; units: DisplayUnits; dateFormat: string };
type Formats = { units: DisplayUnits; dateFormat: string };

const workoutSportName = (sport: number) => sportName(sport, "Other");

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Header({ athlete }: { athlete: OverviewResponse["athlete"] }) {
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h3">
        {athlete.fullName || athlete.email}
      </Title>
      <Text size="sm" c="dimmed">
        {athlete.email}
      </Text>
      <Group gap="xs" mt="xs" role="group" aria-label="Sports">
        {athlete.sports.length > 0 ? (
          athlete.sports.map((sport) => (
            <Badge key={sport} variant="light">
              {capitalised(sport)}
            </Badge>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No sports set in the profile
          </Text>
        )}
      </Group>
      <Text size="sm" mt="xs">
        Training days:{" "}
        {athlete.trainingDays.length > 0 ? athlete.trainingDays.join(", ") : "not set"} · Units:{" "}
        {athlete.displayUnits} · Time zone: {athlete.timezone}
      </Text>
    </Card>
  );
}

function Today({ data, formats }: { data: OverviewResponse; formats: Formats }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="xs">
        Today · {dateLabel(data.today, formats.dateFormat)}
      </Title>
      {data.todayWorkouts.length === 0 ? (
        <Text c="dimmed">Nothing planned today.</Text>
      ) : (
        <Stack gap={6} role="list" aria-label="Today's workouts">
          {data.todayWorkouts.map((workout) => (
            <Group key={workout.id} justify="space-between" role="listitem" wrap="nowrap">
              <div>
                <Text fw={600}>{workout.name}</Text>
                <Text size="sm" c="dimmed">
                  {workoutSportName(workout.sport)}
                  {workout.durationSec > 0 ? ` · ${durationLabel(workout.durationSec)}` : ""}
                  {workout.distanceM > 0
                    ? ` · ${formatDistance(workout.distanceM, formats.units)}`
                    : ""}
                </Text>
              </div>
              {workout.activityId !== null ? (
                <Anchor component={Link} to={`/activity/${workout.activityId}`} size="sm">
                  Done
                </Anchor>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function NextRace({
  data,
  athleteId,
  formats,
}: {
  data: OverviewResponse;
  athleteId: number;
  formats: Formats;
}) {
  const race = data.nextRace;
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="xs">
        Next race
      </Title>
      {race ? (
        <Group justify="space-between" wrap="nowrap">
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
          <Text fw={700} aria-label="Days to go">
            {race.daysToGo === 0 ? "Today" : `${race.daysToGo} days`}
          </Text>
        </Group>
      ) : (
        <Text c="dimmed">
          No race planned.{" "}
          <Anchor component={Link} to={`/athlete/${athleteId}/calendar`}>
            Add a race on the calendar
          </Anchor>
          .
        </Text>
      )}
    </Card>
  );
}

function SportProgress({ volume, units }: { volume: SportVolume; units: DisplayUnits }) {
  const { planned, completed } = volume;
  const percent =
    planned.durationSec > 0
      ? Math.min(100, (completed.durationSec / planned.durationSec) * 100)
      : 0;
  const name = activitySportName(volume.sport);
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {durationLabel(completed.durationSec)}
          {planned.count > 0 ? ` of ${durationLabel(planned.durationSec)} planned` : " (unplanned)"}{" "}
          · {volumeDistance(completed.distanceM, units)} · {completed.stress.toFixed(0)} stress
        </Text>
      </Group>
      {planned.durationSec > 0 ? (
        <Progress
          value={percent}
          color={sportColor(volume.sport)}
          aria-label={`${name} duration done`}
        />
      ) : null}
    </div>
  );
}

function ThisWeek({ data, formats }: { data: OverviewResponse; formats: Formats }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="xs">
        This week · {dateRangeLabel(data.week.start, data.week.end, formats.dateFormat)}
      </Title>
      {data.week.sports.length === 0 ? (
        <Text c="dimmed">Nothing planned or done this week yet.</Text>
      ) : (
        <Stack gap="xs">
          {data.week.sports.map((volume) => (
            <SportProgress key={volume.sport} volume={volume} units={formats.units} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function LastActivities({ data, formats }: { data: OverviewResponse; formats: Formats }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h4" mb="xs">
        Last activities
      </Title>
      {data.lastActivities.length === 0 ? (
        <Text c="dimmed">No activities yet — upload files from the calendar.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label="Last activities">
            <Table.Tbody>
              {data.lastActivities.map((activity) => (
                <Table.Tr key={activity.id}>
                  <Table.Td>{dateLabel(activity.date, formats.dateFormat)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/activity/${activity.id}`}>
                      {activity.name || `Activity ${activity.id}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{activitySportName(activity.sport)}</Table.Td>
                  <Table.Td>{formatDuration(activity.durationSec)}</Table.Td>
                  <Table.Td>{formatDistance(activity.distanceM, formats.units)}</Table.Td>
                  <Table.Td>
                    {activity.stress === null ? "–" : `${activity.stress.toFixed(0)} stress`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function thresholdRows(thresholds: Thresholds, units: DisplayUnits) {
  const pace = (seconds: number | null, sport: "run" | "swim") =>
    seconds === null
      ? null
      : `${formatTimeText(displayPaceSeconds(seconds, sport, units))} ${paceLabel(sport, units)}`;
  const bpm = (value: number | null) => (value === null ? null : `${value} bpm`);
  return [
    { label: "Running threshold heart rate", value: bpm(thresholds.runningHeartRateBpm) },
    { label: "Running threshold pace", value: pace(thresholds.runningPaceSecPerKm, "run") },
    { label: "Cycling threshold heart rate", value: bpm(thresholds.cyclingHeartRateBpm) },
    {
      label: "FTP",
      value: thresholds.cyclingPowerW === null ? null : `${thresholds.cyclingPowerW} W`,
    },
    { label: "Swimming T-pace", value: pace(thresholds.swimmingPaceSecPer100m, "swim") },
  ];
}

function ThresholdsCard({
  data,
  athleteId,
  units,
}: {
  data: OverviewResponse;
  athleteId: number;
  units: DisplayUnits;
}) {
  const rows = thresholdRows(data.thresholds, units);
  const isEmpty = rows.every((row) => row.value === null);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Thresholds
        </Title>
        <Anchor component={Link} to={`/athlete/${athleteId}/zones`} size="sm">
          Zones
        </Anchor>
      </Group>
      {isEmpty ? (
        <Text c="dimmed">No thresholds set yet — set them on the zones page.</Text>
      ) : (
        <Stack gap={4}>
          {rows.map((row) => (
            <Group key={row.label} justify="space-between" gap="xs">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" fw={600}>
                {row.value ?? "not set"}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The athlete's Overview: who they are, today, the next race, this week, recent activities. */
export function OverviewPage({ athleteId, units, dateFormat }: Props) {
  const overview = useOverview(athleteId);
  if (overview.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading overview" />
      </Center>
    );
  }
  if (overview.isError) return <Alert color="red">Could not load the overview.</Alert>;
  const data = overview.data;
  const formats = { units, dateFormat };
  return (
    <Stack gap="md">
      <PanelBoundary>
        <Header athlete={data.athlete} />
      </PanelBoundary>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PanelBoundary title="Today could not be shown">
          <Today data={data} formats={formats} />
        </PanelBoundary>
        <PanelBoundary title="The next race could not be shown">
          <NextRace data={data} athleteId={athleteId} formats={formats} />
        </PanelBoundary>
        <PanelBoundary title="This week could not be shown">
          <ThisWeek data={data} formats={formats} />
        </PanelBoundary>
        <PanelBoundary title="The thresholds could not be shown">
          <ThresholdsCard data={data} athleteId={athleteId} units={units} />
        </PanelBoundary>
      </SimpleGrid>
      <PanelBoundary title="The last activities could not be shown">
        <LastActivities data={data} formats={formats} />
      </PanelBoundary>
    </Stack>
  );
}
