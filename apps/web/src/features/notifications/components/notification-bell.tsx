import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { useNotifications } from "../api/get-notifications";
import { NotificationList } from "./notification-list";
import {
  bellLabel,
  type NotificationFormats,
  notificationMessages,
  unreadBadgeLabel,
} from "./notification-messages";
import { useNotificationOpener } from "./use-notification-opener";

/** Spec section 9: the bell's list is at most 450 px high and 300 px wide. */
export const BELL_LIST_MAX_HEIGHT_PX = 450;
export const BELL_LIST_WIDTH_PX = 300;

/** The unread badge over an icon; nothing at 0, '99+' above 99. */
export function UnreadIndicator({ count, children }: { count: number; children: ReactNode }) {
  const label = unreadBadgeLabel(count);
  return (
    <Indicator
      label={label}
      disabled={label === null}
      color="red"
      size={16}
      offset={4}
      inline
      styles={{ indicator: { fontSize: 10, paddingInline: 4 } }}
    >
      {children}
    </Indicator>
  );
}

/**
 * The top bar's bell: the unread badge, and a list of the latest notifications that opens what
 * each is about, marks the seen ones read, and leads to the full page.
 */
export function NotificationBell({ formats }: { formats: NotificationFormats }) {
  const [isOpen, setIsOpen] = useState(false);

  const navigate = useNavigate();
  const list = useNotifications();
  const opener = useNotificationOpener(formats);
  const unread = list.data?.pages[0]?.unread_count ?? 0;
  const latest = list.data?.pages[0]?.notifications ?? [];

  // The popover's target is the button itself, with the badge outside it: the popover places
  // itself against, and hides with, the element that takes its ref. A component between them
  // that drops the ref (a disabled tooltip does) leaves the list hidden or unplaced.
  return (
    <UnreadIndicator count={unread}>
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        width={BELL_LIST_WIDTH_PX}
        position="bottom-end"
        shadow="md"
        withinPortal
        // The bell never scrolls away (it is in the fixed bar); a clipped bar must not hide the list.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            aria-expanded={isOpen}
            aria-haspopup="dialog"
            onClick={() => setIsOpen((open) => !open)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Latest notifications">
          <Stack gap="xs">
            <Text fw={600} size="sm" px={4}>
              Notifications
            </Text>
            <ScrollArea.Autosize mah={BELL_LIST_MAX_HEIGHT_PX} type="auto" data-testid="bell-list">
              {list.data ? (
                <NotificationList
                  notifications={latest}
                  dateFormat={formats.dateFormat}
                  emptyText={notificationMessages.emptyCategory}
                  label="Latest notifications"
                  onOpen={(notification) => {
                    setIsOpen(false);
                    opener.open(notification);
                  }}
                />
              ) : (
                <Text c="dimmed" size="sm" ta="center" py="md">
                  {list.isError ? "Your notifications could not be loaded" : "Loading…"}
                </Text>
              )}
            </ScrollArea.Autosize>
            <Group justify="center">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  setIsOpen(false);
                  navigate("/notifications");
                }}
              >
                See all
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {opener.dialogs}
    </UnreadIndicator>
  );
}

/** The bottom bar's notifications icon, with the unread badge. */
export function NotificationsNavIcon({ count }: { count: number }) {
  return (
    <UnreadIndicator count={count}>
      <IconBell size={22} />
    </UnreadIndicator>
  );
}
