import type { Invitation, InvitationStatus } from "@coach/shared/invitations/invitations.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Badge, Box, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { useDeleteInvitation } from "../api/delete-invitation";

const STATUS_COLORS: Record<InvitationStatus, string> = {
  Pending: "blue",
  Accepted: "teal",
  Declined: "red",
  Expired: "gray",
};

const nameOf = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

const KIND_LABELS: Record<Invitation["kind"], string> = {
  coach_to_athlete: "to be coached",
  athlete_to_coach: "to coach",
  business_coach: "to coach in a business",
};

function StatusBadge({ status }: { status: InvitationStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}

/** The invitations the user sent: whom, the status, and Delete. */
export function SentInvitations({ invitations }: { invitations: Invitation[] }) {
  const remove = useDeleteInvitation();
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have not sent any invitation.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {invitations.map((invitation) => (
        <Group key={invitation.uuid_str} component="li" justify="space-between" wrap="nowrap">
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={500} truncate>
              {nameOf(invitation.receiver_info)}
            </Text>
            <Text size="xs" c="dimmed">
              {KIND_LABELS[invitation.kind]}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <StatusBadge status={invitation.status} />
            <Button
              size="xs"
              color="red"
              variant="subtle"
              aria-label={`Delete the invitation to ${invitation.email}`}
              loading={remove.isPending && remove.variables === invitation.uuid_str}
              onClick={() =>
                remove.mutate(invitation.uuid_str, {
                  onSuccess: () => notifySuccess(messages.invitationResponded),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** The invitations the user received: who, the status; each opens the response screen. */
export function ReceivedInvitations({ invitations }: { invitations: Invitation[] }) {
  const navigate = useNavigate();
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        You have not received any invitation.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {invitations.map((invitation) => (
        <li key={invitation.uuid_str}>
          <UnstyledButton
            w="100%"
            onClick={() => navigate(`/invitation/${invitation.url_hash}`)}
            aria-label={`Open the invitation from ${nameOf(invitation.sender_info)}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500} truncate>
                  {nameOf(invitation.sender_info)}
                </Text>
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[invitation.kind]}
                </Text>
              </Stack>
              <Box style={{ flexShrink: 0 }}>
                <StatusBadge status={invitation.status} />
              </Box>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
