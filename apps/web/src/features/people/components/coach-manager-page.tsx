import type {
  ActiveBusinessCoach,
  BusinessAthlete,
  NewBusinessCoach,
} from "@coach/shared/people/business.schemas";
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { instantDateLabel } from "../../../lib/formats";
import { useBusinessCoaches, useRemoveCoach } from "../api/coach-manager";
import { AddCoachDialog, RemoveCoachDialog, SelectCoachDialog } from "./coach-manager-dialogs";

const wrap = { overflowWrap: "anywhere" } as const;

type Assigning = { athlete: BusinessAthlete; currentCoachId: number | null };

/**
 * /my-coaches (business owner): the business's coaches with their athletes, the coaches invited
 * who have not joined, and the athletes without a coach; add a coach, assign an athlete to a
 * coach, remove a coach.
 */
export function CoachManagerPage({ dateFormat }: { dateFormat: string }) {
  const query = useBusinessCoaches();
  const remove = useRemoveCoach();
  const [isAdding, setAdding] = useState(false);
  const [assigning, setAssigning] = useState<Assigning | null>(null);
  const [removing, setRemoving] = useState<ActiveBusinessCoach | null>(null);

  const coaches = (query.data?.coaches ?? []).filter(
    (coach): coach is ActiveBusinessCoach => coach.type === "coach",
  );
  const invited = (query.data?.coaches ?? []).filter(
    (coach): coach is NewBusinessCoach => coach.type === "new-coach",
  );
  const unassigned = query.data?.unassignedAthletes ?? [];

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz="h2">
            Coaches
          </Title>
          <Button onClick={() => setAdding(true)}>Add coach</Button>
        </Group>
        {query.data ? (
          <>
            <section aria-labelledby="coaches-heading">
              <Title id="coaches-heading" order={2} fz="h4" mb="sm">
                Coaches ({coaches.length})
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {coaches.map((coach) => (
                  <CoachCard
                    key={coach.id}
                    coach={coach}
                    onAssign={(athlete) => setAssigning({ athlete, currentCoachId: coach.id })}
                    onRemove={() => setRemoving(coach)}
                  />
                ))}
              </SimpleGrid>
            </section>
            <section aria-labelledby="unassigned-heading">
              <Title id="unassigned-heading" order={2} fz="h4" mb="sm">
                Athletes without a coach ({unassigned.length})
              </Title>
              {unassigned.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Every athlete of your business has a coach.
                </Text>
              ) : (
                <Card withBorder padding="sm">
                  <AthleteList
                    label="Athletes without a coach"
                    athletes={unassigned}
                    actionLabel="Assign coach"
                    onAction={(athlete) => setAssigning({ athlete, currentCoachId: null })}
                  />
                </Card>
              )}
            </section>
            <section aria-labelledby="invited-heading">
              <Title id="invited-heading" order={2} fz="h4" mb="sm">
                Invited coaches ({invited.length})
              </Title>
              {invited.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No coach invitation is waiting for an answer.
                </Text>
              ) : (
                <Stack gap="xs" role="list" aria-label="Invited coaches">
                  {invited.map((invitation) => (
                    <InvitedCoach
                      key={invitation.id}
                      invitation={invitation}
                      dateFormat={dateFormat}
                    />
                  ))}
                </Stack>
              )}
            </section>
          </>
        ) : (
          <QueryState
            query={query}
            errorTitle="Your coaches could not be loaded"
            loadingLabel="Loading coaches"
          />
        )}
      </Stack>
      <AddCoachDialog opened={isAdding} onClose={() => setAdding(false)} />
      <SelectCoachDialog
        athlete={assigning?.athlete ?? null}
        currentCoachId={assigning?.currentCoachId ?? null}
        coaches={coaches}
        onClose={() => setAssigning(null)}
      />
      <RemoveCoachDialog
        coach={removing}
        isPending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(coach) => remove.mutate(coach.id, { onSuccess: () => setRemoving(null) })}
      />
    </Container>
  );
}

function CoachCard({
  coach,
  onAssign,
  onRemove,
}: {
  coach: ActiveBusinessCoach;
  onAssign: (athlete: BusinessAthlete) => void;
  onRemove: () => void;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={coach.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} style={wrap}>
                {coach.name}
              </Text>
              {coach.isOwner ? (
                <Badge size="sm" variant="light">
                  You
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={wrap}>
              {coach.email}
            </Text>
          </div>
          {coach.isOwner ? null : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              style={{ flexShrink: 0 }}
              onClick={onRemove}
              aria-label={`Remove coach ${coach.name}`}
            >
              Remove
            </Button>
          )}
        </Group>
        <Text size="sm">
          {coach.athletes.length === 1 ? "1 athlete" : `${coach.athletes.length} athletes`}
        </Text>
        {coach.athletes.length > 0 ? (
          <AthleteList
            label={`Athletes of ${coach.name}`}
            athletes={coach.athletes}
            actionLabel="Change coach"
            onAction={onAssign}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function AthleteList({
  label,
  athletes,
  actionLabel,
  onAction,
}: {
  label: string;
  athletes: BusinessAthlete[];
  actionLabel: string;
  onAction: (athlete: BusinessAthlete) => void;
}) {
  return (
    <Stack gap={6} role="list" aria-label={label}>
      {athletes.map((athlete) => (
        <Group key={athlete.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} style={wrap}>
              {athlete.name}
            </Text>
            <Text size="xs" c="dimmed" style={wrap}>
              {athlete.email}
            </Text>
          </div>
          <Button
            size="compact-xs"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={() => onAction(athlete)}
            aria-label={`${actionLabel} for ${athlete.name}`}
          >
            {actionLabel}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

const STATUS_COLOR: Record<NewBusinessCoach["status"], string> = {
  Pending: "blue",
  Declined: "red",
  Expired: "gray",
};

function InvitedCoach({
  invitation,
  dateFormat,
}: {
  invitation: NewBusinessCoach;
  dateFormat: string;
}) {
  return (
    <Card withBorder padding="sm" role="listitem">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} style={wrap}>
            {invitation.name || invitation.email}
          </Text>
          <Text size="xs" c="dimmed" style={wrap}>
            {invitation.email} · sent {instantDateLabel(invitation.sentAt, dateFormat)}
          </Text>
        </div>
        <Badge color={STATUS_COLOR[invitation.status]} variant="light">
          {invitation.status}
        </Badge>
      </Group>
    </Card>
  );
}
