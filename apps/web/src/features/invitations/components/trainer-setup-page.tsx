import { PasswordSchema } from "@coach/shared/validation/common.schemas";
import { messages } from "@coach/shared/validation/messages";
import {
  Alert,
  Button,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../lib/api-error";
import { useIsSignedIn } from "../../../lib/session";
import { useZodForm } from "../../../lib/use-zod-form";
import { useFinishCoachSetup } from "../api/finish-coach-setup";
import { invitationPreviewQuery } from "../api/validate-invitation";
import { afterAcceptPath } from "./after-accept-path";
import { InvitationFrame } from "./invitation-frame";

/** The steps of the coach's setup; the spec starts it at setup-profile, the only one so far. */
export type TrainerSetupStep = "setup-profile";

const SetupProfileSchema = z
  .object({
    fullName: z.string().trim().min(1, messages.required).max(200),
    jobTitle: z.string().trim().max(200),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

const toggle = { "aria-label": "Show or hide characters" };

/**
 * /trainer-setup?token= on a business's subdomain: the coach the owner invited, without an
 * account yet, sets up their profile (name, job title, password) from the mailed link, which
 * creates the account in the business, and lands on the dashboard signed in. Any other state of
 * the invitation (an existing account, answered, another kind) is the response screen's.
 */
export function TrainerSetupPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  // Asked as signed out whatever happens: signing in on submit must not reload the invitation.
  const preview = useQuery({ ...invitationPreviewQuery(token, false), enabled: token !== "" });
  const setup = useFinishCoachSetup(token, () =>
    navigate(
      afterAcceptPath({ kind: "business_coach", athleteId: null, onBoardingId: null }, null),
      {
        replace: true,
      },
    ),
  );
  const currentStep: TrainerSetupStep = "setup-profile";
  const form = useZodForm(SetupProfileSchema, {
    fullName: "",
    jobTitle: "",
    password: "",
    confirmPassword: "",
  });

  if (token === "" || (preview.error instanceof ApiError && preview.error.status === 404)) {
    return (
      <InvitationFrame title="Coach setup">
        <Alert color="red">{messages.invitationGone}</Alert>
        <Button component={Link} to="/login" variant="light">
          Sign in
        </Button>
      </InvitationFrame>
    );
  }
  if (preview.isError) {
    return (
      <InvitationFrame title="Coach setup">
        <Alert color="red">{preview.error.message}</Alert>
      </InvitationFrame>
    );
  }
  if (preview.isPending) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading the invitation" />
      </Center>
    );
  }
  const invitation = preview.data;
  const isForSetup =
    invitation.kind === "business_coach" &&
    !invitation.hasAccount &&
    invitation.status === "Pending" &&
    !invitation.isExpired;
  // Until this screen signs the coach in, the response screen knows every other case.
  if (setup.isIdle && (!isForSetup || isSignedIn)) {
    return <Navigate to={`/invitation/${encodeURIComponent(token)}`} replace />;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate();
    if (values) setup.mutate(values);
  }

  return (
    <InvitationFrame title="Set up your coach profile">
      <form onSubmit={submit} noValidate data-step={currentStep}>
        <Stack gap="sm">
          <Text size="sm">
            Join {invitation.businessName ?? "the business"} as a coach with{" "}
            <Text span fw={600}>
              {invitation.email}
            </Text>
            .
          </Text>
          <TextInput label="Full name" autoComplete="name" {...form.textProps("fullName")} />
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            {...form.textProps("jobTitle")}
          />
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
          <Button type="submit" loading={setup.isPending}>
            Create account and sign in
          </Button>
          {setup.isError && <Alert color="red">{setup.error.message}</Alert>}
        </Stack>
      </form>
    </InvitationFrame>
  );
}
