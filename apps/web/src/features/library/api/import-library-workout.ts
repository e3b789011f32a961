import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKey } from "./get-library";
import { createLibraryWorkout } from "./save-library-workout";

/**
 * Reads a .fit, .zwo, .erg or .mrc file in the browser and adds it to the library. A file that
 * cannot be read throws before anything is sent, so nothing is created; a FIT workout that names
 * no sport throws the code "missing-sport" until the user picks one (decision 119).
 */
export async function importLibraryWorkout({ file, sport }: { file: File; sport?: number }) {
  // The readers (and the FIT SDK) load on first use, not with the page.
  const { importWorkoutFile } = await import("@coach/shared/formats/workout-files");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const body = importWorkoutFile(file.name, bytes, { sport });
  return createLibraryWorkout(body);
}

/** True when the file needs the user's choice of sport to import. */
export const needsSport = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "missing-sport";

export function useImportLibraryWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLibraryWorkout,
    // The page shows the failure with the file's name.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
}
