import { Card, Loader, SimpleGrid, Stack, Title } from "@mantine/core";
import { PanelBoundary } from "../../components/panel-boundary";
import { BusinessPageLink } from "../../features/business/components/business-page-link";
import { SignUpRequests } from "../../features/business/components/sign-up-requests";
import {
  AthleteListCard,
  CoachOverviewCard,
} from "../../features/dashboard/components/coach-overview-card";
import { IncomingPaymentsCard } from "../../features/payments/components/incoming-payments-card";
import { OwnerDiscountBanner } from "../../features/subscription/components/discount-banner";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { roleOf } from "../nav/roles";

/** /dashboard for coaches and business owners. */
export function DashboardRoute() {
  const account = useAccountInfo();
  const athletes = useCoachAthletes();
  if (!account.data || athletes.isPending) return <Loader aria-label="Loading dashboard" />;
  const { details } = account.data;
  const list = athletes.data?.athletes ?? [];
  const isOwner = roleOf(details) === "owner";
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
            publicPage={
              isOwner && (
                <>
                  <BusinessPageLink ownerId={details.id} profilePath="/settings" />
                  <OwnerDiscountBanner />
                </>
              )
            }
            athletes={list}
          />
        </PanelBoundary>
        <PanelBoundary title="Your athletes could not be shown">
          <AthleteListCard athletes={list} />
        </PanelBoundary>
        {isOwner && (
          <PanelBoundary title="Incoming payments could not be shown">
            <IncomingPaymentsCard />
          </PanelBoundary>
        )}
        {isOwner && (
          <PanelBoundary title="New athlete sign-ups could not be shown">
            <Card withBorder radius="md" padding="lg">
              <SignUpRequests ownerId={details.id} />
            </Card>
          </PanelBoundary>
        )}
      </SimpleGrid>
    </Stack>
  );
}
