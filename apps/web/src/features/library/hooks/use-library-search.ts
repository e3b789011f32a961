import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useLibrary } from "../api/get-library";

/** Search debounce. */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * The library's workouts that match a search (every word in the name, in any order and case)
 * and, when one is chosen, a sport. Rest days are calendar items, never offered.
 */
export function useLibrarySearch() {
  const library = useLibrary();
  const [search, setSearch] = useState("");
  const [sport, setSport] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const items = useMemo(() => {
    const words = debounced.toLowerCase().split(/\s+/).filter(Boolean);
    return (library.data?.items ?? []).filter(
      (item: LibraryItem) =>
        item.type !== SportId.restDay &&
        (sport === null || item.type === sport) &&
        words.every((word) => item.name.toLowerCase().includes(word)),
    );
  }, [library.data, debounced, sport]);
  return { library, search, setSearch, sport, setSport, items };
}
