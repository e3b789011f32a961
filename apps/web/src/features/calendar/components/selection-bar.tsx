import { Affix, Button, Group, Paper, Text } from "@mantine/core";
import { IconArrowsHorizontal, IconTrash } from "@tabler/icons-react";

/** Actions on the selected workouts, pinned to the bottom of the screen while selecting. */
export function SelectionBar({
  count,
  isPending,
  onMove,
  onDelete,
  onDone,
}: {
  count: number;
  isPending: boolean;
  onMove: () => void;
  onDelete: () => void;
  onDone: () => void;
}) {
  return (
    <Affix position={{ bottom: 72, left: 0, right: 0 }} zIndex={150}>
      <Group justify="center" px="sm">
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="xs"
          role="toolbar"
          aria-label="Selected workouts"
        >
          <Group gap="xs" wrap="wrap" justify="center">
            <Text size="sm" fw={500} px="xs">
              {count} selected
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowsHorizontal size={16} />}
              disabled={count === 0}
              onClick={onMove}
            >
              Move by days
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={count === 0}
              loading={isPending}
              onClick={onDelete}
            >
              Delete
            </Button>
            <Button size="xs" variant="subtle" onClick={onDone}>
              Done
            </Button>
          </Group>
        </Paper>
      </Group>
    </Affix>
  );
}
