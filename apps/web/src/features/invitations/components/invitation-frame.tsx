import { Card, Center, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The full-screen frame of the invitation response screen: a centred card. */
export function InvitationFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }} w="100%" maw={480}>
        <Stack gap="md">
          <Title order={1} fz="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
