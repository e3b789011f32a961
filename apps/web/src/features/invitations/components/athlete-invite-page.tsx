import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { InviteForm, type InviteOnboarding } from "./invite-form";

/**
 * /athlete-invite: a coach adds athletes by e-mail; an athlete gets the 'invite a coach'
 * variant.
 */
export function AthleteInvitePage({
  isCoach,
  onboarding,
}: {
  isCoach: boolean;
  onboarding?: InviteOnboarding;
}) {
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {isCoach ? "Invite athletes" : "Invite a coach"}
        </Title>
        <Text c="dimmed" size="sm">
          {isCoach
            ? "We send your invitation by e-mail; the athlete answers from the link."
            : "We send your invitation by e-mail; the coach answers from the link."}
        </Text>
        <Card withBorder padding="lg">
          <InviteForm mode={isCoach ? "athlete" : "coach"} onboarding={onboarding} />
        </Card>
      </Stack>
    </Container>
  );
}
