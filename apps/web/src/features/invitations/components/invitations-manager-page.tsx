import { Card, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PanelBoundary } from "../../../components/panel-boundary";
import { QueryState } from "../../../components/query-state";
import { useInvitations } from "../api/get-invitations";
import { ReceivedInvitations, SentInvitations } from "./invitation-lists";
import { InviteForm, type InviteOnboarding } from "./invite-form";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /invitations, the invitations manager: the people already linked (a coach's connected
 * athletes or an athlete's coaches, composed by app/ with their own headings), the invite form,
 * sent and received invitations, and how to delete the account.
 */
export function InvitationsManagerPage({
  isCoach,
  onboarding,
  people,
}: {
  isCoach: boolean;
  onboarding?: InviteOnboarding;
  people?: ReactNode;
}) {
  const invitations = useInvitations();
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Invitations
        </Title>
        {people && (
          <Card withBorder padding="lg">
            {people}
          </Card>
        )}
        <Section title={isCoach ? "Invite an athlete" : "Invite a coach"}>
          <InviteForm mode={isCoach ? "athlete" : "coach"} onboarding={onboarding} />
        </Section>
        <PanelBoundary title="Your invitations could not be shown">
          {invitations.data ? (
            <>
              <Section title="Sent invitations">
                <SentInvitations invitations={invitations.data.sent} />
              </Section>
              <Section title="Received invitations">
                <ReceivedInvitations invitations={invitations.data.received} />
              </Section>
            </>
          ) : (
            <QueryState
              query={invitations}
              errorTitle="Your invitations could not be loaded"
              loadingLabel="Loading your invitations"
            />
          )}
        </PanelBoundary>
        <Section title="Delete your account">
          <Text size="sm">
            To delete your account, e-mail our support team from the address you sign in with; they
            delete it and everything in it.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
