import { Anchor, Center, Stack, Text, Title } from "@mantine/core";

/** The main app's address: this host without its first label (hart.localhost:3000 -> localhost:3000). */
function mainAppUrl(): string {
  const { protocol, host } = window.location;
  const parent = host.includes(".") ? host.slice(host.indexOf(".") + 1) : host;
  return `${protocol}//${parent}/`;
}

/** /subdomain-404: the address names no business. */
export function Subdomain404Page() {
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={1} fz="h2" ta="center">
          This page does not exist
        </Title>
        <Text c="dimmed" ta="center">
          No coaching business uses this address. Check the link you were given.
        </Text>
        <Anchor href={mainAppUrl()}>Go to Endurance Coach</Anchor>
      </Stack>
    </Center>
  );
}
