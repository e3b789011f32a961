import { Container, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { useAccountInfo } from "../../account/api/get-account-info";
import { AccountDetailsCard } from "../../account/components/account-details-card";
import { AccountLoading } from "../../account/components/account-loading";
import { useAthleteProfile } from "../api/get-athlete-profile";
import { AthleteProfileView } from "./athlete-profile-view";
import { TrainingAvailabilityCard } from "./training-availability-card";

type AthleteProfilePageProps = {
  athleteId: number;
  athleteName: string;
  /** The viewer's own id: their profile, editable. */
  isOwn: boolean;
  /** The viewer's date format. */
  dateFormat: string;
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
          <OwnProfile />
        ) : (
          <CoachedProfile athleteId={props.athleteId} dateFormat={props.dateFormat} />
        )}
      </Stack>
    </Container>
  );
}

function OwnProfile() {
  const account = useAccountInfo();
  if (!account.data) return <AccountLoading query={account} />;
  const id = account.data.details.id;
  // Each card keeps its own edits: a saved card does not overwrite what is typed in the other.
  return (
    <>
      <AccountDetailsCard key={`details-${id}`} account={account.data} />
      <TrainingAvailabilityCard
        key={`availability-${id}`}
        availability={account.data.settings.profile.trainingAvailability}
      />
    </>
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
