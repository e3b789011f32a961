import { Card, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { FactList } from "./fact-list";

/** The athlete's own time zone (read-only: the device sends it at sign-in) and calendar feed. */
export function CalendarSettingsCard({
  timezone,
  feedButton,
}: {
  timezone: string;
  /** The calendar feature's subscribe button (composed in app/). */
  feedButton: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          Calendar
        </Title>
        <FactList facts={[{ label: "Time zone", value: timezone }]} />
        <Text size="sm" c="dimmed">
          Your time zone comes from your device each time you sign in; your calendar's days follow
          it.
        </Text>
        <Text size="sm">
          See your planned workouts and races in Google Calendar, Apple Calendar or Outlook.
        </Text>
        <div>{feedButton}</div>
      </Stack>
    </Card>
  );
}
