import { InvitationEmailSchema } from "@coach/shared/invitations/invitations.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Alert, Button, Loader, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useSendInvitation } from "../api/send-invitation";

/** The coach's on-boarding form, as the composing route reads it (undefined while loading). */
export type InviteOnboarding = {
  formId: number | null | undefined;
  /** The form's summary and its builder, shown when 'Show form' is on. */
  card?: ReactNode;
};

const isValidEmail = (email: string) => InvitationEmailSchema.safeParse(email).success;

/**
 * Invite by e-mail: a coach invites an athlete (mode "athlete", with the 'Show form' switch for
 * the on-boarding form), an athlete invites a coach (mode "coach"). Send is enabled only for a
 * valid address; a blank address is reset when the field loses focus.
 */
export function InviteForm({
  mode,
  onboarding,
}: {
  mode: "athlete" | "coach";
  onboarding?: InviteOnboarding;
}) {
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [isFormShown, setFormShown] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useSendInvitation();

  const formId = onboarding?.formId;
  const isWaitingForForm = mode === "athlete" && isFormShown && formId === undefined;
  const isMissingForm = mode === "athlete" && isFormShown && formId === null;
  const canSend = isValidEmail(email) && !isWaitingForForm && !isMissingForm && !send.isPending;

  const checkEmail = () => {
    if (email.trim() === "") {
      setEmail("");
      setEmailError(null);
      return;
    }
    setEmailError(isValidEmail(email) ? null : messages.invitationEmailInvalid);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(
      {
        email: email.trim(),
        from_athlete_to_coach: mode === "coach",
        messageFromCoach: message.trim(),
        onBoardingId: mode === "athlete" && isFormShown ? (formId ?? null) : null,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(messages.invitationSent);
          setSentMessage(answer.message);
          setEmail("");
          setMessage("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={mode === "athlete" ? "Athlete's e-mail" : "Coach's e-mail"}
          type="email"
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setSentMessage(null);
            if (emailError && isValidEmail(event.currentTarget.value)) setEmailError(null);
          }}
          onBlur={checkEmail}
          autoComplete="off"
        />
        {mode === "coach" && (
          <Text size="sm" c="dimmed">
            The coach you invite should already have an account.
          </Text>
        )}
        <Textarea
          label="Short message (optional)"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={2000}
          // Not autosize: it listens to document.fonts, which jsdom lacks.
          rows={3}
        />
        {mode === "athlete" && (
          <Switch
            label="Show form"
            description="Ask the athlete to fill in your on-boarding form"
            checked={isFormShown}
            onChange={(event) => setFormShown(event.currentTarget.checked)}
          />
        )}
        {isWaitingForForm && <Loader size="xs" aria-label="Loading your on-boarding form" />}
        {isMissingForm && (
          <Text size="sm" c="orange">
            You have no on-boarding form yet: create it before sending it with an invitation.
          </Text>
        )}
        {mode === "athlete" && isFormShown && onboarding?.card}
        <Button type="submit" disabled={!canSend} loading={send.isPending} w="fit-content">
          Send Invitation
        </Button>
        {sentMessage && (
          <Alert color="teal" role="status">
            {sentMessage}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
