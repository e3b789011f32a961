import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { queryClient } from "./query-client";
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

declare global {
  interface Window {
    /** The page's early script's answer (src/early/): the account, or null when refused or failed. */
    __accountInfoEarly?: Promise<AccountInfoResponse | null>;
    /** Set once the app has started: a script that runs later asks for nothing. */
    __accountInfoTaken?: boolean;
  }
}

/**
 * Starts the account query with the answer the page's early script (src/early/) asked for beside
 * the app's code (docs/decisions/131-account-asked-with-the-page.md), once: the first screen then
 * waits for no round trip of its own. The script is `async`: when the app's code was cached
 * and runs first, the script finds the app started and asks nothing. An answer refused or
 * failed is asked again through the API client, which renews an expired token.
 */
export function takeEarlyAccountInfo() {
  // Whichever runs first decides: the script's answer, or the app's own call, never both.
  window.__accountInfoTaken = true;
  const early = window.__accountInfoEarly;
  if (!early) return;
  delete window.__accountInfoEarly;
  void queryClient.prefetchQuery({
    ...accountInfoQuery(),
    queryFn: () => early.then((answer) => answer ?? getAccountInfo()),
  });
}
