import type { AthleteQuickstart } from "@coach/shared/dashboard/quickstart.schemas";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useSetAthleteQuickstart } from "../api/athlete-quickstart";

/** Shown until activities arrive or the athlete dismisses it. */
export function isAthleteQuickstartOpen(quickstart: AthleteQuickstart | undefined): boolean {
  return Boolean(
    quickstart && !quickstart.add_activity_tracker && !quickstart.add_activity_tracker_dismissed,
  );
}

/**
 * The athlete's quick start on their own calendar: activities enter this app as files (no
 * tracker connection exists yet), so the card points at the calendar's upload. Nothing is drawn
 * without an answer, once an activity is imported, or once dismissed.
 */
export function AthleteQuickstartCard(props: {
  quickstart: AthleteQuickstart | undefined;
  hasCoach: boolean;
  onUpload: () => void;
}) {
  const update = useSetAthleteQuickstart();
  if (!isAthleteQuickstartOpen(props.quickstart)) return null;
  const plan = props.hasCoach ? "your coach's plan" : "your planned workouts";
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="athlete-quickstart">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ flex: "1 1 20rem" }}>
          <Title order={2} size="h4" id="athlete-quickstart">
            Bring in your training
          </Title>
          <Text size="sm" c="dimmed">
            Upload the files your watch or bike computer records (FIT, TCX or GPX): each activity
            appears on this calendar beside {plan}.
          </Text>
        </Stack>
        <Group gap="xs">
          <Button leftSection={<IconUpload size={16} />} onClick={props.onUpload}>
            Upload files
          </Button>
          <Button
            variant="subtle"
            color="gray"
            onClick={() => update.mutate({ add_activity_tracker_dismissed: true })}
          >
            Dismiss
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
