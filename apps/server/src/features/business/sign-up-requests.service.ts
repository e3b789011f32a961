import type {
  AcceptSubdomainRequestBodySchema,
  AcceptSubdomainRequestResponse,
  AthleteRequestBodySchema,
  SubdomainRequestsResponse,
} from "@coach/shared/business/business.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import { messages } from "@coach/shared/validation/messages";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { assertAccess } from "../access/access.service";
import { createSetPasswordToken } from "../auth/auth.service";
import { addAthleteToBusiness, getOwnedBusiness } from "../people/business-athletes.service";
import { toPendingAthlete } from "../people/my-athletes.service";
import type { UserRow } from "../people/users.service";
import * as repository from "./business.repository";
import { businessOrigin } from "./business-host";
import {
  signUpAcceptedMail,
  signUpAcceptedNewAccountMail,
  signUpDeclinedMail,
} from "./sign-up-requests.mails";

/**
 * Sign-ups through a business's page (docs/decisions/090-business-page.md): a visitor asks, the
 * owner accepts (the person becomes an athlete of the business) or cancels; the person is told
 * by mail either way.
 */

type AthleteRequest = z.output<typeof AthleteRequestBodySchema>;
type AcceptBody = z.output<typeof AcceptSubdomainRequestBodySchema>;

/**
 * POST /api/auth/register/athlete-request: the request waits for the owner. The answer is the
 * same whoever the address belongs to, so the form tells nobody who has an account.
 */
export async function requestToJoin(deps: AppDeps, body: AthleteRequest) {
  const business = await repository.findBusinessBySubdomain(deps.db, body.subdomain.toLowerCase());
  if (!business) throw AppError.notFound();
  await repository.upsertSignUp(
    deps.db,
    {
      ownerId: business.ownerId,
      businessId: business.id,
      email: body.email.toLowerCase(),
      fullName: body.athletesFullName,
      text: body.shortIntroduction,
    },
    deps.clock.now(),
  );
  return { detail: messages.athleteRequestSent };
}

/** GET api/subdomain/requests */
export async function findSignUps(
  deps: Pick<AppDeps, "db">,
  owner: UserRow,
): Promise<SubdomainRequestsResponse> {
  const business = await getOwnedBusiness(deps, owner);
  const rows = await repository.findOpenSignUps(deps.db, business.id);
  return rows.map(toPendingAthlete);
}

async function businessUrlOf(deps: AppDeps, ownerId: number) {
  const business = await repository.findBusinessOfOwner(deps.db, ownerId);
  return business?.subdomain
    ? businessOrigin(deps.config, business.subdomain)
    : deps.config.publicUrl;
}

/**
 * POST api/subdomain/requests/accept: the person becomes an athlete of the business (a new
 * account without a password, or their existing one), coached by the chosen coach of the
 * business, else by the owner when the owner coaches.
 */
export async function acceptSignUp(
  deps: AppDeps,
  owner: UserRow,
  body: AcceptBody,
): Promise<AcceptSubdomainRequestResponse> {
  const business = await getOwnedBusiness(deps, owner);
  const coachId = body.coachId ?? null;
  if (coachId !== null) await assertAccess(deps.db, owner, { coachId });
  const businessUrl = await businessUrlOf(deps, owner.id);
  return deps.db.transaction(async (tx) => {
    const request = await repository.lockOpenSignUp(tx, business.id, body.id);
    if (!request) throw AppError.notFound();
    const { athlete, existing } = await addAthleteToBusiness(tx, {
      owner,
      business,
      fullName: request.fullName,
      email: request.email,
      coachId,
    });
    await repository.markSignUpAccepted(tx, request.id, deps.clock.now());
    const names = {
      firstName: athlete.firstName,
      businessName: business.business_name,
      businessUrl,
    };
    const mail = existing
      ? signUpAcceptedMail(names)
      : signUpAcceptedNewAccountMail({
          ...names,
          token: await createSetPasswordToken({ db: tx, clock: deps.clock, userId: athlete.id }),
        });
    await deps.mail.send(
      { to: athlete.email, subject: mail.subject, text: mail.text },
      { executor: tx },
    );
    await deps.events.emit(tx, {
      type: "athlete.created",
      businessId: business.id,
      ownerId: owner.id,
      athleteId: athlete.id,
      isNewAccount: !existing,
    });
    return { message: peopleMessages.signUpConfirmed, athleteId: athlete.id };
  });
}

/** POST api/subdomain/requests/cancel: the request goes and the person is told. */
export async function cancelSignUp(deps: AppDeps, owner: UserRow, id: number) {
  const business = await getOwnedBusiness(deps, owner);
  const businessUrl = await businessUrlOf(deps, owner.id);
  await deps.db.transaction(async (tx) => {
    const request = await repository.lockOpenSignUp(tx, business.id, id);
    if (!request) throw AppError.notFound();
    await repository.deleteSignUp(tx, request.id);
    const mail = signUpDeclinedMail({
      firstName: request.fullName.split(/\s+/)[0] ?? "",
      businessName: business.business_name,
      businessUrl,
    });
    await deps.mail.send(
      { to: request.email, subject: mail.subject, text: mail.text },
      { executor: tx },
    );
  });
  return { message: messages.athleteRequestCancelled };
}
