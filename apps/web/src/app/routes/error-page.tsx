import { Button, Center, Stack, Text, Title } from "@mantine/core";

/** /error.html: the fatal error page a failed token refresh leads to. */
export function ErrorPage() {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          An error occured, please try again later.
        </Title>
        <Text c="dimmed">The service could not complete your request. Your data is safe.</Text>
        <Button component="a" href="/login">
          Back to sign in
        </Button>
      </Stack>
    </Center>
  );
}
