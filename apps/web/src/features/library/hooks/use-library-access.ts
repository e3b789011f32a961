import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LibraryAccess } from "../../../components/library-access";
import { libraryWorkoutQuery } from "../api/get-library-workout";
import { LibraryPanel } from "../components/library-panel";
import { LibraryPicker } from "../components/library-picker";

/** The library as the calendar and the plan builder use it (app/ hands it to them). */
export function useLibraryAccess(): LibraryAccess {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      Picker: LibraryPicker,
      Panel: LibraryPanel,
      fetchWorkout: (id) => queryClient.fetchQuery(libraryWorkoutQuery(id)),
    }),
    [queryClient],
  );
}
