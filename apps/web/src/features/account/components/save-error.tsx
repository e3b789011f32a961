import { messages } from "@coach/shared/validation/messages";
import { Alert } from "@mantine/core";

/**
 * Under a settings form whose save failed: 'Could not update your profile' with the
 * server's reason, so nothing the user typed is lost and the cause stays on screen.
 */
export function SaveError({ error }: { error: Error | null }) {
  if (!error) return null;
  const reason =
    error.message && error.message !== messages.profileUpdateFailed ? error.message : null;
  return (
    <Alert color="red" title={messages.profileUpdateFailed}>
      {reason}
    </Alert>
  );
}
