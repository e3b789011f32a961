import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { CreateBusinessAthleteBody } from "@coach/shared/people/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { createSetPasswordToken } from "../auth/auth.service";
import { addedToBusinessMail, setPasswordMail } from "./business-athletes.mails";
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
    const existing = await findUserByEmail({ db: tx, email: body.email });
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
          email: body.email,
          // No hash matches an empty one: the account signs in once a password is set.
          passwordHash: "",
          ...splitFullName(body.full_name),
          zones: defaultAccountZones(),
        },
      }));
    await repository.insertBusinessAthletes(tx, business.id, [athlete.id]);
    if (
      business.owner_coaches &&
      !(await repository.isCoachedInBusiness(tx, business.id, athlete.id))
    ) {
      await repository.assignCoach(tx, {
        businessId: business.id,
        coachId: owner.id,
        athleteId: athlete.id,
      });
    }
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
