import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { Text } from "@mantine/core";
import { useLibraryDraggable } from "../../../components/library-drag";
import classes from "./plan-builder.module.css";
import { SportIcon } from "./plan-format";

/** One workout of the library panel, dragged onto a day of the plan. */
export function PlanLibraryItem({ item }: { item: LibraryItem }) {
  const { attributes, listeners, setNodeRef, isDragging } = useLibraryDraggable(item);
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
