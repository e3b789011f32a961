import type { LibraryListResponse } from "@coach/shared/library/library.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Every library query starts with this key, so one invalidation refreshes them all. */
export const libraryKey = ["coach", "library"] as const;
export const libraryListKey = [...libraryKey, "list"] as const;

export const getLibrary = () => apiFetch<LibraryListResponse>("/api/coach/library/");

export const libraryQuery = () => queryOptions({ queryKey: libraryListKey, queryFn: getLibrary });

/** The rows of the coach's library (id, name, type, subtype, totals, owner). */
export function useLibrary() {
  return useQuery(libraryQuery());
}
