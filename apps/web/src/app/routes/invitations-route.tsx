import { useQuery } from "@tanstack/react-query";
import { AthleteInvitePage } from "../../features/invitations/components/athlete-invite-page";
import { InvitationsManagerPage } from "../../features/invitations/components/invitations-manager-page";
import type { InviteOnboarding } from "../../features/invitations/components/invite-form";
import { coachFormQuery } from "../../features/onboarding/api/get-coach-form";
import { OnboardingFormCard } from "../../features/onboarding/components/onboarding-form-summary";
import { ConnectedAthletes } from "../../features/people/components/connected-athletes";
import { MyCoachesList } from "../../features/people/components/my-coaches-list";
import { useAccountInfo } from "../../lib/account-info";
import { isCoachLike, roleOf } from "../nav/roles";

/** A coach's on-boarding form for the invite form's 'Show form' (athletes have none). */
function useInviteOnboarding(isCoach: boolean): InviteOnboarding | undefined {
  const form = useQuery({ ...coachFormQuery(), enabled: isCoach });
  if (!isCoach) return undefined;
  return {
    formId: form.isSuccess ? (form.data?.id ?? null) : form.isError ? null : undefined,
    card: <OnboardingFormCard />,
  };
}

function useIsCoach() {
  const account = useAccountInfo();
  return account.data ? isCoachLike(roleOf(account.data.details)) : false;
}

/** /athlete-invite: a coach invites athletes (with their on-boarding form); an athlete a coach. */
export function AthleteInviteRoute() {
  const isCoach = useIsCoach();
  const onboarding = useInviteOnboarding(isCoach);
  return <AthleteInvitePage isCoach={isCoach} onboarding={onboarding} />;
}

/** /invitations: the invitations manager, for every role, with a coach's athletes or an athlete's coaches. */
export function InvitationsRoute() {
  const isCoach = useIsCoach();
  const onboarding = useInviteOnboarding(isCoach);
  return (
    <InvitationsManagerPage
      isCoach={isCoach}
      onboarding={onboarding}
      people={isCoach ? <ConnectedAthletes /> : <MyCoachesList />}
    />
  );
}
