import type { CoachAthlete } from "@coach/shared/people/people.schemas";
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { initialsOf } from "../lib/initials";
import type { PanelKey } from "./dashboard-panels";

/** Avatars shown in the athlete row before the "+N". */
export const AVATAR_ROW_SIZE = 5;

const plural = (count: number, word: string, words = `${word}s`) =>
  `${count} ${count === 1 ? word : words}`;

export type OverviewPerson = {
  id: number;
  fullName: string;
  jobTitle: string;
  businessName: string | null;
  profilePictureUrl: string | null;
};

/** The owner's part of card A: sign-ups waiting and the business's coaches. */
export type OwnerOverview = {
  signUpCount: number;
  /** Active coaches of the business, the owner included; null until known. */
  coachCount: number | null;
};

/**
 * Card A of the coach dashboard: who the coach is (linking to their profile), for an owner their
 * public page and the discount banner (`publicPage`), the athletes, and the actions that open
 * card B (`onOpenPanel`).
 */
export function CoachOverviewCard(props: {
  person: OverviewPerson;
  profilePath: string;
  publicPage?: ReactNode;
  athletes: CoachAthlete[];
  owner?: OwnerOverview;
  onOpenPanel: (panel: PanelKey) => void;
}) {
  const { person, athletes, owner } = props;
  const trained = athletes.filter((athlete) => athlete.coachId === person.id);
  const shown = trained.slice(0, AVATAR_ROW_SIZE);
  const more = trained.length - shown.length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Your overview">
      <Group wrap="nowrap" gap="md">
        <Avatar
          size={56}
          radius="xl"
          color="violet"
          src={person.profilePictureUrl}
          component={Link}
          to={props.profilePath}
          aria-label="My profile"
        >
          {initialsOf(person.fullName)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={props.profilePath} c="inherit" underline="hover">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
              {person.fullName}
            </Title>
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[person.jobTitle, person.businessName].filter(Boolean).join(" · ") || "Coach"}
          </Text>
        </div>
      </Group>

      {props.publicPage && (
        <Stack gap={4} mt="md">
          {props.publicPage}
        </Stack>
      )}

      {owner && owner.signUpCount > 0 && (
        <Alert color="orange" variant="light" mt="md" title="New athlete sign-ups" role="status">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              {plural(owner.signUpCount, "athlete")} signed up through your page.
            </Text>
            <Button size="xs" color="orange" onClick={() => props.onOpenPanel("sign-ups")}>
              Review &amp; approve
            </Button>
          </Group>
        </Alert>
      )}

      <Stack gap="xs" mt="lg">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text fw={700} size="xl">
            {plural(athletes.length, "athlete")}
          </Text>
          <Anchor component={Link} to="/my-athletes" size="sm">
            Go to athletes page
          </Anchor>
        </Group>
        {trained.length > 0 && (
          <Group gap={6} wrap="wrap" role="group" aria-label="Athletes you train">
            {shown.map((athlete) => (
              <Tooltip key={athlete.id} label={athlete.fullName || athlete.email}>
                <Avatar
                  component={Link}
                  to={`/athlete/${athlete.id}/calendar`}
                  radius="xl"
                  size={38}
                  color="initials"
                  name={athlete.fullName || athlete.email}
                  aria-label={athlete.fullName || athlete.email}
                />
              </Tooltip>
            ))}
            {more > 0 && (
              <Avatar
                component={Link}
                to="/my-athletes"
                radius="xl"
                size={38}
                aria-label={plural(more, "more athlete")}
              >
                +{more}
              </Avatar>
            )}
          </Group>
        )}
        <Text size="sm">
          {trained.length === 0
            ? "You are not training any athlete yet."
            : `You are training ${plural(trained.length, "athlete")}`}
        </Text>
      </Stack>

      <Group justify="space-between" mt="lg" wrap="wrap" gap="xs">
        <Text fw={600} size="sm">
          Get your athletes onboard
        </Text>
        <Button
          size="xs"
          leftSection={<IconUserPlus size={16} />}
          onClick={() => props.onOpenPanel("add-athletes")}
        >
          Add athletes
        </Button>
      </Group>

      {owner && (
        <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {owner.coachCount === null ? "Coaches" : plural(owner.coachCount, "coach", "coaches")}
            </Text>
            <Anchor component={Link} to="/my-coaches" size="sm">
              Go to coaches
            </Anchor>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => props.onOpenPanel("payments")}>
              Incoming payments
            </Button>
            <Button size="xs" variant="default" onClick={() => props.onOpenPanel("invite-coach")}>
              Add coach
            </Button>
          </Group>
        </Group>
      )}
    </Card>
  );
}
