import { Alert, Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { confirmEmail } from "../api/auth-api";
import { useStoreSession } from "../api/use-sign-in";
import { AuthLayout } from "./auth-layout";
import { ResendConfirmation } from "./resend-confirmation";

/**
 * /email-confirm/:token/: confirms on arrival and signs the user in; the route guard then
 * sends a new account to /first-settings.
 */
export function EmailConfirmPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const confirm = useMutation({
    mutationFn: async (linkToken: string) => storeSession(await confirmEmail(linkToken)),
    meta: { silent: true },
    onSuccess: () => navigate("/", { replace: true }),
  });
  const { mutate } = confirm;
  // A token works once: React's StrictMode runs effects twice, the second must not spend it again.
  const confirmedToken = useRef<string | null>(null);

  useEffect(() => {
    if (confirmedToken.current === token) return;
    confirmedToken.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isError) {
    return (
      <AuthLayout title="Confirm your e-mail">
        <Alert color="red">{confirm.error.message}</Alert>
        <Text size="sm">Enter your e-mail and we will send you a new confirmation link.</Text>
        <ResendConfirmation />
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Confirm your e-mail">
      <Center>
        <Stack align="center" gap="xs" role="status">
          <Loader size="md" />
          <Text c="dimmed">Confirming your e-mail…</Text>
        </Stack>
      </Center>
    </AuthLayout>
  );
}
