import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ResendConfirmation } from "./resend-confirmation";

/** The outbox at /dev/mail exists on development servers only. */
function isDevelopmentHost() {
  const host = window.location.hostname;
  return import.meta.env.DEV || host === "localhost" || host.endsWith(".localhost");
}

/**
 * After registration: where the mail went, and what to do if it does not come. The same for a new
 * address and one that has an account (that one's mail offers a password reset instead), so the
 * page never tells who has an account.
 */
export function CheckInbox({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Text>
        We sent a mail to{" "}
        <Text span fw={600}>
          {email}
        </Text>
        . Open its link to activate your account. If this address already has an account, the mail
        explains how to sign in instead.
      </Text>
      {isDevelopmentHost() && (
        <Anchor href="/dev/mail" target="_blank" rel="noreferrer">
          Open the development outbox
        </Anchor>
      )}
      <Text size="sm" c="dimmed">
        No mail after a few minutes? Check your spam folder or send it again.
      </Text>
      <ResendConfirmation email={email} />
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
