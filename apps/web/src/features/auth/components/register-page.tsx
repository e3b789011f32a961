import { RegisterBodySchema } from "@coach/shared/auth/auth.schemas";
import { Alert, Anchor, Button, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import { register } from "../api/auth-api";
import { AuthLayout } from "./auth-layout";
import { CheckInbox } from "./check-inbox";
import { PasswordField } from "./password-field";
import { browserTimezone } from "./sign-in-context";

const FormSchema = RegisterBodySchema.pick({
  fullName: true,
  email: true,
  password: true,
  is_coach: true,
});
const FIELD_NAMES = ["fullName", "email", "password", "is_coach"] as const;
const ROLES = [
  { value: "athlete", label: "I am an athlete" },
  { value: "coach", label: "I am a coach" },
];

/** /register: creates an account, then asks the user to confirm the e-mail. */
export function RegisterPage() {
  const form = useZodForm(FormSchema, { fullName: "", email: "", password: "", is_coach: false });
  const signUp = useMutation({
    mutationFn: register,
    meta: { silent: true },
    onError: (error) => form.setErrors(serverFieldErrors(error, FIELD_NAMES)),
  });
  const hasFieldErrors = Object.keys(serverFieldErrors(signUp.error, FIELD_NAMES)).length > 0;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) signUp.mutate({ ...body, timezone: browserTimezone() });
  }

  if (signUp.isSuccess) {
    return (
      <AuthLayout title="Check your inbox">
        <CheckInbox email={signUp.variables.email} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Account type"
            fullWidth
            data={ROLES}
            value={form.values.is_coach ? "coach" : "athlete"}
            onChange={(role) => form.setValue("is_coach", role === "coach")}
          />
          <TextInput label="Full name" autoComplete="name" {...form.textProps("fullName")} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            {...form.textProps("email")}
          />
          <PasswordField
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            {...form.textProps("password")}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      {signUp.isError && !hasFieldErrors && <Alert color="red">{signUp.error.message}</Alert>}
      <Text size="sm" ta="center">
        Already have an account?{" "}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
