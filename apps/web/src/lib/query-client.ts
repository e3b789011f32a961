import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { editConflictOf } from "./edit-conflict";
import { notifyError } from "./notify";

/**
 * Errors the API client has not already announced get a toast, unless the caller opts out. A
 * stale write's 409 never does: only editors send versions, and they show it with its choices.
 */
function announce(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.isNotified) return;
  if (editConflictOf(error)) return;
  notifyError(error instanceof Error ? error.message : String(error));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => announce(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => announce(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
    },
  },
});
