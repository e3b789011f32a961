import type { ExportFormat } from "@coach/shared/formats/workout-files";
import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { notifyError } from "../../../lib/notify";
import { libraryWorkoutQuery } from "../api/get-library-workout";
import { exportThresholds } from "./export-thresholds";

/** Hands bytes to the browser as a download named `fileName`. */
export function downloadFile(fileName: string, mimeType: string, bytes: Uint8Array) {
  const blob = new Blob([bytes as BlobPart], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers lose the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Exports a library workout in the browser (the conversions are local, spec section 7): the
 * whole workout is fetched when asked for, then converted with the coach's thresholds.
 */
export function useWorkoutExport(zones: AccountZones | null, author: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (item: LibraryItem, format: ExportFormat) => {
      try {
        // The converters (and the FIT SDK) load on first use, not with the page.
        const [{ exportWorkout }, workout] = await Promise.all([
          import("@coach/shared/formats/workout-files"),
          queryClient.fetchQuery(libraryWorkoutQuery(item.id)),
        ]);
        const file = exportWorkout(format, workout, {
          thresholds: exportThresholds(zones, workout.type),
          author,
        });
        downloadFile(file.fileName, file.mimeType, file.bytes);
      } catch (error) {
        // API failures were already announced by the query cache.
        if (error instanceof Error && error.name !== "ApiError") notifyError(error.message);
      }
    },
    [queryClient, zones, author],
  );
}
