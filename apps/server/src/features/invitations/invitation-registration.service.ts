import { authMessages } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type {
  CoachLastStepBody,
  InvitationPasswordBody,
} from "@coach/shared/invitations/invitations.schemas";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { getAccountDetails } from "../account/account.service";
import { hashNewPassword, startSession } from "../auth/auth.service";
import { createUser, findUserByEmail, type UserRow, updateUser } from "../people/users.service";
import * as repository from "./invitations.repository";
import { answerInvitation, findInvitationToRegister } from "./invitations.service";

/**
 * Accounts made from an invitation link (docs/decisions/060-invitations.md). The link came by
 * mail to the invited address, so following it confirms the address. An address that already
 * has a password signs in instead; one created without a password (by a business owner) gets
 * this one.
 */

function splitName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

async function accountForInvitation(
  deps: AppDeps,
  tx: Executor,
  invitation: repository.InvitationRow,
  options: { passwordHash: string; isCoach: boolean },
): Promise<UserRow> {
  const existing = await findUserByEmail({ db: tx, email: invitation.email });
  const now = deps.clock.now();
  if (existing && existing.passwordHash !== "") {
    throw new AppError(ErrorCode.emailTaken, authMessages.emailTaken, {
      email: [authMessages.emailTaken],
    });
  }
  const user = existing
    ? await updateUser({
        db: tx,
        userId: existing.id,
        changes: {
          passwordHash: options.passwordHash,
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
        },
      })
    : await createUser({
        db: tx,
        row: {
          email: invitation.email,
          passwordHash: options.passwordHash,
          ...splitName(invitation.fullName),
          isCoach: options.isCoach,
          emailConfirmedAt: now,
          zones: defaultAccountZones(),
        },
      });
  await repository.attachReceiver(tx, invitation.email, user!.id);
  return user!;
}

/**
 * POST api/auth/register/athlete/set-password/: the invited athlete's account, signed in; the
 * invitation stays pending, for them to accept on the response screen.
 */
export async function registerInvitedAthlete(deps: AppDeps, body: InvitationPasswordBody) {
  const passwordHash = await hashNewPassword(body.password);
  const user = await deps.db.transaction(async (tx) => {
    const invitation = await findInvitationToRegister(deps, tx, body.token, ["coach_to_athlete"]);
    return accountForInvitation(deps, tx, invitation, { passwordHash, isCoach: false });
  });
  return startSession(deps, user);
}

/**
 * POST api/auth/register/coach/: the coach a business owner invited gets an account, signed in,
 * and joins the business at once (registering from the link is the acceptance).
 */
export async function registerInvitedCoach(deps: AppDeps, body: InvitationPasswordBody) {
  const passwordHash = await hashNewPassword(body.password);
  const user = await deps.db.transaction(async (tx) => {
    const invitation = await findInvitationToRegister(deps, tx, body.token, ["business_coach"]);
    const coach = await accountForInvitation(deps, tx, invitation, { passwordHash, isCoach: true });
    await answerInvitation(deps, tx, coach, { url_hash: body.token, response: "Accepted" });
    return coach;
  });
  return startSession(deps, user);
}

/** POST api/auth/register/coach/last-step: the new coach's name, job title and picture. */
export async function finishCoachRegistration(
  deps: AppDeps,
  viewer: UserRow,
  body: CoachLastStepBody,
) {
  if (!viewer.isCoach) throw AppError.forbidden();
  return finishRegistration(deps, viewer, body);
}

/**
 * POST api/auth/register/last-step: the same last step for anyone who just signed up, athletes
 * included (docs/decisions/124-spec-api-contract.md).
 */
export async function finishRegistration(deps: AppDeps, viewer: UserRow, body: CoachLastStepBody) {
  const user = await updateUser({
    db: deps.db,
    userId: viewer.id,
    changes: {
      ...splitName(body.fullName),
      jobTitle: body.jobTitle,
      profilePictureUrl: body.profilePictureUrl,
    },
  });
  return { details: await getAccountDetails({ db: deps.db, config: deps.config, user: user! }) };
}
