import {
  NOTIFICATION_CATEGORIES_IN_ORDER,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from "@coach/shared/notifications/notification-catalogue";
import type { NotificationsResponse } from "@coach/shared/notifications/notifications.schemas";
import { Anchor, Badge, Button, Card, Grid, Group, NavLink, Stack, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PanelBoundary } from "../../../components/panel-boundary";
import { QueryState } from "../../../components/query-state";
import { useNotifications } from "../api/get-notifications";
import { useMarkRead } from "../api/mark-read";
import { NotificationList } from "./notification-list";
import { type NotificationFormats, notificationMessages } from "./notification-messages";
import classes from "./notifications.module.css";
import { useNotificationOpener } from "./use-notification-opener";

const isCategory = (value: string | null): value is NotificationCategory =>
  value !== null && value in NOTIFICATION_CATEGORY_LABELS;

function CategoryList({
  selected,
  firstPage,
  onSelect,
}: {
  selected: NotificationCategory | undefined;
  firstPage: NotificationsResponse | undefined;
  onSelect: (category: NotificationCategory | undefined) => void;
}) {
  const entries: { category: NotificationCategory | undefined; label: string; unread: number }[] = [
    { category: undefined, label: "All", unread: firstPage?.unread_count ?? 0 },
    ...NOTIFICATION_CATEGORIES_IN_ORDER.map((category) => ({
      category,
      label: NOTIFICATION_CATEGORY_LABELS[category],
      unread: firstPage?.unread_by_category[category] ?? 0,
    })),
  ];
  const links = entries.map(({ category, label, unread }) => (
    <NavLink
      key={label}
      component="button"
      label={label}
      className={classes.category}
      active={category === selected}
      aria-current={category === selected ? "page" : undefined}
      aria-label={unread > 0 ? `${label}, ${unread} unread` : label}
      onClick={() => onSelect(category)}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" circle={unread < 10} aria-hidden>
            {unread > 99 ? "99+" : unread}
          </Badge>
        ) : null
      }
    />
  ));
  return (
    // On a phone the categories scroll sideways above the list instead of filling the screen.
    <Card
      withBorder
      padding="xs"
      component="nav"
      aria-label="Notification categories"
      className={classes.categories}
    >
      {links}
    </Card>
  );
}

/**
 * /notifications: the categories with their unread counts, the chosen category's notifications
 * (newest first, more on demand), Mark all as read, and a link to the settings.
 */
export function NotificationsPage({ formats }: { formats: NotificationFormats }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("category");
  const category = isCategory(raw) ? raw : undefined;
  const list = useNotifications(category);
  const markAll = useMarkRead();
  const opener = useNotificationOpener(formats);
  const firstPage = list.data?.pages[0];
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const selectedLabel = category ? NOTIFICATION_CATEGORY_LABELS[category] : "All";

  function select(next: NotificationCategory | undefined) {
    setParams(next ? { category: next } : {}, { replace: true });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          Notifications
        </Title>
        <Group gap="md">
          <Anchor component={Link} to="/notification-settings" size="sm">
            Settings
          </Anchor>
          <Button
            variant="light"
            size="xs"
            disabled={!firstPage || firstPage.unread_count === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(null)}
          >
            Mark all as read
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <CategoryList selected={category} firstPage={firstPage} onSelect={select} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <PanelBoundary title="The notifications could not be shown">
            <Card withBorder padding="sm">
              {list.data ? (
                <Stack gap="sm">
                  <NotificationList
                    key={category ?? "all"}
                    notifications={notifications}
                    dateFormat={formats.dateFormat}
                    emptyText={notificationMessages.emptyCategory}
                    label={`${selectedLabel} notifications`}
                    onOpen={opener.open}
                  />
                  {list.hasNextPage && (
                    <Button
                      variant="default"
                      loading={list.isFetchingNextPage}
                      onClick={() => void list.fetchNextPage()}
                    >
                      Load more
                    </Button>
                  )}
                </Stack>
              ) : (
                <QueryState
                  query={list}
                  errorTitle="Your notifications could not be loaded"
                  loadingLabel="Loading notifications"
                />
              )}
            </Card>
          </PanelBoundary>
        </Grid.Col>
      </Grid>
      {opener.dialogs}
    </Stack>
  );
}
