import type { LoginResponse } from "@coach/shared/auth/auth.schemas";
import { useQueryClient } from "@tanstack/react-query";
import { session } from "../../../lib/session";
import { accountInfoKey, getAccountInfo } from "../../account/api/get-account-info";

/** Stores the tokens of a login (or confirmation) answer and loads the account. */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return async (answer: LoginResponse) => {
    queryClient.clear();
    session.setTokens(answer.tokens);
    await queryClient.fetchQuery({ queryKey: accountInfoKey, queryFn: getAccountInfo });
  };
}
