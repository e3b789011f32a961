import { PasswordSchema } from "@coach/shared/validation/common.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { useZodForm } from "../../../lib/use-zod-form";
import { checkPasswordResetToken, login, resetPassword } from "../api/auth-api";
import { useStoreSession } from "../api/use-sign-in";
import { AuthLayout } from "./auth-layout";
import { PasswordField } from "./password-field";
import { passwordResetErrorMessage } from "./password-reset-error";
import { browserTimezone, subdomainOf } from "./sign-in-context";

const FirstPasswordSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

/**
 * /set-password?token= on a business's subdomain: an athlete whose sign-up the owner accepted,
 * or whom the owner added, chooses a first password from the mailed link, is signed in and
 * lands on their calendar.
 */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const form = useZodForm(FirstPasswordSchema, { password: "", confirmPassword: "" });
  const check = useQuery({
    queryKey: ["auth", "set-password", token],
    queryFn: () => checkPasswordResetToken(token),
    meta: { silent: true },
    retry: false,
  });
  const setPassword = useMutation({
    mutationFn: async (password: string) => {
      await resetPassword(token, password);
      await storeSession(
        await login({
          email: check.data!.email,
          password,
          timezone: browserTimezone(),
          subdomain: subdomainOf(window.location.hostname),
        }),
      );
    },
    meta: { silent: true },
    onSuccess: () => navigate("/", { replace: true }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (values) setPassword.mutate(values.password);
  }

  if (check.isError) {
    return (
      <AuthLayout title="Choose your password">
        <Alert color="red">{passwordResetErrorMessage(check.error)}</Alert>
        <Anchor component={Link} to="/password-reset-request/" ta="center">
          Request a new link
        </Anchor>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose your password">
      {check.isPending ? (
        <Center role="status" aria-label="Checking your link">
          <Loader size="md" />
        </Center>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Password for{" "}
              <Text span fw={600}>
                {check.data.email}
              </Text>
            </Text>
            <PasswordField
              label="Password"
              description="At least 8 characters"
              autoComplete="new-password"
              {...form.textProps("password")}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              {...form.textProps("confirmPassword")}
            />
            <Button type="submit" loading={setPassword.isPending} fullWidth>
              Set password and sign in
            </Button>
            {setPassword.isError && (
              <Alert color="red">{passwordResetErrorMessage(setPassword.error)}</Alert>
            )}
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
