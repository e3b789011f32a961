import type { PlanWorkout } from "@coach/shared/plans/plan.schemas";
import type { WorkoutRef } from "@coach/shared/plans/plan-builder";
import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import { IconDots, IconGripVertical } from "@tabler/icons-react";
import type { DayActions } from "./plan-day";
import { SportIcon } from "./plan-format";

/** A workout on its day: dragged by its name to another day; edited, copied or deleted from its menu. */
export function PlanWorkoutChip({
  workout,
  at,
  actions,
}: {
  workout: PlanWorkout;
  at: WorkoutRef;
  actions: Pick<DayActions, "edit" | "copy" | "remove">;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `workout-${at.week}-${at.day}-${at.index}`,
    // The name is for the screen reader's announcements (plan-keyboard-moves.ts).
    data: { ...at, name: workout.name },
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px={4}
      py={2}
      shadow={isDragging ? "md" : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        zIndex: isDragging ? 10 : undefined,
        position: "relative",
        background: "var(--mantine-color-body)",
      }}
      data-testid="plan-workout"
    >
      <Group gap={2} wrap="nowrap" justify="space-between" align="flex-start">
        {/* The icons on one line, the name under them with the chip's whole width: in a
            narrow week column it takes up to three lines instead of being cut to 'Core ...'.
            The full name is the tooltip. */}
        <Stack
          gap={0}
          style={{ cursor: "grab", touchAction: "none", minWidth: 0, flex: 1 }}
          {...listeners}
          {...attributes}
          aria-label={`Move ${workout.name}`}
          data-touch-target
        >
          <Group gap={4} wrap="nowrap">
            <IconGripVertical size={12} />
            <SportIcon type={workout.type} size={14} />
          </Group>
          <Text size="xs" lineClamp={3} title={workout.name} style={{ overflowWrap: "break-word" }}>
            {workout.name}
          </Text>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon size="xs" variant="subtle" aria-label={`Menu of ${workout.name}`}>
              <IconDots size={12} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.edit(at)}>Edit</Menu.Item>
            <Menu.Item onClick={() => actions.copy(at)}>Copy</Menu.Item>
            <Menu.Item color="red" onClick={() => actions.remove(at)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
