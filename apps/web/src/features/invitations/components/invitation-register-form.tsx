import type { InvitationPreview } from "@coach/shared/invitations/invitations.schemas";
import { PasswordSchema } from "@coach/shared/validation/common.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import type { FormEvent } from "react";
import { z } from "zod";
import { useZodForm } from "../../../lib/use-zod-form";
import { useRegisterFromInvitation } from "../api/register-from-invitation";

const NewAccountSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

const toggle = { "aria-label": "Show or hide characters" };

/** An invited address without an account chooses a password and is signed in. */
export function InvitationRegisterForm({
  invitation,
  onRegistered,
}: {
  invitation: InvitationPreview;
  onRegistered: () => void;
}) {
  const form = useZodForm(NewAccountSchema, { password: "", confirmPassword: "" });
  const register = useRegisterFromInvitation(invitation.kind, onRegistered);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) {
      register.mutate({ token: invitation.url_hash, password: values.password });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Create your account for{" "}
          <Text span fw={600}>
            {invitation.email}
          </Text>{" "}
          to answer.
        </Text>
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...form.textProps("password")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          {...form.textProps("confirmPassword")}
        />
        <Button type="submit" loading={register.isPending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
