import type { LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { libraryKey } from "./get-library";

export const deleteLibraryWorkout = (id: LibraryWorkoutId) =>
  apiFetch<null>(`/api/coach/library/${encodeURIComponent(String(id))}/`, { method: "DELETE" });

export function useDeleteLibraryWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLibraryWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
