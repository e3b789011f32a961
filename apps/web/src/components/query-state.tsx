import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";

/** What a page shows until its data is loaded: a spinner, or the server's message with a retry. */
export function QueryState({
  query,
  errorTitle,
  loadingLabel,
}: {
  query: Pick<UseQueryResult, "isError" | "error" | "refetch">;
  errorTitle: string;
  loadingLabel: string;
}) {
  if (query.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title={errorTitle}>
          {query.error?.message}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status" aria-label={loadingLabel}>
      <Loader />
    </Center>
  );
}
