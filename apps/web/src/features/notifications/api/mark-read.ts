import {
  MAX_NOTIFICATION_IDS,
  type MarkReadBody,
} from "@coach/shared/notifications/notifications.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { markReadInCache, notificationListsKey } from "./notifications-cache";

export const markRead = (ids: number[] | null) =>
  apiFetch<{ updated: number }>("/api/notifications/mark-read/", {
    method: "POST",
    body: { notification_ids: ids } satisfies MarkReadBody,
  });

/**
 * POST api/notifications/mark-read/ for these ids, or every notification with null. The lists
 * show them read at once. Marking on sight runs in the background: `isSilent` keeps its
 * failures quiet (the items stay unread and are marked next time).
 */
export function useMarkRead({ isSilent = false }: { isSilent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | null) => markRead(ids),
    meta: { silent: isSilent },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationListsKey });
      markReadInCache(queryClient, ids);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationListsKey }),
  });
}

/** Ids in the batches one mark-read call takes. */
export function inBatches(ids: number[]): number[][] {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += MAX_NOTIFICATION_IDS) {
    batches.push(ids.slice(start, start + MAX_NOTIFICATION_IDS));
  }
  return batches;
}
