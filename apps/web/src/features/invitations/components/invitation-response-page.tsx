import type {
  InvitationPreview,
  InvitationResponseValue,
} from "@coach/shared/invitations/invitations.schemas";
import { messages } from "@coach/shared/validation/messages";
import { Alert, Blockquote, Button, Center, Group, Loader, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useAccountInfo } from "../../../lib/account-info";
import { ApiError } from "../../../lib/api-error";
import { notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";
import { useIsSignedIn } from "../../../lib/session";
import { canRegisterFrom } from "../api/register-from-invitation";
import { useRespondInvitation } from "../api/respond-invitation";
import { useInvitationPreview } from "../api/validate-invitation";
import { afterAcceptPath } from "./after-accept-path";
import { InvitationFrame } from "./invitation-frame";
import { InvitationRegisterForm } from "./invitation-register-form";

const nameOf = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** Who wants to be coach or athlete. */
export function invitationHeadline(invitation: InvitationPreview): string {
  const sender = nameOf(invitation.sender_info);
  if (invitation.kind === "coach_to_athlete") return `${sender} wants to be your coach`;
  if (invitation.kind === "athlete_to_coach") return `${sender} wants you to be their coach`;
  return `${sender} invites you to coach in ${invitation.businessName ?? "their business"}`;
}

function consentText(invitation: InvitationPreview): string {
  const sender = nameOf(invitation.sender_info);
  if (invitation.kind === "coach_to_athlete") {
    return `By accepting, you agree that ${sender} sees your training data (calendar, activities, zones and profile), plans your workouts and writes to you. You can end the coaching at any time.`;
  }
  if (invitation.kind === "athlete_to_coach") {
    return `By accepting, you become ${sender}'s coach: you see their training data and plan their workouts.`;
  }
  return `By accepting, you join ${invitation.businessName ?? "the business"} as a coach; its owner sees the athletes you coach there.`;
}

/**
 * /invitation/:urlHash (optional `redirect` query): the invitation of a mailed link, with Accept
 * and Decline for its receiver (only Delete once expired). Signed out, the invited address
 * signs in, or sets a password when it has no account yet.
 */
export function InvitationResponsePage() {
  const { urlHash = "" } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get("redirect");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isSignedIn = useIsSignedIn();
  const account = useAccountInfo();
  const preview = useInvitationPreview(urlHash);
  const respond = useRespondInvitation();
  const isGone = preview.error instanceof ApiError && preview.error.status === 404;

  // A link that no longer answers takes its notification with it.
  useEffect(() => {
    if (isGone) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  }, [isGone, queryClient]);

  if (preview.isPending) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading the invitation" />
      </Center>
    );
  }
  if (preview.isError) {
    return (
      <InvitationFrame title="Invitation">
        <Alert color="red">{isGone ? messages.invitationGone : preview.error.message}</Alert>
        <Button component={Link} to="/" variant="light">
          Go to the app
        </Button>
      </InvitationFrame>
    );
  }

  const invitation = preview.data;
  const me = account.data?.details;
  const isReceiver = me !== undefined && me.email === invitation.email;
  const isSender = me !== undefined && me.email === invitation.sender_info.email;
  const answer = (response: InvitationResponseValue) =>
    respond.mutate(
      { url_hash: invitation.url_hash, response, notificationId: invitation.notificationId },
      {
        onSuccess: (answered) => {
          notifySuccess(answered.message);
          navigate(response === "Accepted" ? afterAcceptPath(answered, redirect) : "/", {
            replace: true,
          });
        },
        onError: () => {
          if (me) navigate(`/athlete/${me.id}/profile`, { replace: true });
        },
      },
    );
  const signInPath = `/login?${new URLSearchParams({
    redirect: `/invitation/${urlHash}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`,
  })}`;

  return (
    <InvitationFrame title={invitationHeadline(invitation)}>
      {invitation.messageFromCoach && (
        <Blockquote color="violet" p="sm" cite={`- ${nameOf(invitation.sender_info)}`}>
          {invitation.messageFromCoach}
        </Blockquote>
      )}
      {invitation.isExpired ? (
        <Alert color="orange">This invitation has expired.</Alert>
      ) : invitation.status !== "Pending" ? (
        <Alert color="gray">This invitation was {invitation.status.toLowerCase()}.</Alert>
      ) : null}

      {!isSignedIn && invitation.status === "Pending" && (
        <SignedOutChoices
          invitation={invitation}
          signInPath={signInPath}
          onCoachRegistered={() =>
            navigate(
              afterAcceptPath({ kind: invitation.kind, athleteId: null, onBoardingId: null }, null),
              { replace: true },
            )
          }
        />
      )}

      {isSignedIn && me && !isReceiver && !isSender && (
        <Text size="sm">
          This invitation was sent to {invitation.email}. Sign in with that address to answer it.
        </Text>
      )}

      {isReceiver && invitation.status === "Pending" && (
        <>
          <Text size="sm" c="dimmed">
            {consentText(invitation)}
          </Text>
          <Group>
            <Button onClick={() => answer("Accepted")} loading={respond.isPending}>
              Accept
            </Button>
            <Button
              variant="default"
              onClick={() => answer("Declined")}
              disabled={respond.isPending}
            >
              Decline
            </Button>
          </Group>
        </>
      )}

      {(isReceiver || isSender) && (invitation.status !== "Pending" || isSender) && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => answer("Delete")}
            loading={respond.isPending}
          >
            Delete
          </Button>
        </Group>
      )}
    </InvitationFrame>
  );
}

function SignedOutChoices({
  invitation,
  signInPath,
  onCoachRegistered,
}: {
  invitation: InvitationPreview;
  signInPath: string;
  onCoachRegistered: () => void;
}) {
  if (invitation.hasAccount) {
    return (
      <Button component={Link} to={signInPath}>
        Sign in as {invitation.email}
      </Button>
    );
  }
  if (!canRegisterFrom(invitation.kind)) {
    return (
      <Text size="sm">
        Create a coach account with {invitation.email} first, then open this link again.{" "}
        <Link to="/register">Register</Link>
      </Text>
    );
  }
  return (
    <InvitationRegisterForm
      invitation={invitation}
      onRegistered={() => {
        // A coach's registration is their acceptance; an athlete answers next, signed in.
        if (invitation.kind === "business_coach") onCoachRegistered();
      }}
    />
  );
}
