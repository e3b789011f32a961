import type { WebPushDevice } from "@coach/shared/account/webpush.schemas";
import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { QueryState } from "../../../components/query-state";
import { useFormats } from "../../../lib/formats";
import { useWebPush } from "../hooks/use-web-push";

/**
 * Browser notifications (web push) for this browser: what the browser allows, a button to ask
 * for permission, and the browsers of this account that receive notifications.
 */
export function WebPushCard() {
  const titleId = useId();
  const webPush = useWebPush();
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          Browser notifications
        </Title>
        <WebPushBody webPush={webPush} />
      </Stack>
    </Card>
  );
}

function WebPushBody({ webPush }: { webPush: ReturnType<typeof useWebPush> }) {
  const { permission, state, sync } = webPush;
  if (permission === "unsupported") {
    return (
      <Text>
        This browser cannot show notifications from Endurance Coach. Install the app or use a recent
        Chrome, Edge, Firefox or Safari to get them.
      </Text>
    );
  }
  if (!state.data) {
    return (
      <QueryState
        query={state}
        errorTitle="Could not load browser notifications"
        loadingLabel="Loading browser notifications"
      />
    );
  }
  const ownEndpoint = sync.data?.endpoint;
  return (
    <>
      <PermissionState webPush={webPush} />
      <SubscribedBrowsers devices={state.data.subscriptions} ownEndpoint={ownEndpoint} />
    </>
  );
}

function PermissionState({ webPush }: { webPush: ReturnType<typeof useWebPush> }) {
  const { permission, sync, turnOn, retry } = webPush;
  if (permission === "denied") {
    return (
      <Alert color="yellow" title="Notifications are blocked in this browser">
        To allow them, open the site settings from the icon next to the address bar, set
        Notifications to Allow, then reload this page.
      </Alert>
    );
  }
  if (permission === "default") {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          Get a notification on this device when something needs you, even while Endurance Coach is
          closed.
        </Text>
        <Button onClick={() => void turnOn()}>Turn on browser notifications</Button>
      </Stack>
    );
  }
  if (sync.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" title="Could not turn on browser notifications">
          {sync.error.message}
        </Alert>
        <Button variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (sync.isSuccess) return <Text fw={500}>Browser notifications are on for this browser.</Text>;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text>Checking this browser's notifications…</Text>
    </Group>
  );
}

function SubscribedBrowsers({
  devices,
  ownEndpoint,
}: {
  devices: WebPushDevice[];
  ownEndpoint: string | undefined;
}) {
  const f = useFormats();
  if (devices.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>Browsers that get your notifications</Text>
      <List aria-label="Browsers that get your notifications" spacing={4}>
        {devices.map((device) => (
          <List.Item key={device.id}>
            <Group gap="xs" wrap="wrap">
              <Text>{device.browser || "Unnamed browser"}</Text>
              {device.endpoint === ownEndpoint && (
                <Badge variant="light" size="sm">
                  This browser
                </Badge>
              )}
              <Text c="dimmed" size="sm">
                since {f.instantDate(device.createdAt)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
