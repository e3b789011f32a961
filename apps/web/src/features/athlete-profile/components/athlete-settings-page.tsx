import { Alert, Anchor, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state";
import { useAthleteProfile } from "../api/get-athlete-profile";
import { AthleteSettingsView } from "./athlete-settings-view";

/**
 * Whose settings the page shows: an athlete's own (AthleteSettings), a coach's own athlete-side
 * settings at their own id (AthleteSettings2), or a coached athlete's, read-only.
 */
export type AthleteSettingsVariant = "own" | "coach-own" | "coached";

type AthleteSettingsPageProps = {
  athleteId: number;
  athleteName: string;
  variant: AthleteSettingsVariant;
  /** What the page shows of the viewer's own settings (composed in app/). */
  ownSettings: ReactNode;
};

/** /athlete/{id}/athlete-settings (AthleteSettings and AthleteSettings2). */
export function AthleteSettingsPage({
  athleteId,
  athleteName,
  variant,
  ownSettings,
}: AthleteSettingsPageProps) {
  return (
    <Container size="sm" px={0} w="100%">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {variant === "coach-own" ? "Athlete settings" : "Settings"}
          </Title>
          {variant === "coached" && (
            <Text c="dimmed" size="sm">
              {athleteName}'s settings; only they can change them.
            </Text>
          )}
        </Stack>
        {variant === "coach-own" && (
          <Alert color="blue" variant="light" title="Your settings as an athlete">
            These apply to your own training. Your coach-side settings are in{" "}
            <Anchor component={Link} to="/settings" inherit>
              Settings
            </Anchor>
            .
          </Alert>
        )}
        {variant === "coached" ? <CoachedSettings athleteId={athleteId} /> : ownSettings}
      </Stack>
    </Container>
  );
}

function CoachedSettings({ athleteId }: { athleteId: number }) {
  const profile = useAthleteProfile(athleteId);
  if (!profile.data)
    return (
      <QueryState
        query={profile}
        errorTitle="Could not load this athlete's profile"
        loadingLabel="Loading the athlete's profile"
      />
    );
  return <AthleteSettingsView profile={profile.data} />;
}
