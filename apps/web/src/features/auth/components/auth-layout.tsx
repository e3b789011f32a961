import { Card, Center, Group, Image, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AppIcon } from "../../../components/app-icon";
import { useBrand } from "../../../lib/brand";

type AuthLayoutProps = { title: string; children: ReactNode };

/**
 * The full-screen frame of the sign-in and sign-up pages: product name over a centred card; on
 * a business's subdomain, the business's logo and name instead.
 */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  const brand = useBrand();
  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        {brand ? (
          <Stack gap={6} align="center">
            {brand.logoUrl && (
              <Image src={brand.logoUrl} alt={`${brand.name} logo`} h={48} w="auto" maw="100%" />
            )}
            <Text fw={700} fz="xl" ta="center" style={{ overflowWrap: "anywhere" }}>
              {brand.name}
            </Text>
          </Stack>
        ) : (
          <Group gap="sm" justify="center">
            <AppIcon size={36} />
            <Text fw={700} fz="xl">
              Endurance Coach
            </Text>
          </Group>
        )}
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
