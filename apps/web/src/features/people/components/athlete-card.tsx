import type { AthleteData, MyAthlete } from "@coach/shared/people/my-athletes.schemas";
import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormats } from "../../../lib/formats";
import { ActivityDots } from "./activity-dots";
import { AthleteMenu } from "./athlete-menu";

/** One athlete of My athletes: name, coach, muted icon, last message, six weeks of dots. */
export function AthleteCard({
  athlete,
  data,
  isMuted,
  showCoach,
  lastCommunication,
  onRemove,
}: {
  athlete: MyAthlete;
  data: AthleteData | undefined;
  isMuted: boolean;
  showCoach: boolean;
  lastCommunication: string | null;
  onRemove: () => void;
}) {
  const f = useFormats();
  const calendarPath = `/athlete/${athlete.id}/calendar`;
  return (
    <Card withBorder padding="sm" component="article" aria-label={athlete.fullName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Anchor
                component={Link}
                to={calendarPath}
                fw={600}
                style={{ overflowWrap: "anywhere" }}
              >
                {athlete.fullName}
              </Anchor>
              {isMuted && (
                <IconBellOff
                  size={16}
                  aria-label="Muted"
                  role="img"
                  color="var(--mantine-color-gray-6)"
                />
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {showCoach && (athlete.coachName ? `Coach: ${athlete.coachName} · ` : "No coach · ")}
              {lastCommunication
                ? `Last message ${f.instantDate(lastCommunication)}`
                : "No messages yet"}
            </Text>
          </div>
          <AthleteMenu
            athlete={athlete}
            isMuted={isMuted}
            profilePath={calendarPath}
            onRemove={onRemove}
          />
        </Group>
        {data && <ActivityDots days={data.dotsData} name={athlete.fullName} />}
      </Stack>
    </Card>
  );
}
