import { randomBytes } from "node:crypto";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  type CoachInviteBody,
  type Invitation,
  type InvitationKind,
  type InvitationPreview,
  type InvitationStatus,
  invitationExpiry,
  invitationSentMessage,
  invitationStatus,
  type RespondInvitationBody,
  type RespondInvitationResponse,
  type SendInvitationBody,
} from "@coach/shared/invitations/invitations.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { businessOrigin } from "../business/business.service";
import {
  findInvitationNotificationIds,
  type InvitationNotice,
  removeInvitationNotifications,
} from "../notifications/notifications.service";
import { findCoachForm, markOnboardingPending } from "../onboarding/onboarding.service";
import { findUserByEmail, type UserRow, updateUser } from "../people/users.service";
import { assertCanInviteAthletes } from "../subscription/subscription.service";
import { invitationMail, invitationNotificationContent } from "./invitations.mails";
import * as repository from "./invitations.repository";

/**
 * Invitations between people (docs/decisions/060-invitations.md): a coach invites an athlete, an
 * athlete a coach, a business owner a coach of the business. The link's url_hash is the secret
 * that answers once; re-sending replaces the pending invitation; 14 days after sending it can
 * only be deleted.
 */

type Deps = Pick<AppDeps, "db" | "clock" | "events" | "mail" | "config">;
type Viewer = Pick<UserRow, "id" | "email" | "isCoach" | "isBusinessOwner">;

/** A business's coach invitation as the coach manager lists it (new-coach entries). */
export type BusinessCoachInvitation = {
  uuid_str: string;
  email: string;
  fullName: string;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
};

/**
 * Every coach invitation of a business, newest first, with the shown status (Expired for a
 * pending one past its date): the coach manager keeps those not Accepted as new coaches.
 */
