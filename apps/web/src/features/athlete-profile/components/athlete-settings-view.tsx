import type { AthleteProfileResponse } from "@coach/shared/account/athlete-profile.schemas";
import { Card, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { FactList } from "./fact-list";
import { trainingDaysText } from "./profile-text";

/** An athlete's settings as their coach (or business owner) sees them: read-only. */
export function AthleteSettingsView({ profile }: { profile: AthleteProfileResponse }) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          General settings
        </Title>
        <FactList
          facts={[
            { label: "Units", value: profile.displayUnits },
            { label: "Time zone", value: profile.timezone },
            { label: "Training days", value: trainingDaysText(profile.profile) },
          ]}
        />
      </Stack>
    </Card>
  );
}
