import type { LoginResponse } from "@coach/shared/auth/auth.schemas";
import { useQueryClient } from "@tanstack/react-query";
import { getAccountInfo } from "../../../lib/account-info";
import { queryKeys } from "../../../lib/query-keys";
import { session } from "../../../lib/session";

/** Stores the tokens of a login (or confirmation) answer and loads the account. */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return async (answer: LoginResponse) => {
    queryClient.clear();
    session.setTokens(answer.tokens);
    await queryClient.fetchQuery({ queryKey: queryKeys.accountInfo, queryFn: getAccountInfo });
  };
}
