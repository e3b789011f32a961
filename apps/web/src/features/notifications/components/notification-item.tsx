import {
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from "@coach/shared/notifications/notification-catalogue";
import type { Notification } from "@coach/shared/notifications/notifications.schemas";
import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { Ref } from "react";
import { elapsedLabel } from "../../../lib/formats";
import classes from "./notifications.module.css";

const categoryLabel = (category: string) =>
  NOTIFICATION_CATEGORY_LABELS[category as NotificationCategory] ?? category;

/**
 * One notification: unread ones are tinted, barred, dotted and bold, and say 'Unread' to screen
 * readers; the time reads 'Now', '5′ ago', '3ʰ ago', then the date in the viewer's format.
 */
export function NotificationItem({
  notification,
  dateFormat,
  now,
  onOpen,
  observe,
}: {
  notification: Notification;
  dateFormat: string;
  now: Date;
  onOpen: (notification: Notification) => void;
  observe?: Ref<HTMLButtonElement>;
}) {
  const isUnread = !notification.read;
  return (
    <UnstyledButton
      ref={observe}
      className={classes.item}
      data-notification-id={notification.id}
      data-unread={isUnread || undefined}
      onClick={() => onOpen(notification)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <span className={classes.dot} aria-hidden />
        <Stack gap={2} miw={0}>
          {isUnread && <VisuallyHidden>Unread: </VisuallyHidden>}
          <Text size="sm" fw={isUnread ? 700 : 400}>
            {notification.content}
          </Text>
          <Text size="xs" c="dimmed">
            {categoryLabel(notification.category)} ·{" "}
            <time dateTime={notification.timestamp}>
              {elapsedLabel(notification.timestamp, now, dateFormat)}
            </time>
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
