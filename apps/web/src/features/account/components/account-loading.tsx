import type { UseQueryResult } from "@tanstack/react-query";
import { QueryState } from "../../../components/query-state";

/** What a page shows until the account is loaded: a spinner, or the failure with a retry. */
export function AccountLoading({
  query,
}: {
  query: Pick<UseQueryResult, "isError" | "error" | "refetch">;
}) {
  return (
    <QueryState
      query={query}
      errorTitle="Could not load your account"
      loadingLabel="Loading your account"
    />
  );
}
