import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import {
  OWNER_QUICKSTART_TASKS,
  type OwnerQuickstart,
} from "@coach/shared/dashboard/quickstart.schemas";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Progress,
  Stack,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { useCheckQuickstartTask } from "../api/quickstart";
import classes from "./dashboard.module.css";

type Task = keyof OwnerQuickstart;

/** What each task asks and where it is done; `panel` tasks open card B instead of a page. */
const TASKS: Record<Task, { label: string; hint: string; action: string; path?: string }> = {
  add_activity_tracker: {
    label: "Add your activities",
    hint: "Upload activity files (FIT, GPX, TCX) from your calendar, as a tracker would send them.",
    action: "Open my calendar",
  },
  add_workout_to_calendar: {
    label: "Add a workout to a calendar",
    hint: "Plan a workout from your library on an athlete's calendar.",
    action: "Go to athletes",
    path: "/my-athletes",
  },
  add_athlete: {
    label: "Add an athlete",
    hint: "Create an athlete or invite one by e-mail.",
    action: "Add athletes",
  },
};

/**
 * The owner's trial checklist ('To-do for your 30 days trial'). An item is checked by doing it
 * (the server notes the real events) or by ticking it; once checked it stays checked, dimmed and
 * no longer clickable.
 */
export function QuickstartCard(props: {
  quickstart: { data?: OwnerQuickstart; isPending: boolean; isError: boolean };
  ownCalendarPath: string;
  onAddAthletes: () => void;
}) {
  const check = useCheckQuickstartTask();
  const { data } = props.quickstart;
  const doneCount = data ? OWNER_QUICKSTART_TASKS.filter((task) => data[task]).length : 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="quickstart-title"
    >
      <Title id="quickstart-title" order={2} size="h4" mb="xs">
        {dashboardMessages.quickstartTitle}
      </Title>
      {props.quickstart.isError ? (
        <Alert color="red" role="alert">
          {dashboardMessages.quickstartFetchFailed}
        </Alert>
      ) : !data ? (
        <Loader size="sm" aria-label="Loading the checklist" />
      ) : (
        <Stack gap="sm">
          <Progress
            value={(doneCount / OWNER_QUICKSTART_TASKS.length) * 100}
            aria-label={`${doneCount} of ${OWNER_QUICKSTART_TASKS.length} done`}
          />
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Trial tasks"
          >
            {OWNER_QUICKSTART_TASKS.map((task) => {
              const isDone = data[task];
              const info = TASKS[task];
              return (
                <Group
                  key={task}
                  component="li"
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  className={isDone ? classes.dimmed : undefined}
                >
                  <Checkbox
                    checked={isDone}
                    disabled={isDone}
                    onChange={() => {
                      if (!isDone) check.mutate({ [task]: true });
                    }}
                    label={info.label}
                    description={info.hint}
                    style={{ flex: "1 1 220px" }}
                  />
                  {!isDone &&
                    (task === "add_athlete" ? (
                      <Button size="xs" variant="light" onClick={props.onAddAthletes}>
                        {info.action}
                      </Button>
                    ) : (
                      <Anchor component={Link} to={info.path ?? props.ownCalendarPath} size="sm">
                        {info.action}
                      </Anchor>
                    ))}
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}
