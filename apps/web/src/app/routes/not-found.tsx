import { messages } from "@coach/shared/validation/messages";
import { Anchor, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** /404, where unknown paths lead. */
export function NotFoundPage() {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {messages.notFoundTitle}
        </Title>
        <Text c="dimmed">We could not find the page you asked for.</Text>
        <Anchor component={Link} to="/">
          {messages.notFoundLink}
        </Anchor>
      </Stack>
    </Center>
  );
}
