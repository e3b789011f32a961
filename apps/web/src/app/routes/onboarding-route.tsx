import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { OnboardingFormCard } from "../../features/onboarding/components/onboarding-form-summary";

/** /admin-center/on-boarding (coach): the custom page new athletes fill in, and its builder. */
export function OnboardingRoute() {
  return (
    <Container size="sm" px={0} w="100%">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Athlete on-boarding
        </Title>
        <Card withBorder padding="md" component="section" aria-label="Custom page">
          <Stack gap="xs">
            <Text fw={600}>Custom page</Text>
            <Text size="sm" c="dimmed">
              Athletes you invite with 'Show form' on see this page when they accept.
            </Text>
            <OnboardingFormCard />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
