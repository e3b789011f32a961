import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "../../../components/query-state";
import { useAthleteProfile } from "../api/get-athlete-profile";
import { AthleteProfileView } from "./athlete-profile-view";

type AthleteProfilePageProps = {
  athleteId: number;
  athleteName: string;
  /** The viewer's own id: their profile, editable. */
  isOwn: boolean;
  /** The viewer's date format. */
  dateFormat: string;
  /** What the page shows the viewer of their own profile (the account's cards, from app/). */
  ownProfile: ReactNode;
  /** What a coach sees below the athlete's profile (cards of other features, from app/). */
  coachedExtra?: ReactNode;
};

/** /athlete/{id}/athlete-profile (AthleteProfile): editable for oneself, read-only for a coach. */
export function AthleteProfilePage(props: AthleteProfilePageProps) {
  return (
    <Container size="sm" px={0} w="100%">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Profile
          </Title>
          {!props.isOwn && (
            <Text c="dimmed" size="sm">
              {props.athleteName}'s profile, as they filled it in.
            </Text>
          )}
        </Stack>
        {props.isOwn ? (
          props.ownProfile
        ) : (
          <>
            <CoachedProfile athleteId={props.athleteId} dateFormat={props.dateFormat} />
            {props.coachedExtra}
          </>
        )}
      </Stack>
    </Container>
  );
}

function CoachedProfile({ athleteId, dateFormat }: { athleteId: number; dateFormat: string }) {
  const profile = useAthleteProfile(athleteId);
  if (!profile.data)
    return (
      <QueryState
        query={profile}
        errorTitle="Could not load this athlete's profile"
        loadingLabel="Loading the athlete's profile"
      />
    );
  return <AthleteProfileView profile={profile.data} dateFormat={dateFormat} />;
}
