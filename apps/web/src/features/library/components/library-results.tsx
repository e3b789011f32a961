import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { Alert, Loader, type LoaderProps, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { useLibrarySearch } from "../hooks/use-library-search";

/**
 * What a library search shows, in the picker and in the side panel alike: a loader, the server's
 * error, "No workout matches.", or the first `shown` items, drawn by `children` with the count a
 * narrower search would reveal.
 */
export function LibraryResults({
  search: { library, items },
  shown,
  loaderSize,
  children,
}: {
  search: Pick<ReturnType<typeof useLibrarySearch>, "library" | "items">;
  shown: number;
  loaderSize?: LoaderProps["size"];
  children: (shownItems: LibraryItem[], moreCount: number) => ReactNode;
}) {
  if (library.isPending) return <Loader size={loaderSize} aria-label="Loading library" mx="auto" />;
  if (library.isError) return <Alert color="red">{library.error.message}</Alert>;
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No workout matches.
      </Text>
    );
  }
  return children(items.slice(0, shown), Math.max(0, items.length - shown));
}

/** The line under a cut list. */
export const moreLabel = (count: number) => `${count} more: narrow the search.`;
