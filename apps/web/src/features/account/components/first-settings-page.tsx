import { Card, Center, Group, Stack, Text, Title } from "@mantine/core";
import { AppIcon } from "../../../components/app-icon";
import { useAccountInfo } from "../../../lib/account-info";
import { AccountLoading } from "./account-loading";
import { FirstSettingsForm } from "./first-settings-form";

/**
 * /first-settings (full screen, signed in): the choices a new account makes once, then
 * `nextPath` (a same-site path; home by default).
 */
export function FirstSettingsPage({ nextPath }: { nextPath?: string }) {
  const account = useAccountInfo();
  const settings = account.data?.settings;

  return (
    <Center mih="100dvh" px="md" py="xl" bg="gray.0">
      <Stack w="100%" maw={560} gap="lg">
        <Group gap="sm" justify="center">
          <AppIcon size={36} />
          <Text fw={700} fz="xl">
            Endurance Coach
          </Text>
        </Group>
        <Card withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz="h3">
                Set up your training
              </Title>
              <Text size="sm" c="dimmed">
                Tell us what and when you train. You can change this later in Settings.
              </Text>
            </Stack>
            {settings ? (
              <FirstSettingsForm
                nextPath={nextPath}
                initialValues={{
                  sports: settings.profile.sports,
                  trainingDays: settings.profile.trainingDays,
                  displayUnits: settings.general.displayUnits,
                  dateFormat: settings.general.dateFormat,
                }}
              />
            ) : (
              <AccountLoading query={account} />
            )}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
