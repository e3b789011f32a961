import type { ExportFormat } from "@coach/shared/formats/workout-files";
import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { exportWorkoutFile } from "../../../components/workout-builder/export-workout";
import { notifyError } from "../../../lib/notify";
import { libraryWorkoutQuery } from "../api/get-library-workout";

/**
 * Exports a library workout in the browser: the whole workout is fetched when asked for, then
 * converted with the coach's thresholds.
 */
export function useWorkoutExport(zones: AccountZones | null, author: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (item: LibraryItem, format: ExportFormat) => {
      try {
        const workout = await queryClient.fetchQuery(libraryWorkoutQuery(item.id));
        await exportWorkoutFile(workout, format, zones, author);
      } catch (error) {
        // API failures were already announced by the query cache.
        if (error instanceof Error && error.name !== "ApiError") notifyError(error.message);
      }
    },
    [queryClient, zones, author],
  );
}
