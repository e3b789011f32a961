import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";

/** What a page shows until the account is loaded: a spinner, or the failure with a retry. */
export function AccountLoading({
  query,
}: {
  query: Pick<UseQueryResult, "isError" | "error" | "refetch">;
}) {
  if (query.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Could not load your account">
          {query.error?.message}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Loading your account">
      <Loader />
    </Center>
  );
}
