import { LoginBodySchema } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-error";
import { useZodForm } from "../../../lib/use-zod-form";
import { login } from "../api/auth-api";
import { useStoreSession } from "../api/use-sign-in";
import { AuthLayout } from "./auth-layout";
import { PasswordField } from "./password-field";
import { ResendConfirmation } from "./resend-confirmation";
import { browserTimezone, safeRedirectPath, subdomainOf } from "./sign-in-context";

const CredentialsSchema = LoginBodySchema.pick({ email: true, password: true });
type Credentials = z.output<typeof CredentialsSchema>;

/** /login (optional `redirect` query): signs in and goes back where the user was headed. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const storeSession = useStoreSession();
  const form = useZodForm(CredentialsSchema, { email: "", password: "" });
  const signIn = useMutation({
    mutationFn: async (credentials: Credentials) => {
      const answer = await login({
        ...credentials,
        timezone: browserTimezone(),
        redirectQuery: redirect,
        subdomain: subdomainOf(window.location.hostname),
      });
      await storeSession(answer);
    },
    meta: { silent: true },
    onSuccess: () => navigate(safeRedirectPath(redirect), { replace: true }),
  });
  const isNotConfirmed =
    signIn.error instanceof ApiError && signIn.error.code === ErrorCode.emailNotConfirmed;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const credentials = form.validate();
    if (credentials) signIn.mutate(credentials);
  }

  return (
    <AuthLayout title="Sign in">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            {...form.textProps("email")}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.textProps("password")}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/password-reset-request/" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      {signIn.isError && <Alert color="red">{signIn.error.message}</Alert>}
      {isNotConfirmed && signIn.variables && <ResendConfirmation email={signIn.variables.email} />}
      <Text size="sm" ta="center">
        New here?{" "}
        <Anchor component={Link} to="/register">
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
