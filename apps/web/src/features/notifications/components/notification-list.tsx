import type { Notification } from "@coach/shared/notifications/notifications.schemas";
import { Stack, Text } from "@mantine/core";
import { useReadMarking } from "../hooks/use-read-marking";
import { NotificationItem } from "./notification-item";

/** A list of notifications; unread ones seen for 2 seconds are marked read. */
export function NotificationList({
  notifications,
  dateFormat,
  emptyText,
  label,
  onOpen,
}: {
  notifications: Notification[];
  dateFormat: string;
  emptyText: string;
  label: string;
  onOpen: (notification: Notification) => void;
}) {
  const observe = useReadMarking();
  if (notifications.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  const now = new Date();
  return (
    <Stack component="ul" gap={4} m={0} p={0} aria-label={label} style={{ listStyle: "none" }}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem
            notification={notification}
            dateFormat={dateFormat}
            now={now}
            onOpen={onOpen}
            observe={observe}
          />
        </li>
      ))}
    </Stack>
  );
}
