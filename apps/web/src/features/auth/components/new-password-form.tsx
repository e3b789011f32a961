import { PasswordSchema } from "@coach/shared/validation/common.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Alert, Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { z } from "zod";
import { useZodForm } from "../../../lib/use-zod-form";
import { resetPassword } from "../api/auth-api";
import { PasswordField } from "./password-field";
import { passwordResetErrorMessage } from "./password-reset-error";

const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

type NewPasswordFormProps = { token: string; onDone: (detail: string) => void };

/** The new password, typed twice, sent with the link's token. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const form = useZodForm(NewPasswordSchema, { password: "", confirmPassword: "" });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    meta: { silent: true },
    onSuccess: (answer) => onDone(answer.detail),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (values) reset.mutate(values.password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordField
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          {...form.textProps("password")}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.textProps("confirmPassword")}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Set new password
        </Button>
        {reset.isError && <Alert color="red">{passwordResetErrorMessage(reset.error)}</Alert>}
      </Stack>
    </form>
  );
}
