import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from "@tabler/icons-react";

/** Move, duplicate and delete buttons of a step or repeat (the keyboard's way to reorder). */
export function StepTools({
  index,
  count,
  onMove,
  onDuplicate,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label="Move up"
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label="Move down"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label="Duplicate"
        onClick={onDuplicate}
      >
        <IconCopy size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="sm" aria-label="Delete" onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