export async function listBusinessCoachInvitations(
  deps: Pick<AppDeps, "db" | "clock">,
  businessId: number,
): Promise<BusinessCoachInvitation[]> {
  const rows = await repository.findBusinessCoachInvitations(deps.db, businessId);
  const now = deps.clock.now();
  return rows.map((row) => ({
    uuid_str: row.uuid,
    email: row.email,
    fullName: row.fullName,
    status: invitationStatus(row.status, row.expiresAt, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** The link's secret: 32 random bytes (256 bits), URL-safe. */
function newUrlHash(): string {
  return randomBytes(32).toString("base64url");
}

const fullNameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

function splitName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

function isReceiver(row: repository.InvitationRow, viewer: Viewer) {
  return row.receiverId === viewer.id || row.email === viewer.email.toLowerCase();
}

function toInvitation(
  found: repository.InvitationWithPeople,
  now: Date,
  notificationId: number | null,
): Invitation {
  const { invitation } = found;
  return {
    uuid_str: invitation.uuid,
    kind: invitation.kind,
    status: invitationStatus(invitation.status, invitation.expiresAt, now),
    response: invitation.status === "Pending" ? null : invitation.status,
    sender_info: found.sender,
    receiver_info: found.receiver
      ? {
          email: found.receiver.email,
          firstName: found.receiver.firstName,
          lastName: found.receiver.lastName,
        }
      : { email: invitation.email, ...splitName(invitation.fullName) },
    email: invitation.email,
    from_athlete_to_coach: invitation.kind === "athlete_to_coach",
    onBoardingId: invitation.onboardingFormId,
    messageFromCoach: invitation.messageFromCoach,
    url_hash: invitation.urlHash,
    notificationId,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Stores a new pending invitation, replacing the sender's pending one of the same kind to the
 * same address (its link stops working and its notification goes), mails the link and states
 * invitation.sent, all in one transaction.
 */
async function storeAndSend(
  deps: Deps,
  options: {
    sender: UserRow;
    kind: InvitationKind;
    email: string;
    fullName: string;
    businessId: number | null;
    businessName: string | null;
    /** The business's subdomain, for a business_coach invitation. */
    businessSubdomain?: string | null;
    messageFromCoach: string;
    onboardingFormId: number | null;
  },
) {
  const email = options.email.toLowerCase();
  if (email === options.sender.email.toLowerCase()) {
    throw AppError.field("email", messages.invitationToSelf);
  }
  const receiver = await findUserByEmail({ db: deps.db, email });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const replaced = await repository.deletePendingInvitation(tx, {
      senderId: options.sender.id,
      kind: options.kind,
      email,
    });
    await removeInvitationNotifications(
      deps,
      tx,
      replaced.map((row) => row.id),
    );
    const invitation = await repository.insertInvitation(tx, {
      urlHash: newUrlHash(),
      kind: options.kind,
      senderId: options.sender.id,
      businessId: options.businessId,
      email,
      fullName: options.fullName,
      receiverId: receiver?.id ?? null,
      messageFromCoach: options.messageFromCoach,
      onboardingFormId: options.onboardingFormId,
      createdAt: now,
      expiresAt: invitationExpiry(now),
    });
    // A coach who already has an account answers on the main app, where they sign in.
    const setupSubdomain =
      options.kind === "business_coach" && !receiver ? (options.businessSubdomain ?? null) : null;
    const mail = invitationMail({
      publicUrl: deps.config.publicUrl,
      trainerSetupOrigin: setupSubdomain ? businessOrigin(deps.config, setupSubdomain) : null,
      urlHash: invitation.urlHash,
      kind: options.kind,
      senderName: fullNameOf(options.sender),
      businessName: options.businessName,
      messageFromCoach: options.messageFromCoach,
      expiresAt: invitation.expiresAt,
    });
    await deps.mail.send({ to: email, subject: mail.subject, text: mail.text }, { executor: tx });
    await deps.events.emit(tx, {
      type: "invitation.sent",
      invitationId: invitation.id,
      senderId: options.sender.id,
      receiverId: invitation.receiverId,
      email,
    });
    return invitation;
  });
}

/**
 * POST api/invitations/send: a coach invites an athlete (needs a subscription that allows it; an
 * on-boarding form only the coach's own), or anyone invites a coach (from_athlete_to_coach).
 */
export async function sendInvitation(deps: Deps, sender: UserRow, body: SendInvitationBody) {
  const kind: InvitationKind = body.from_athlete_to_coach ? "athlete_to_coach" : "coach_to_athlete";
  let onboardingFormId: number | null = null;
  let businessId: number | null = null;
  if (kind === "coach_to_athlete") {
    if (!sender.isCoach && !sender.isBusinessOwner) throw AppError.forbidden();
    await assertCanInviteAthletes(deps, sender);
    if (body.onBoardingId !== null) {
      const form = await findCoachForm(deps, sender.id);
      if (!form || String(form.id) !== String(body.onBoardingId)) throw AppError.notFound();
      onboardingFormId = form.id;
    }
    businessId = await repository.findHomeBusinessId(deps.db, sender.id);
  } else if (body.onBoardingId !== null) {
    // An athlete has no on-boarding form to attach.
    throw AppError.notFound();
  }
  const stored = await storeAndSend(deps, {
    sender,
    kind,
    email: body.email,
    fullName: "",
    businessId,
    businessName: null,
    messageFromCoach: body.messageFromCoach,
    onboardingFormId,
  });
  const found = await repository.findInvitationByUrlHash(deps.db, stored.urlHash);
  return {
    message: invitationSentMessage(stored.email),
    invitation: toInvitation(found!, deps.clock.now(), null),
  };
}

/** POST api/business-owner/coach-invitations/: the owner invites a coach into the business. */
export async function inviteBusinessCoach(deps: Deps, owner: UserRow, body: CoachInviteBody) {
  const found = await repository.findOwnedBusiness(deps.db, owner.id);
  if (!found) throw AppError.forbidden();
  await storeAndSend(deps, {
    sender: owner,
    kind: "business_coach",
    email: body.email,
    fullName: body.full_name,
    businessId: found.id,
    businessName: found.businessName,
    businessSubdomain: found.subdomain,
    messageFromCoach: "",
    onboardingFormId: null,
  });
  return { message: messages.coachInvited };
}

/** GET api/invitations/: the caller's sent and received invitations. */
export async function listInvitations(deps: Pick<AppDeps, "db" | "clock">, viewer: Viewer) {
  const rows = await repository.findInvitationsOf(deps.db, viewer);
  const notificationIds = await findInvitationNotificationIds(deps.db, {
    userId: viewer.id,
    invitationIds: rows.map((row) => row.invitation.id),
  });
  const now = deps.clock.now();
  const sent: Invitation[] = [];
  const received: Invitation[] = [];
  for (const row of rows) {
    const notificationId = notificationIds.get(row.invitation.id) ?? null;
    if (row.invitation.senderId === viewer.id) sent.push(toInvitation(row, now, notificationId));
    if (isReceiver(row.invitation, viewer)) received.push(toInvitation(row, now, notificationId));
  }
  return { sent, received };
}

/**
 * POST api/invitations/validate-token/: what the response screen shows to whoever holds the
 * link; 404 for an unknown (or replaced, or deleted) one.
 */
export async function previewInvitation(
  deps: Pick<AppDeps, "db" | "clock">,
  token: string,
  viewer: Viewer | undefined,
): Promise<InvitationPreview> {
  const found = await repository.findInvitationByUrlHash(deps.db, token);
  if (!found) throw AppError.notFound();
  const { invitation } = found;
  const notificationIds = viewer
    ? await findInvitationNotificationIds(deps.db, {
        userId: viewer.id,
        invitationIds: [invitation.id],
      })
    : new Map<number, number>();
  const status = invitationStatus(invitation.status, invitation.expiresAt, deps.clock.now());
  return {
    uuid_str: invitation.uuid,
    kind: invitation.kind,
    status,
    isExpired: status === "Expired",
    from_athlete_to_coach: invitation.kind === "athlete_to_coach",
    email: invitation.email,
    sender_info: found.sender,
    businessName: found.businessName,
    messageFromCoach: invitation.messageFromCoach,
    onBoardingId: invitation.onboardingFormId,
    hasAccount: found.receiver !== null,
    url_hash: invitation.urlHash,
    notificationId: notificationIds.get(invitation.id) ?? null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The coaching link (or business membership) an accepted invitation makes. */
async function linkPeople(
  deps: Deps,
  tx: Executor,
  invitation: repository.InvitationRow,
  receiver: Viewer,
) {
  if (invitation.kind === "business_coach") {
    if (invitation.businessId === null) throw AppError.notFound();
    await repository.addBusinessCoach(tx, invitation.businessId, receiver.id);
    if (!receiver.isCoach)
      await updateUser({ db: tx, userId: receiver.id, changes: { isCoach: true } });
    return { athleteId: null, coachId: receiver.id };
  }
  if (invitation.kind === "coach_to_athlete") {
    await repository.linkCoachAndAthlete(tx, {
      coachId: invitation.senderId,
      athleteId: receiver.id,
      businessId: invitation.businessId,
    });
    if (invitation.onboardingFormId !== null) await markOnboardingPending(deps, tx, receiver.id);
    return { athleteId: receiver.id, coachId: invitation.senderId };
  }
  // athlete_to_coach: the receiver coaches the sender, in the receiver's business if any.
  if (!receiver.isCoach && !receiver.isBusinessOwner) {
    // Section 8: every refusal of a signed-in user says the same.
    throw AppError.forbidden();
  }
  await repository.linkCoachAndAthlete(tx, {
    coachId: receiver.id,
    athleteId: invitation.senderId,
    businessId: await repository.findHomeBusinessId(tx, receiver.id),
  });
  return { athleteId: invitation.senderId, coachId: receiver.id };
}

/**
 * POST api/invitations/respond: the receiver accepts or declines once, while it has not
 * expired; the sender or the receiver deletes it. The notification goes with the answer.
 */
export function respondToInvitation(
  deps: Deps,
  viewer: Viewer,
  body: RespondInvitationBody,
): Promise<RespondInvitationResponse> {
  return deps.db.transaction((tx) => answerInvitation(deps, tx, viewer, body));
}

/** The answer of `respondToInvitation` in the caller's transaction (coach sign-up accepts). */
export async function answerInvitation(
  deps: Deps,
  tx: Executor,
  viewer: Viewer,
  body: RespondInvitationBody,
): Promise<RespondInvitationResponse> {
  {
    const invitation = await repository.lockInvitationByUrlHash(tx, body.url_hash);
    if (!invitation) throw AppError.notFound();
    const isSender = invitation.senderId === viewer.id;
    const receives = isReceiver(invitation, viewer);
    if (!isSender && !receives) throw AppError.notFound();
    const answered = {
      message: messages.invitationResponded,
      kind: invitation.kind,
      athleteId: null,
      coachId: null,
      onBoardingId: null,
    };
    if (body.response === "Delete") {
      await repository.deleteInvitation(tx, invitation.id);
      await finishAnswer(deps, tx, invitation, invitation.receiverId, "Delete");
      return { ...answered, status: null };
    }
    if (!receives) throw AppError.forbidden();
    const now = deps.clock.now();
    if (invitation.status !== "Pending") {
      throw new AppError(ErrorCode.validation, messages.invitationAnswered);
    }
    if (invitationStatus(invitation.status, invitation.expiresAt, now) === "Expired") {
      throw new AppError(ErrorCode.validation, messages.invitationExpired);
    }
    const linked =
      body.response === "Accepted"
        ? await linkPeople(deps, tx, invitation, viewer)
        : { athleteId: null, coachId: null };
    await repository.answerInvitation(tx, invitation.id, {
      status: body.response,
      receiverId: viewer.id,
      respondedAt: now,
    });
    await finishAnswer(deps, tx, invitation, viewer.id, body.response);
    return {
      ...answered,
      ...linked,
      status: body.response,
      onBoardingId: body.response === "Accepted" ? invitation.onboardingFormId : null,
    };
  }
}

async function finishAnswer(
  deps: Deps,
  tx: Executor,
  invitation: repository.InvitationRow,
  receiverId: number | null,
  response: "Accepted" | "Declined" | "Delete",
) {
  await removeInvitationNotifications(deps, tx, [invitation.id]);
  await deps.events.emit(tx, {
    type: "invitation.answered",
    invitationId: invitation.id,
    senderId: invitation.senderId,
    receiverId,
    response,
  });
}

/** DELETE api/invitations/respond: the sender withdraws a sent invitation (404 for anyone else). */
export async function deleteSentInvitation(deps: Deps, viewer: Viewer, uuid: string) {
  await deps.db.transaction(async (tx) => {
    const invitation = await repository.findSentInvitationByUuid(tx, viewer.id, uuid);
    if (!invitation) throw AppError.notFound();
    await repository.deleteInvitation(tx, invitation.id);
    await finishAnswer(deps, tx, invitation, invitation.receiverId, "Delete");
  });
  return { message: messages.invitationResponded };
}

/**
 * What the receiver's notification of a pending invitation says, read under a share lock in the
 * notifier's transaction; undefined once it is answered, deleted or replaced.
 */
export async function findInvitationNotice(
  executor: Executor,
  invitationId: number,
): Promise<InvitationNotice | undefined> {
  const found = await repository.lockPendingInvitation(executor, invitationId);
  const receiverId = found?.invitation.receiverId ?? found?.receiver?.id;
  if (!found || receiverId === undefined || receiverId === null) return undefined;
  return {
    invitationId,
    receiverId,
    urlHash: found.invitation.urlHash,
    content: invitationNotificationContent(found.invitation.kind, fullNameOf(found.sender)),
    receiverSide: found.invitation.kind === "coach_to_athlete" ? "athlete" : "coach",
  };
}

/**
 * The pending invitation of a link, for registering the invited address: 404 for an unknown
 * link, 400 for an answered or expired one.
 */
export async function findInvitationToRegister(
  deps: Pick<AppDeps, "db" | "clock">,
  executor: Executor,
  token: string,
  kinds: InvitationKind[],
) {
  const invitation = await repository.lockInvitationByUrlHash(executor, token);
  if (!invitation || !kinds.includes(invitation.kind)) throw AppError.notFound();
  if (invitation.status !== "Pending") {
    throw new AppError(ErrorCode.validation, messages.invitationAnswered);
  }
  if (invitationStatus(invitation.status, invitation.expiresAt, deps.clock.now()) === "Expired") {
    throw new AppError(ErrorCode.validation, messages.invitationExpired);
  }
  return invitation;
}
