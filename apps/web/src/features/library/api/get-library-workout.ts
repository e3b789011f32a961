import type { LibraryWorkout, LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { libraryKey } from "./get-library";

export const libraryWorkoutKey = (id: LibraryWorkoutId) =>
  [...libraryKey, "workout", String(id)] as const;

export const getLibraryWorkout = (id: LibraryWorkoutId) =>
  apiFetch<LibraryWorkout>(`/api/coach/library/${encodeURIComponent(String(id))}/`);

export const libraryWorkoutQuery = (id: LibraryWorkoutId) =>
  queryOptions({ queryKey: libraryWorkoutKey(id), queryFn: () => getLibraryWorkout(id) });

/** One whole workout, for the builder; idle without an id. */
export function useLibraryWorkout(id: LibraryWorkoutId | null) {
  return useQuery({ ...libraryWorkoutQuery(id ?? ""), enabled: id !== null });
}
