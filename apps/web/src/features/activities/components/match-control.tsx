import { Button, Group, Select } from "@mantine/core";
import { useState } from "react";
import { useMatchActivity, useSameDayWorkouts } from "../api/match-activity";

/**
 * Re-match the activity to another planned workout of its day, or unmatch it: the
 * calendar flags follow.
 */
export function MatchControl(props: {
  activityId: number;
  athleteId: number;
  date: string;
  matchedWorkoutId: number | null;
}) {
  const workouts = useSameDayWorkouts(props.athleteId, props.date);
  const match = useMatchActivity(props.activityId);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (workouts.data ?? [])
    .filter((workout) => workout.id !== props.matchedWorkoutId)
    .map((workout) => ({ value: String(workout.id), label: workout.name }));

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {options.length > 0 && (
        <>
          <Select
            label="Match to a planned workout"
            placeholder="Workout of this day"
            data={options}
            value={chosen}
            onChange={setChosen}
            size="xs"
            w={220}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!chosen}
            loading={match.isPending && match.variables !== null}
            onClick={() => chosen && match.mutate(Number(chosen))}
          >
            Match
          </Button>
        </>
      )}
      {props.matchedWorkoutId !== null && (
        <Button
          size="xs"
          variant="default"
          loading={match.isPending && match.variables === null}
          onClick={() => match.mutate(null)}
        >
          Unmatch
        </Button>
      )}
    </Group>
  );
}
