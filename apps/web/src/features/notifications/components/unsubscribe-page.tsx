import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useUnsubscribe } from "../api/unsubscribe";
import { notificationMessages } from "./notification-messages";

/**
 * /unsubscribe?token=: an e-mail's unsubscribe link. Sends the token once on arrival and says
 * which e-mails stop, or why the link was refused. Signed out too: the token is enough.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  // React's StrictMode runs effects twice: the token is sent once.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token);
  }, [token, mutate]);

  let body: ReactNode;
  if (!token) {
    body = <Alert color="red">{notificationMessages.unsubscribeLinkIncomplete}</Alert>;
  } else if (unsubscribe.isError) {
    body = <Alert color="red">{unsubscribe.error.message}</Alert>;
  } else if (unsubscribe.isSuccess) {
    body = <Text>{notificationMessages.unsubscribed(unsubscribe.data.title)}</Text>;
  } else {
    body = (
      <Center role="status" aria-label="Unsubscribing">
        <Loader />
      </Center>
    );
  }

  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} fz="h3">
            E-mail notifications
          </Title>
          {body}
          <Anchor component={Link} to="/notification-settings" size="sm">
            Notification settings
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
}
