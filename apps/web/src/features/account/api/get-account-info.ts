import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useIsSignedIn } from "../../../lib/session";

export const accountInfoKey = ["account", "info"] as const;

export const getAccountInfo = () => apiFetch<AccountInfoResponse>("/api/account/info/");

export const accountInfoQuery = () =>
  queryOptions({ queryKey: accountInfoKey, queryFn: getAccountInfo, staleTime: 5 * 60_000 });

/** The signed-in account; disabled while signed out. */
export function useAccountInfo() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...accountInfoQuery(), enabled: isSignedIn });
}
