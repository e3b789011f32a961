import {
  CHANGEABLE_ACTIVITY_SPORTS,
  type ChangeableActivitySport,
} from "@coach/shared/activities/activity-update.schemas";
import { Group, Select, Text } from "@mantine/core";
import { ApiError } from "../../../lib/api-error";
import { sportName } from "../../../lib/sport-labels";
import { useChangeActivitySport } from "../api/change-activity-sport";

const OPTIONS = CHANGEABLE_ACTIVITY_SPORTS.map((sport) => ({
  value: String(sport),
  label: sportName(sport),
}));

/**
 * The activity's sport, changeable by the athlete and their coaches: the server analyses the
 * file again as the chosen sport (stress, zones, best efforts, the match all follow). A sport
 * the file did not name says it was inferred; a refused change says why and keeps the sport.
 */
export function ActivitySportSelect(props: {
  activityId: number;
  sport: number;
  sportOrigin: string | undefined;
}) {
  const change = useChangeActivitySport(props.activityId);
  const current = (CHANGEABLE_ACTIVITY_SPORTS as readonly number[]).includes(props.sport)
    ? String(props.sport)
    : null;
  const failure = change.error
    ? `The sport could not be changed: ${
        change.error instanceof ApiError
          ? (change.error.fieldError("sport") ?? change.error.message)
          : "the server could not be reached."
      }`
    : null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Sport"
        placeholder="Choose the sport"
        data={OPTIONS}
        value={current}
        onChange={(value) => value && change.mutate(Number(value) as ChangeableActivitySport)}
        allowDeselect={false}
        disabled={change.isPending}
        error={failure}
        size="xs"
        w={200}
      />
      {props.sportOrigin === "inferred" && !change.isPending ? (
        <Text size="xs" c="dimmed" pb={4}>
          Inferred from the recording: the file named no sport.
        </Text>
      ) : null}
      {change.isPending ? (
        <Text size="xs" c="dimmed" pb={4} role="status">
          Analysing the activity again…
        </Text>
      ) : null}
    </Group>
  );
}
