import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { useDraggable } from "@dnd-kit/core";
import { Text } from "@mantine/core";
import classes from "./plan-builder.module.css";
import { SportIcon } from "./plan-format";

/** What a library workout carries while it is dragged: the builder adds a copy where it lands. */
type LibraryDragData = { libraryItem: LibraryItem };

export function libraryItemOf(data: Record<string, unknown> | undefined): LibraryItem | undefined {
  return (data as Partial<LibraryDragData> | undefined)?.libraryItem;
}

/** One workout of the library panel, dragged onto a day of the plan. */
export function PlanLibraryItem({ item }: { item: LibraryItem }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `library-${item.id}`,
    data: { libraryItem: item } satisfies LibraryDragData,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={classes.libraryItem}
      data-dragging={isDragging || undefined}
      {...listeners}
      {...attributes}
      aria-label={item.name}
    >
      <SportIcon type={item.type} />
      <Text size="sm" component="span" className={classes.libraryItemName}>
        {item.name}
      </Text>
      {item.totalStress > 0 && (
        <Text size="xs" c="dimmed" component="span">
          {item.totalStress} stress
        </Text>
      )}
    </button>
  );
}
