import { EmailOnlyBodySchema } from "@coach/shared/auth/auth.schemas";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { useZodForm } from "../../../lib/use-zod-form";
import { requestPasswordReset } from "../api/auth-api";
import { AuthLayout } from "./auth-layout";
import { passwordResetErrorMessage } from "./password-reset-error";

/** /password-reset-request/: mails a reset link; the answer never says whether the account exists. */
export function PasswordResetRequestPage() {
  const form = useZodForm(EmailOnlyBodySchema, { email: "" });
  const resetRequest = useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) resetRequest.mutate(body.email);
  }

  return (
    <AuthLayout title="Reset your password">
      {resetRequest.isSuccess ? (
        <Alert color="teal">{resetRequest.data.detail}</Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the e-mail of your account and we will send you a link to choose a new password.
            </Text>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              {...form.textProps("email")}
            />
            <Button type="submit" loading={resetRequest.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      {resetRequest.isError && (
        <Alert color="red">{passwordResetErrorMessage(resetRequest.error)}</Alert>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthLayout>
  );
}
