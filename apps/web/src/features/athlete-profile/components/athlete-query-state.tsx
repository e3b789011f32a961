import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";

/** Until an athlete's profile is loaded: a spinner, or the server's message with a retry. */
export function AthleteQueryState({
  query,
}: {
  query: Pick<UseQueryResult, "isError" | "error" | "refetch">;
}) {
  if (query.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Could not load this athlete's profile">
          {query.error?.message}
        </Alert>
        <Button variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl" role="status" aria-label="Loading the athlete's profile">
      <Loader />
    </Center>
  );
}
