import { Alert, Anchor, Button, Center, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { checkPasswordResetToken } from "../api/auth-api";
import { AuthLayout } from "./auth-layout";
import { NewPasswordForm } from "./new-password-form";
import { passwordResetErrorMessage } from "./password-reset-error";

/** /password-reset/:token/: checks the mailed link, then sets a new password. */
export function PasswordResetPage() {
  const { token = "" } = useParams();
  const [doneDetail, setDoneDetail] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ["auth", "password-reset", token],
    queryFn: () => checkPasswordResetToken(token),
    meta: { silent: true },
    retry: false,
  });

  if (doneDetail !== null) {
    return (
      <AuthLayout title="Password changed">
        <Alert color="teal">{doneDetail}</Alert>
        <Button component={Link} to="/login" fullWidth>
          Sign in
        </Button>
      </AuthLayout>
    );
  }

  if (check.isError) {
    return (
      <AuthLayout title="Reset your password">
        <Alert color="red">{passwordResetErrorMessage(check.error)}</Alert>
        <Anchor component={Link} to="/password-reset-request/" ta="center">
          Request a new reset link
        </Anchor>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      {check.isPending ? (
        <Center role="status" aria-label="Checking your link">
          <Loader size="md" />
        </Center>
      ) : (
        <>
          <Text size="sm">
            New password for{" "}
            <Text span fw={600}>
              {check.data.email}
            </Text>
          </Text>
          <NewPasswordForm token={token} onDone={setDoneDetail} />
        </>
      )}
    </AuthLayout>
  );
}
