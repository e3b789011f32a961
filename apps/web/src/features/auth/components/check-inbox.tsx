import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { ResendConfirmation } from "./resend-confirmation";

/** The outbox at /dev/mail exists on development servers only. */
function isDevelopmentHost() {
  const host = window.location.hostname;
  return import.meta.env.DEV || host === "localhost" || host.endsWith(".localhost");
}

/** After registration: where the confirmation link went, and what to do if it does not come. */
export function CheckInbox({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Text>
        We sent a confirmation link to{" "}
        <Text span fw={600}>
          {email}
        </Text>
        . Open it to activate your account.
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
