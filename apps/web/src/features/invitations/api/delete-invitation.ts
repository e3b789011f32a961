import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE api/invitations/respond: the sender withdraws a sent invitation. */
export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid_str: string) =>
      apiFetch<{ message: string }>("/api/invitations/respond", {
        method: "DELETE",
        body: { uuid_str },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}
