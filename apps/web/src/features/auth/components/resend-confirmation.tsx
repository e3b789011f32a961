import { EmailOnlyBodySchema } from "@coach/shared/auth/auth.schemas";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useZodForm } from "../../../lib/use-zod-form";
import { requestEmailConfirmation } from "../api/auth-api";

type ResendConfirmationProps = {
  /** The address to send to; without it the user types one. */
  email?: string;
};

/** 'Send the confirmation mail again', with the server's answer under it. */
export function ResendConfirmation({ email }: ResendConfirmationProps) {
  const form = useZodForm(EmailOnlyBodySchema, { email: email ?? "" });
  const resend = useMutation({ mutationFn: requestEmailConfirmation, meta: { silent: true } });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) resend.mutate(body.email);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {email === undefined && (
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            {...form.textProps("email")}
          />
        )}
        <Button type="submit" variant="light" loading={resend.isPending} fullWidth>
          Send the confirmation mail again
        </Button>
        {resend.isSuccess && <Alert color="teal">{resend.data.detail}</Alert>}
        {resend.isError && <Alert color="red">{resend.error.message}</Alert>}
      </Stack>
    </form>
  );
}
