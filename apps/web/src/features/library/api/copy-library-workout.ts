import type { LibraryWorkout, LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { libraryKey } from "./get-library";

/** A copy owned by the coach of any workout they can see, built-in tests included. */
export const copyLibraryWorkout = (id: LibraryWorkoutId) =>
  apiFetch<LibraryWorkout>(`/api/coach/library/${encodeURIComponent(String(id))}/copy/`, {
    method: "POST",
  });

export function useCopyLibraryWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyLibraryWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
