import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { PanelBoundary } from "../../components/panel-boundary";
import { useSignUpRequests } from "../../features/business/api/sign-up-requests";
import { BusinessPageLink } from "../../features/business/components/business-page-link";
import { SignUpRequests } from "../../features/business/components/sign-up-requests";
import { CoachDashboard } from "../../features/dashboard/components/coach-dashboard";
import type {
  DashboardPanel,
  PanelKey,
} from "../../features/dashboard/components/dashboard-panels";
import { HelpTour } from "../../features/help/components/help-tour";
import { useStripeConnect } from "../../features/payments/api/owner-payments";
import { IncomingPaymentsCard } from "../../features/payments/components/incoming-payments-card";
import { businessCoachesQuery } from "../../features/people/api/coach-manager";
import { InviteCoachForm } from "../../features/people/components/coach-manager-dialogs";
import { CreateAthleteForm } from "../../features/people/components/create-athlete-form";
import { OwnerDiscountBanner } from "../../features/subscription/components/discount-banner";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { roleOf } from "../nav/roles";

const ATHLETE_INVITE_PATH = "/athlete-invite";

/** Card B's 'Add athletes': an owner creates one here; anyone invites by e-mail. */
function AddAthletesPanel({ canCreate }: { canCreate: boolean }) {
  return (
    <Stack gap="md">
      {canCreate && <CreateAthleteForm />}
      <Text size="sm" c="dimmed">
        {canCreate
          ? "Or invite athletes by e-mail: they get a link to accept and can fill in your on-boarding page."
          : "Invite athletes by e-mail: they get a link to accept and can fill in your on-boarding page."}
      </Text>
      <Button
        component={Link}
        to={ATHLETE_INVITE_PATH}
        variant={canCreate ? "light" : "filled"}
        style={{ alignSelf: "flex-start" }}
      >
        Invite athletes by e-mail
      </Button>
    </Stack>
  );
}

/** The owner's card-payment connection, checked on the dashboard, with the way to set it up. */
function CardPaymentsStatus() {
  const connect = useStripeConnect();
  const state = connect.data;
  if (!state?.stripe_available) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">Card payments</Text>
      {state.connected ? (
        <Badge color="teal">Stripe connected</Badge>
      ) : (
        <>
          <Badge color="gray">Not connected</Badge>
          <Anchor component={Link} to="/payments" size="sm">
            Set up in Payments
          </Anchor>
        </>
      )}
    </Group>
  );
}

/** /dashboard for coaches and business owners: the dashboard with the other features' parts. */
export function DashboardRoute() {
  const account = useAccountInfo();
  const athletes = useCoachAthletes();
  const details = account.data?.details;
  const isOwner = details ? roleOf(details) === "owner" : false;
  const signUps = useSignUpRequests(isOwner);
  const coaches = useQuery({ ...businessCoachesQuery(), enabled: isOwner });
  if (!details || athletes.isPending) return <Loader aria-label="Loading dashboard" />;

  const panels: Partial<Record<PanelKey, DashboardPanel>> = {
    "add-athletes": { content: <AddAthletesPanel canCreate={isOwner} /> },
  };
  if (isOwner) {
    panels["sign-ups"] = {
      isCard: true,
      content: (
        <Card withBorder radius="md" padding="lg">
          <SignUpRequests ownerId={details.id} />
        </Card>
      ),
    };
    panels["invite-coach"] = { content: <InviteCoachForm onDone={() => {}} /> };
    panels.payments = {
      isCard: true,
      content: (
        <Stack gap="xs">
          <IncomingPaymentsCard />
          <CardPaymentsStatus />
        </Stack>
      ),
    };
  }
  const activeCoaches = coaches.data?.coaches.filter(
    (coach) => coach.type === "coach" && !coach.isOwner,
  );

  return (
    <CoachDashboard
      account={details}
      isOwner={isOwner}
      athletes={athletes.data?.athletes ?? []}
      owner={
        isOwner
          ? {
              signUpCount: signUps.data?.length ?? 0,
              coachCount: activeCoaches ? activeCoaches.length : null,
            }
          : undefined
      }
      publicPage={
        isOwner && (
          <>
            <BusinessPageLink ownerId={details.id} profilePath="/settings" />
            <OwnerDiscountBanner />
          </>
        )
      }
      panels={panels}
      help={
        <PanelBoundary title="Help could not be shown">
          <HelpTour
            accountId={details.id}
            links={
              <>
                <Button component={Link} to="/settings" variant="subtle" size="compact-sm">
                  My profile/devices
                </Button>
                <Button
                  component={Link}
                  to={`/athlete/${details.id}/calendar`}
                  variant="subtle"
                  size="compact-sm"
                >
                  My calendar
                </Button>
              </>
            }
          />
        </PanelBoundary>
      }
      profilePath="/settings"
    />
  );
}
