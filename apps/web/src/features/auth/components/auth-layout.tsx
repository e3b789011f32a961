import { Card, Center, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type AuthLayoutProps = { title: string; children: ReactNode };

/** The full-screen frame of the sign-in and sign-up pages: product name over a centred card. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Group gap="sm" justify="center">
          <Image src="/icon.svg" alt="" w={36} h={36} />
          <Text fw={700} fz="xl">
            Endurance Coach
          </Text>
        </Group>
        <Card withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }}>
          <Stack gap="md">
            <Title order={1} fz="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
