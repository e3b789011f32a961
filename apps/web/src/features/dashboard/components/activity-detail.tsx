import { mergeComments } from "@coach/shared/dashboard/comment-threads";
import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { CommentList } from "../../../components/comment-list";
import { formatDistance, formatDuration, useFormats } from "../../../lib/formats";
import { useActivityDetail, useSendComment } from "../api/activity-detail";
import type { DashboardLookup, DashboardSelection } from "../lib/dashboard-lookup";
import { dayName } from "../lib/dashboard-window";
import { FLAG_COLORS, FLAG_LABELS } from "../lib/flags";

const deviationText = (percent: number | null | undefined) =>
  percent === null || percent === undefined
    ? null
    : `${percent > 0 ? "+" : ""}${percent.toFixed(1)} % from the plan`;

function CommentBox({ activityId, athleteId }: { activityId: number; athleteId: number }) {
  const [text, setText] = useState("");
  const send = useSendComment(activityId, athleteId);
  const comment = text.trim();
  return (
    <Stack gap={6}>
      <Textarea
        label="Comment"
        placeholder="Write a comment"
        rows={2}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!comment}
          loading={send.isPending}
          onClick={() => send.mutate(comment, { onSuccess: () => setText("") })}
        >
          Send comment
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Card D's detail of one workout or activity: Activity (planned against done) or Comments (one
 * person's comments within 10 minutes as one, and a box to answer), with Open calendar and View
 * Details (the activity page).
 */
export function ActivityDetail(props: {
  selection: DashboardSelection;
  lookup: DashboardLookup;
  today: string;
  units: DisplayUnits;
  onChange: (selection: DashboardSelection) => void;
  onBack: () => void;
}) {
  const { selection, lookup } = props;
  const formats = useFormats();
  const workout = lookup.workout(selection.workoutId);
  const listed = lookup.activity(selection.activityId);
  const detail = useActivityDetail(selection.activityId);
  const activity = detail.data?.activity;
  const athleteName = lookup.athlete(selection.athleteId)?.fullName ?? "Athlete";
  const name = workout?.name ?? listed?.name ?? activity?.activity_name ?? "Workout";
  const date = workout?.date ?? listed?.date ?? activity?.date ?? props.today;
  const flag = listed?.flag ?? workout?.flag ?? activity?.flag;
  const done = {
    durationSec: activity?.completed_duration_seconds ?? listed?.durationSec ?? null,
    distanceM: activity?.completed_distance ?? listed?.distanceM ?? null,
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={14} />}
          onClick={props.onBack}
        >
          New comments
        </Button>
        {flag && (
          <Badge variant="light" color={FLAG_COLORS[flag]}>
            {FLAG_LABELS[flag]}
          </Badge>
        )}
      </Group>
      <div>
        <Text fw={700} style={{ overflowWrap: "anywhere" }}>
          {athleteName} · {name}
        </Text>
        <Text size="sm" c="dimmed">
          {dayName(date, props.today)} · {formats.date(date)}
        </Text>
      </div>
      <SegmentedControl
        aria-label="Show"
        value={selection.view}
        onChange={(view) =>
          props.onChange({ ...selection, view: view as DashboardSelection["view"] })
        }
        data={[
          { value: "activity", label: "Activity" },
          { value: "comments", label: "Comments" },
        ]}
      />
      {detail.isError && (
        <Alert color="red" role="alert">
          {dashboardMessages.activityLoadFailed}
        </Alert>
      )}
      {selection.view === "activity" ? (
        <Stack gap="xs">
          <Table withTableBorder verticalSpacing={4} aria-label="Planned and done">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Planned</Table.Th>
                <Table.Th>Done</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Duration</Table.Th>
                <Table.Td>{workout ? formatDuration(workout.totalDurationSec) : "–"}</Table.Td>
                <Table.Td>{formatDuration(done.durationSec)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Distance</Table.Th>
                <Table.Td>
                  {workout?.totalDistanceM
                    ? formatDistance(workout.totalDistanceM, props.units)
                    : "–"}
                </Table.Td>
                <Table.Td>{formatDistance(done.distanceM, props.units)}</Table.Td>
              </Table.Tr>
              {activity?.average_heart_rate_bpm ? (
                <Table.Tr>
                  <Table.Th scope="row">Avg heart rate</Table.Th>
                  <Table.Td>–</Table.Td>
                  <Table.Td>{Math.round(activity.average_heart_rate_bpm)} bpm</Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          {selection.activityId === null ? (
            <Text size="sm" c="dimmed">
              No activity is matched to this workout yet.
            </Text>
          ) : (
            deviationText(listed?.deviation ?? activity?.matched_workout_data?.deviation) && (
              <Text size="sm">
                {deviationText(listed?.deviation ?? activity?.matched_workout_data?.deviation)}
              </Text>
            )
          )}
        </Stack>
      ) : selection.activityId === null ? (
        <Text size="sm" c="dimmed">
          Comments open once an activity is matched to this workout.
        </Text>
      ) : detail.isPending ? (
        <Loader size="sm" aria-label="Loading comments" />
      ) : detail.data ? (
        <Stack gap="xs">
          <CommentList comments={mergeComments(detail.data.comments)} label="Comments" />
          <CommentBox activityId={selection.activityId} athleteId={selection.athleteId} />
        </Stack>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/athlete/${selection.athleteId}/calendar`}
        >
          Open calendar
        </Button>
        {selection.activityId !== null && (
          <Button size="xs" component={Link} to={`/activity/${selection.activityId}`}>
            View Details
          </Button>
        )}
      </Group>
    </Stack>
  );
}
