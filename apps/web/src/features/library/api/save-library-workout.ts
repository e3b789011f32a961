import type {
  LibraryWorkout,
  LibraryWorkoutId,
  UpdateLibraryWorkoutBody,
} from "@coach/shared/library/library.schemas";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { libraryKey } from "./get-library";

export const createLibraryWorkout = (body: WorkoutBody) =>
  apiFetch<LibraryWorkout>("/api/coach/library/", { method: "POST", body });

/** PUT with the version the builder loaded: 409 when saved since (decision 083). */
export const updateLibraryWorkout = ({
  id,
  body,
}: {
  id: LibraryWorkoutId;
  body: UpdateLibraryWorkoutBody;
}) =>
  apiFetch<LibraryWorkout>(`/api/coach/library/${encodeURIComponent(String(id))}/`, {
    method: "PUT",
    body,
  });

/** POST for a new workout, PUT for an existing one; the list and the workout refresh. */
export function useSaveLibraryWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: LibraryWorkoutId | null; body: UpdateLibraryWorkoutBody }) =>
      id === null ? createLibraryWorkout(body) : updateLibraryWorkout({ id, body }),
    // The builder shows a failure next to what the coach typed.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
