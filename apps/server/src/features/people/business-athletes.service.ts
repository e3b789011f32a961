import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { CreateBusinessAthleteBody } from "@coach/shared/people/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { createSetPasswordToken } from "../auth/auth.service";
import { businessOrigin } from "../business/business.service";
import { addedToBusinessMail, setPasswordMail } from "./business-athletes.mails";
import type { OwnedBusinessRow } from "./business-athletes.repository";
import * as repository from "./business-athletes.repository";
import { createUser, findUserByEmail, type UserRow } from "./users.service";

/** The business the owner owns, or 404 (an owner whose business was never set up). */
export async function getOwnedBusiness(deps: Pick<AppDeps, "db">, owner: UserRow) {
  const business = await repository.findOwnedBusiness(deps.db, owner.id);
  if (!business) throw AppError.notFound();
  return business;
}

function splitFullName(fullName: string) {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

const fullNameOf = (user: Pick<UserRow, "firstName" | "lastName">) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * Makes the address an athlete of the owner's business, in the caller's transaction: a new
 * account without a password for a new address, the existing account otherwise (a coach's or an
 * owner's address is refused). Coached by `coachId` when given, else by the owner when the
 * owner coaches in the business and no coach of it coaches them yet. No mail: the caller says
 * why the person joined (created by the owner, or a sign-up accepted).
 */
export async function addAthleteToBusiness(
  tx: Executor,
  options: {
    owner: UserRow;
    business: OwnedBusinessRow;
    fullName: string;
    email: string;
    coachId?: number | null;
  },
): Promise<{ athlete: UserRow; existing: UserRow | undefined }> {
  const { business } = options;
  const existing = await findUserByEmail({ db: tx, email: options.email });
  if (existing && (existing.isCoach || existing.isBusinessOwner)) {
    throw new AppError(ErrorCode.validation, messages.athleteEmailIsCoach, {
      email: [messages.athleteEmailIsCoach],
    });
  }
  const athlete =
    existing ??
    (await createUser({
      db: tx,
      row: {
        email: options.email,
        // No hash matches an empty one: the account signs in once a password is set.
        passwordHash: "",
        ...splitFullName(options.fullName),
        zones: defaultAccountZones(),
      },
    }));
  await repository.insertBusinessAthletes(tx, business.id, [athlete.id]);
  const coachId =
    options.coachId ??
    (business.owner_coaches && !(await repository.isCoachedInBusiness(tx, business.id, athlete.id))
      ? options.owner.id
      : null);
  if (coachId !== null) {
    await repository.assignCoach(tx, { businessId: business.id, coachId, athleteId: athlete.id });
  }
  return { athlete, existing };
}

/**
 * A business owner adds an athlete by name and e-mail (docs/decisions/062-business-people.md):
 * - a new address gets an account without a password (it cannot sign in) and a mail with a
 *   7-day link to set one;
 * - an existing athlete's account joins the business as it is, and is told by mail;
 * - an address of a coach or an owner is refused: the business's athletes never include coaches.
 * Either way the athlete is listed in the business, and coached by the owner when the owner is
 * one of the business's coaches and no coach of the business coaches them yet.
 */
export async function createBusinessAthlete(
  deps: AppDeps,
  options: { owner: UserRow; body: CreateBusinessAthleteBody },
): Promise<{ id: number }> {
  const { owner, body } = options;
  const business = await getOwnedBusiness(deps, owner);
  return deps.db.transaction(async (tx) => {
    const { athlete, existing } = await addAthleteToBusiness(tx, {
      owner,
      business,
      fullName: body.full_name,
      email: body.email,
    });
    const names = {
      publicUrl: deps.config.publicUrl,
      firstName: athlete.firstName,
      businessName: business.business_name,
      ownerName: fullNameOf(owner),
    };
    const mail = existing
      ? addedToBusinessMail(names)
      : setPasswordMail({
          ...names,
          businessUrl: business.subdomain ? businessOrigin(deps.config, business.subdomain) : null,
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
    return { id: athlete.id };
  });
}
