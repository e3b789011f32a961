import {
  type ActiveBusinessCoach,
  type BusinessAthlete,
  matchesNameSearch,
} from "@coach/shared/people/business.schemas";
import { CoachInviteBodySchema } from "@coach/shared/validation/forms.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Alert, Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import { useAssignAthleteToCoach, useInviteCoach } from "../api/coach-manager";

const INVITE_FIELDS = ["email", "full_name"] as const;

/**
 * The coach invitation form: e-mail and full name; the invited coach gets a mail with a link to
 * join. `onDone` runs after a sent invitation, `onCancel` (when given) shows a Cancel button.
 */
export function InviteCoachForm({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel?: () => void;
}) {
  const form = useZodForm(CoachInviteBodySchema, { email: "", full_name: "" });
  const invite = useInviteCoach();

  function reset() {
    form.setValue("email", "");
    form.setValue("full_name", "");
    invite.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    invite.mutate(body, {
      onSuccess: () => {
        reset();
        onDone();
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, INVITE_FIELDS)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add coach">
      <Stack gap="sm">
        <TextInput label="E-mail" type="email" autoComplete="off" {...form.textProps("email")} />
        <TextInput label="Full name" autoComplete="off" {...form.textProps("full_name")} />
        <Text size="xs" c="dimmed">
          The coach gets an e-mail with a link to join your business.
        </Text>
        {invite.isError ? (
          <Alert color="red" role="alert">
            {messages.coachInviteFailed}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel && (
            <Button
              variant="default"
              onClick={() => {
                reset();
                onCancel();
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Add coach' as a dialog (the coaches page). */
export function AddCoachDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add coach">
      <InviteCoachForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}

/** 'Select coach': a case-insensitive search over the coaches' names; a click assigns. */
export function SelectCoachDialog({
  athlete,
  coaches,
  currentCoachId,
  onClose,
}: {
  athlete: BusinessAthlete | null;
  coaches: ActiveBusinessCoach[];
  currentCoachId: number | null;
  onClose: () => void;
}) {
  const [search, setSearch] = useState("");
  const assign = useAssignAthleteToCoach();
  const shown = coaches.filter(
    (coach) => coach.id !== currentCoachId && matchesNameSearch(coach.name, search),
  );

  function close() {
    setSearch("");
    onClose();
  }

  function choose(coach: ActiveBusinessCoach) {
    if (!athlete) return;
    assign.mutate({ coachId: coach.id, athleteId: athlete.id }, { onSuccess: close });
  }

  return (
    <Modal opened={athlete !== null} onClose={close} title="Select coach">
      <Stack gap="sm">
        {athlete ? (
          <Text size="sm">
            Choose the coach of <strong>{athlete.name}</strong>.
          </Text>
        ) : null}
        <TextInput
          label="Search coaches"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Stack gap={4} role="list" aria-label="Coaches">
          {shown.map((coach) => (
            <UnstyledButton
              key={coach.id}
              role="listitem"
              p="xs"
              style={{ borderRadius: "var(--mantine-radius-sm)" }}
              bg="var(--mantine-color-default-hover)"
              disabled={assign.isPending}
              onClick={() => choose(coach)}
              aria-label={`Assign to ${coach.name}`}
            >
              <Text fw={500}>{coach.name}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {coach.email}
              </Text>
            </UnstyledButton>
          ))}
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              No coach matches.
            </Text>
          ) : null}
        </Stack>
      </Stack>
    </Modal>
  );
}

/** Confirmation before removing a coach; their athletes stay in the business unassigned. */
export function RemoveCoachDialog({
  coach,
  isPending,
  onConfirm,
  onClose,
}: {
  coach: ActiveBusinessCoach | null;
  isPending: boolean;
  onConfirm: (coach: ActiveBusinessCoach) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={coach !== null} onClose={onClose} title="Remove coach">
      {coach ? (
        <Stack gap="sm">
          <Text size="sm">
            Remove <strong>{coach.name}</strong> from your business? Their{" "}
            {coach.athletes.length === 1 ? "athlete stays" : "athletes stay"} in your business
            without a coach until you assign one.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={isPending} onClick={() => onConfirm(coach)}>
              Remove coach
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
