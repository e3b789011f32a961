import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { useDraggable } from "@dnd-kit/core";

/** What a library workout carries while it is dragged: the target adds a copy where it lands. */
type LibraryDragData = { libraryItem: LibraryItem };

export function libraryItemOf(data: Record<string, unknown> | undefined): LibraryItem | undefined {
  return (data as Partial<LibraryDragData> | undefined)?.libraryItem;
}

/** A workout of the library panel as dnd-kit's draggable, for the calendar and the plan builder. */
export function useLibraryDraggable(item: LibraryItem) {
  return useDraggable({
    id: `library-${item.id}`,
    data: { libraryItem: item } satisfies LibraryDragData,
  });
}
