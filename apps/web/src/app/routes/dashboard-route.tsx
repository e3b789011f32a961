import { Loader, SimpleGrid, Stack, Title } from "@mantine/core";
import { PanelBoundary } from "../../components/panel-boundary";
import {
  AthleteListCard,
  CoachOverviewCard,
} from "../../features/dashboard/components/coach-overview-card";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";

/** /dashboard for coaches and business owners. */
export function DashboardRoute() {
  const account = useAccountInfo();
  const athletes = useCoachAthletes();
  if (!account.data || athletes.isPending) return <Loader aria-label="Loading dashboard" />;
  const { details } = account.data;
  const list = athletes.data?.athletes ?? [];
  return (
    <Stack maw={1100} mx="auto">
      <Title order={1} size="h3">
        Dashboard
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PanelBoundary title="Your overview could not be shown">
          <CoachOverviewCard
            fullName={details.fullName}
            jobTitle={details.jobTitle}
            businessName={details.businessName}
            profilePath="/settings"
            athletes={list}
          />
        </PanelBoundary>
        <PanelBoundary title="Your athletes could not be shown">
          <AthleteListCard athletes={list} />
        </PanelBoundary>
      </SimpleGrid>
    </Stack>
  );
}
