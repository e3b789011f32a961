import {
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
} from "@coach/shared/notifications/notification-catalogue";
import type {
  NotificationSetting,
  NotificationSettingInput,
} from "@coach/shared/notifications/notifications.schemas";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import {
  useNotificationSettings,
  useUpdateNotificationSetting,
} from "../api/notification-settings";
import { notificationMessages } from "./notification-messages";

type CategoryGroup = { category: string; label: string; settings: NotificationSetting[] };

/** The rows by category, in the order the server sorted them (category, then title). */
function byCategory(settings: NotificationSetting[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const setting of settings) {
    let group = groups.get(setting.category);
    if (!group) {
      const label =
        NOTIFICATION_CATEGORY_LABELS[setting.category as NotificationCategory] ?? setting.category;
      group = { category: setting.category, label, settings: [] };
      groups.set(setting.category, group);
    }
    group.settings.push(setting);
  }
  return [...groups.values()];
}

const inputOf = (setting: NotificationSetting): NotificationSettingInput => ({
  notification_type: setting.notification_type,
  in_app_enabled: setting.in_app_enabled,
  mail_enabled: setting.mail_enabled,
});

function SettingRow({
  setting,
  onChange,
}: {
  setting: NotificationSetting;
  onChange: (change: NotificationSettingInput) => void;
}) {
  const isMailable = NOTIFICATION_CATALOGUE[setting.notification_type]?.isMailable ?? true;
  const mailSwitch = (
    <Switch
      checked={isMailable && setting.mail_enabled}
      disabled={!isMailable}
      aria-label={`${setting.title}: e-mail`}
      onChange={(event) =>
        onChange({ ...inputOf(setting), mail_enabled: event.currentTarget.checked })
      }
    />
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {setting.title}
          </Text>
          <Tooltip
            label={setting.description}
            multiline
            w={260}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`About ${setting.title}`}
            >
              <IconHelpCircle size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={setting.in_app_enabled}
          aria-label={`${setting.title}: notification`}
          onChange={(event) =>
            onChange({ ...inputOf(setting), in_app_enabled: event.currentTarget.checked })
          }
        />
      </Table.Td>
      <Table.Td>
        {isMailable ? (
          mailSwitch
        ) : (
          <Tooltip label={notificationMessages.mailNotOffered} multiline w={260} withArrow>
            <span style={{ display: "inline-block" }}>{mailSwitch}</span>
          </Tooltip>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The notification settings: per category, a table of the caller's types with the in-app and
 * e-mail switches; each switch saves at once. `children` shows above the tables (the app puts
 * the browser push card there).
 */
export function NotificationSettingsPage({ children }: { children?: ReactNode }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  const change = (row: NotificationSettingInput) => update.mutate(row);

  let body: ReactNode;
  if (settings.isError) {
    body = (
      <Alert color="red" title={notificationMessages.settingsLoadFailed}>
        <Button variant="light" size="xs" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!settings.data) {
    body = (
      <Center py="xl" role="status" aria-label="Loading notification settings">
        <Loader />
      </Center>
    );
  } else {
    body = byCategory(settings.data.notification_settings).map((group) => (
      <Card key={group.category} withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {group.label}
          </Title>
          {/* Fits a 375 px phone inside its card: the name wraps, the switches keep their column. */}
          <Table.ScrollContainer minWidth={280}>
            <Table
              aria-label={`${group.label} settings`}
              verticalSpacing="xs"
              horizontalSpacing="xs"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th w={96}>Notification</Table.Th>
                  <Table.Th w={64}>Email</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.settings.map((setting) => (
                  <SettingRow key={setting.notification_type} setting={setting} onChange={change} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
    ));
  }

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Notification settings
        </Title>
        {children}
        {body}
      </Stack>
    </Container>
  );
}
