import type {
  AccountInfoResponse,
  UpdateGeneralBody,
  UpdateProfileBody,
} from "@coach/shared/account/account.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

type UpdateResponse = AccountInfoResponse & { message: string };

export const updateProfile = (body: UpdateProfileBody) =>
  apiFetch<UpdateResponse>("/api/account/update/profile/", { method: "POST", body });

export const updateGeneral = (body: UpdateGeneralBody) =>
  apiFetch<UpdateResponse>("/api/account/update/general/", { method: "POST", body });

/** Marks the first setup done (GET api/account/info/f). */
export const finishFirstSetup = () => apiFetch<AccountInfoResponse>("/api/account/info/f");

/** Each write answers the whole account: the cache takes it as it is. */
function useAccountWrite<TBody, TAnswer extends AccountInfoResponse>(
  write: (body: TBody) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The settings cards show a failure themselves, next to what the user typed.
    meta: { silent: true },
    onSuccess: (info) => {
      const { details, settings } = info;
      queryClient.setQueryData(queryKeys.accountInfo, { details, settings });
    },
  });
}

export const useUpdateProfile = () => useAccountWrite(updateProfile);
export const useUpdateGeneral = () => useAccountWrite(updateGeneral);
export const useFinishFirstSetup = () =>
  useAccountWrite<void, AccountInfoResponse>(finishFirstSetup);
