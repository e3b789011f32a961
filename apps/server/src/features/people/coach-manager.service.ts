import type {
  ActiveBusinessCoach,
  BusinessAthlete,
  BusinessCoachesResponse,
  NewBusinessCoach,
} from "@coach/shared/people/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import { parseRowId } from "@coach/shared/validation/row-id";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import { listBusinessCoachInvitations } from "../invitations/invitations.service";
import * as athletesRepository from "./business-athletes.repository";
import { getOwnedBusiness } from "./business-athletes.service";
import * as repository from "./coach-manager.repository";
import type { UserRow } from "./users.service";

type Options = { owner: UserRow };

/**
 * The coach manager: the business's coaches (the owner first when they coach) with the
 * athletes each coaches in the business, the coaches invited who have not joined (new-coach),
 * and the athletes of the business no coach coaches. Never the owner or a coach as an athlete.
 */
export async function findBusinessCoaches(
  deps: AppDeps,
  options: Options & { includeAthletes: boolean },
): Promise<BusinessCoachesResponse> {
  const business = await getOwnedBusiness(deps, options.owner);
  const [coachRows, athleteRows, invitationRows] = await Promise.all([
    repository.findBusinessCoaches(deps.db, business.id),
    options.includeAthletes ? repository.findBusinessAthletes(deps.db, business.id) : [],
    listBusinessCoachInvitations(deps, business.id),
  ]);
  const athletesByCoach = new Map<number, BusinessAthlete[]>();
  const unassignedAthletes: BusinessAthlete[] = [];
  for (const row of athleteRows) {
    const athlete = { id: row.id, name: row.name, email: row.email };
    if (row.coach_id === null) unassignedAthletes.push(athlete);
    else athletesByCoach.set(row.coach_id, [...(athletesByCoach.get(row.coach_id) ?? []), athlete]);
  }
  const coaches: ActiveBusinessCoach[] = coachRows.map((row) => ({
    type: "coach",
    id: row.id,
    name: row.name,
    email: row.email,
    isOwner: row.is_owner,
    athletes: athletesByCoach.get(row.id) ?? [],
  }));
  const newCoaches: NewBusinessCoach[] = invitationRows.flatMap((invitation) =>
    invitation.status === "Accepted"
      ? []
      : [
          {
            type: "new-coach" as const,
            id: invitation.uuid_str,
            name: invitation.fullName,
            email: invitation.email,
            status: invitation.status,
            sentAt: invitation.createdAt,
            athletes: [],
          },
        ],
  );
  return { coaches: [...coaches, ...newCoaches], unassignedAthletes };
}

/** A coach of the owner's business named by a path id, or 404. */
async function getBusinessCoachId(deps: AppDeps, businessId: number, pathId: string) {
  const coachId = parseRowId(pathId);
  if (coachId === null || !(await repository.isBusinessCoach(deps.db, businessId, coachId))) {
    throw AppError.notFound();
  }
  return coachId;
}

/**
 * The athlete (of the business) is coached by this coach of the business from now on; another
 * coach of the business who coached them stops. 404 for a coach or an athlete outside it.
 */
export async function assignAthleteToCoach(
  deps: AppDeps,
  options: Options & { coachPathId: string; athleteId: number },
): Promise<{ message: string }> {
  const business = await getOwnedBusiness(deps, options.owner);
  const coachId = await getBusinessCoachId(deps, business.id, options.coachPathId);
  const athleteId = parseRowId(options.athleteId);
  if (
    athleteId === null ||
    !(await athletesRepository.isBusinessAthlete(deps.db, business.id, athleteId))
  ) {
    throw AppError.notFound();
  }
  await deps.db.transaction(async (tx) => {
    await athletesRepository.insertBusinessAthletes(tx, business.id, [athleteId]);
    await athletesRepository.assignCoach(tx, { businessId: business.id, coachId, athleteId });
  });
  return { message: messages.coachAssigned };
}

/**
 * The owner removes a coach from the business (never themselves): the coach leaves it, their
 * coaching links in it end, and their athletes stay in the business without a coach. The coach
 * loses access to those athletes with their next request (access is read from these rows).
 */
export async function removeCoach(
  deps: AppDeps,
  options: Options & { coachPathId: string },
): Promise<{ message: string }> {
  const business = await getOwnedBusiness(deps, options.owner);
  if (parseRowId(options.coachPathId) === options.owner.id) {
    throw AppError.field("id", messages.cannotRemoveSelf);
  }
  const coachId = await getBusinessCoachId(deps, business.id, options.coachPathId);
  await deps.db.transaction(async (tx) => {
    const athleteIds = await repository.removeBusinessCoach(tx, business.id, coachId);
    await deps.events.emit(tx, {
      type: "coach.removed",
      businessId: business.id,
      coachId,
      ownerId: options.owner.id,
      athleteIds,
    });
  });
  return { message: messages.coachRemoved };
}
