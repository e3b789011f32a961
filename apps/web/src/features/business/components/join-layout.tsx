import { Card, Center, Image, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useBrand } from "../../../lib/brand";

/** The frame of a business's sign-up screens: its logo and name over a centred card. */
export function JoinLayout({ title, children }: { title: string; children: ReactNode }) {
  const brand = useBrand();
  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Stack w="100%" maw={460} gap="lg">
        <Stack gap={6} align="center">
          {brand?.logoUrl && (
            <Image src={brand.logoUrl} alt={`${brand.name} logo`} h={48} w="auto" maw="100%" />
          )}
          <Text fw={700} fz="xl" ta="center" style={{ overflowWrap: "anywhere" }}>
            {brand?.name ?? "Endurance Coach"}
          </Text>
        </Stack>
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
