import { AthleteRequestBodySchema } from "@coach/shared/business/business.schemas";
import { Alert, Anchor, Button, Checkbox, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { serverFieldErrors, useZodForm } from "../../../lib/use-zod-form";
import { hostBusinessLabel, requestToJoin } from "../api/public-business";
import { JoinLayout } from "./join-layout";

const FIELDS = [
  "athletesFullName",
  "email",
  "shortIntroduction",
  "acceptTermsAndConditions",
] as const;

/** /register on a business's subdomain: a visitor asks to train with the business. */
export function AthleteRequestPage() {
  const navigate = useNavigate();
  const subdomain = hostBusinessLabel() ?? "";
  const form = useZodForm(AthleteRequestBodySchema, {
    subdomain,
    athletesFullName: "",
    email: "",
    shortIntroduction: "",
    acceptTermsAndConditions: false as unknown as true,
  });
  const send = useMutation({
    mutationFn: requestToJoin,
    meta: { silent: true },
    onSuccess: () => navigate("/welcome", { replace: true }),
    onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) send.mutate(body);
  }

  return (
    <JoinLayout title="Ask to join">
      <Text size="sm" c="dimmed">
        Tell the coach who you are; you will get an e-mail once they answer.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Full name"
            autoComplete="name"
            {...form.textProps("athletesFullName")}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            {...form.textProps("email")}
          />
          <Textarea
            label="A short introduction"
            description="Your goals, your sports, your experience"
            resize="vertical"
            rows={4}
            value={String(form.values.shortIntroduction ?? "")}
            error={form.errors.shortIntroduction}
            onChange={(event) => form.setValue("shortIntroduction", event.currentTarget.value)}
          />
          <Checkbox
            label="I accept the terms and conditions"
            checked={form.values.acceptTermsAndConditions === true}
            error={form.errors.acceptTermsAndConditions}
            onChange={(event) =>
              form.setValue(
                "acceptTermsAndConditions",
                event.currentTarget.checked as unknown as true,
              )
            }
          />
          <Button type="submit" loading={send.isPending} fullWidth>
            Sign up
          </Button>
          {send.isError && !Object.values(form.errors).some(Boolean) && (
            <Alert color="red">{send.error.message}</Alert>
          )}
        </Stack>
      </form>
      <Text size="sm" ta="center">
        Already an athlete here?{" "}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </JoinLayout>
  );
}
