import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Alert, Anchor, Badge, Center, Loader, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import {
  EMPTY,
  formatDistance,
  formatDuration,
  formatNumber,
  useFormats,
} from "../../../lib/formats";
import { activitySportName } from "../../../lib/sport-labels";
import { useActivities } from "../api/get-activities";

/** The newest first; the list keeps the last ones. */
export const RECENT_ACTIVITY_COUNT = 50;

export function recentActivities(items: readonly ActivityItem[]) {
  return [...items]
    .sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id)
    .slice(0, RECENT_ACTIVITY_COUNT);
}

/** The athlete's recent activities, each linking to its analysis page. */
export function ActivityList({ athleteId, units }: { athleteId: number; units: DisplayUnits }) {
  const f = useFormats();
  const activities = useActivities(athleteId);
  if (activities.isPending) {
    return (
      <Center p="md">
        <Loader size="sm" aria-label="Loading activities" />
      </Center>
    );
  }
  if (activities.isError) return <Alert color="red">Could not load the activities.</Alert>;
  const rows = recentActivities(activities.data.items);
  if (rows.length === 0) return <Text c="dimmed">No activities yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Recent activities">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Sport</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Distance</Table.Th>
            <Table.Th>Stress</Table.Th>
            <Table.Th>Planned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((activity) => (
            <Table.Tr key={activity.id}>
              <Table.Td>{f.date(activity.date)}</Table.Td>
              <Table.Td>{activitySportName(activity.sport)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/activity/${activity.id}`}>
                  {activity.activity_name || `Activity ${activity.id}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDuration(activity.completed_duration_seconds)}</Table.Td>
              <Table.Td>{formatDistance(activity.completed_distance, units)}</Table.Td>
              <Table.Td>{formatNumber(activity.actual_stress)}</Table.Td>
              <Table.Td>
                {activity.matched_workout_id !== null ? (
                  <Badge color="teal" variant="light">
                    Matched
                  </Badge>
                ) : (
                  EMPTY
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
