import type { AthleteProfileResponse } from "@coach/shared/account/athlete-profile.schemas";
import { Card, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { instantDateLabel } from "../../../lib/formats";
import { FactList } from "./fact-list";
import { availabilityText, sportsText, trainingDaysText } from "./profile-text";

type AthleteProfileViewProps = {
  profile: AthleteProfileResponse;
  /** The viewer's date format, for 'member since'. */
  dateFormat: string;
};

/** An athlete's profile as their coach (or business owner) sees it: read-only. */
export function AthleteProfileView({ profile, dateFormat }: AthleteProfileViewProps) {
  const titleId = useId();
  const coaches =
    profile.coaches.length > 0
      ? profile.coaches.map((coach) => coach.fullName).join(", ")
      : "No coach yet";
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
          Account details
        </Title>
        <FactList
          facts={[
            { label: "Full name", value: profile.fullName || "No name given" },
            { label: "E-mail", value: profile.email },
            { label: "Sports", value: sportsText(profile.profile) },
            { label: "Training days", value: trainingDaysText(profile.profile) },
            { label: "Training availability", value: availabilityText(profile.profile) },
            { label: "Units", value: profile.displayUnits },
            { label: "Time zone", value: profile.timezone },
            { label: "Coaches", value: coaches },
            { label: "Member since", value: instantDateLabel(profile.memberSince, dateFormat) },
          ]}
        />
      </Stack>
    </Card>
  );
}
