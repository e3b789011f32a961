import type { CoachAthlete } from "@coach/shared/people/people.schemas";
import { Anchor, Avatar, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Avatars shown in the athlete row before the "+N". */
export const AVATAR_ROW_SIZE = 5;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

/**
 * Card A of the coach dashboard: who the coach is, for an owner their public page with its menu
 * (`publicPage`), and the athletes they train.
 */
export function CoachOverviewCard(props: {
  fullName: string;
  jobTitle: string;
  businessName: string | null;
  profilePath: string;
  publicPage?: ReactNode;
  athletes: CoachAthlete[];
}) {
  const shown = props.athletes.slice(0, AVATAR_ROW_SIZE);
  const more = props.athletes.length - shown.length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap">
        <Avatar
          size={56}
          radius="xl"
          color="violet"
          component={Link}
          to={props.profilePath}
          aria-label="My profile"
        >
          {initials(props.fullName)}
        </Avatar>
        <div>
          <Title order={2} size="h4">
            {props.fullName}
          </Title>
          <Text size="sm" c="dimmed">
            {[props.jobTitle, props.businessName].filter(Boolean).join(" · ") || "Coach"}
          </Text>
        </div>
      </Group>
      {props.publicPage && (
        <Stack gap={4} mt="md">
          {props.publicPage}
        </Stack>
      )}
      <Stack gap="xs" mt="lg">
        <Text fw={600}>
          {props.athletes.length === 0
            ? "Get your athletes onboard"
            : `You are training ${props.athletes.length} athlete${props.athletes.length === 1 ? "" : "s"}`}
        </Text>
        {props.athletes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No athlete is linked to you yet.
          </Text>
        ) : (
          <Avatar.Group>
            {shown.map((athlete) => (
              <Tooltip key={athlete.id} label={athlete.fullName}>
                <Avatar
                  component={Link}
                  to={`/athlete/${athlete.id}/calendar`}
                  radius="xl"
                  aria-label={athlete.fullName}
                >
                  {initials(athlete.fullName)}
                </Avatar>
              </Tooltip>
            ))}
            {more > 0 && <Avatar radius="xl">+{more}</Avatar>}
          </Avatar.Group>
        )}
      </Stack>
    </Card>
  );
}

/** Every athlete with a link to their calendar. */
export function AthleteListCard({ athletes }: { athletes: CoachAthlete[] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="sm">
        Athletes
      </Title>
      {athletes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Athletes you coach will be listed here.
        </Text>
      ) : (
        <Stack gap={6}>
          {athletes.map((athlete) => (
            <Group key={athlete.id} justify="space-between" wrap="nowrap">
              <Anchor component={Link} to={`/athlete/${athlete.id}/calendar`} size="sm">
                {athlete.fullName}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {athlete.email}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
