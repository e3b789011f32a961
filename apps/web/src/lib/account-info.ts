import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { queryKeys } from "./query-keys";
import { useIsSignedIn } from "./session";

export const getAccountInfo = () => apiFetch<AccountInfoResponse>("/api/account/info/");

export const accountInfoQuery = () =>
  queryOptions({
    queryKey: queryKeys.accountInfo,
    queryFn: getAccountInfo,
    staleTime: 5 * 60_000,
  });

/** The signed-in account, which the shell and most pages read; disabled while signed out. */
export function useAccountInfo() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...accountInfoQuery(), enabled: isSignedIn });
}
