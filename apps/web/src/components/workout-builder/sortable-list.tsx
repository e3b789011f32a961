import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

// Constants: dnd-kit remakes its context, and so redraws every step, when a sensor's options change.
const POINTER_DRAG = { activationConstraint: { distance: 4 } };
const KEYBOARD_MOVES = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * A vertical list reordered by dragging a handle (pointer, or space and arrow keys on the
 * focused handle). Each list has its own context, so a repeat's inner steps move only inside it.
 */
export function SortableList<T extends { uuid: string }>({
  items,
  onMove,
  renderItem,
}: {
  items: readonly T[];
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_DRAG),
    useSensor(KeyboardSensor, KEYBOARD_MOVES),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.uuid === active.id);
    const to = items.findIndex((item) => item.uuid === over.id);
    if (from !== -1 && to !== -1) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={items.map((item) => item.uuid)}
        strategy={verticalListSortingStrategy}
      >
        {items.map((item, index) => (
          <SortableRow key={item.uuid} id={item.uuid}>
            {(handle) => renderItem(item, index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: string; children: (handle: ReactNode) => ReactNode }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
      aria-label="Drag to reorder"
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}
