import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { Badge, Group, Paper, Text } from "@mantine/core";
import { memo } from "react";
import { workoutDistanceLabel } from "../../../components/workout-builder/display-units";
import { durationLabel } from "../../../lib/formats";
import type { LibraryAccount } from "./library-account";
import { LibraryItemMenu } from "./library-item-menu";

/** "1 h 5 min · 10.00 km · Stress 60": the workout's rounded duration, distance and stress. */
function summary(item: LibraryItem, account: LibraryAccount): string {
  const parts: string[] = [];
  if (item.totalDuration > 0) parts.push(durationLabel(item.totalDuration));
  if (item.totalDistance > 0) {
    parts.push(workoutDistanceLabel(item.totalDistance, item.type, account.displayUnits));
  }
  if (item.totalStress > 0) parts.push(`Stress ${item.totalStress}`);
  return parts.join(" · ");
}

/** One workout of the list; the coach's own ones get a border. */
export const LibraryItemCard = memo(function LibraryItemCard({
  item,
  account,
}: {
  item: LibraryItem;
  account: LibraryAccount;
}) {
  const isOwn = item.ownerId === account.id && !item.isSTDefault;
  const details = summary(item, account);
  return (
    <Paper
      component="article"
      aria-label={item.name}
      data-owned={isOwn}
      radius="md"
      px="sm"
      py={8}
      bg={isOwn ? undefined : "var(--mantine-color-gray-0)"}
      style={{
        border: isOwn ? "1px solid var(--mantine-color-blue-4)" : "1px solid transparent",
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} size="sm" truncate>
            {item.name}
          </Text>
          <Group gap={6} wrap="wrap">
            {item.isSTDefault && (
              <Badge size="xs" variant="light" color="grape">
                Built-in test
              </Badge>
            )}
            {!isOwn && item.ownerName && (
              <Text size="xs" c="dimmed">
                by {item.ownerName}
              </Text>
            )}
            {details && (
              <Text size="xs" c="dimmed">
                {details}
              </Text>
            )}
          </Group>
        </div>
        <LibraryItemMenu item={item} isOwn={isOwn} />
      </Group>
    </Paper>
  );
});
