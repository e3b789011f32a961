import type { PendingAthletesResponse } from "@coach/shared/people/pending-athletes.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { sendInvitation } from "../invitations/invitations.service";
import { toPendingAthlete } from "./my-athletes.service";
import * as repository from "./pending-athletes.repository";
import type { UserRow } from "./users.service";

/**
 * Sign-up requests and unregistered athletes: the coach they were sent to handles them, and the
 * owner of the business they were sent through. Anyone else gets 404.
 */
type Options = { deps: AppDeps; viewer: UserRow; id: number };

/** GET api/coach/pending-athletes/ */
export async function findPendingAthletes(options: {
  deps: Pick<AppDeps, "db">;
  viewer: UserRow;
}): Promise<PendingAthletesResponse> {
  const rows = await repository.findPendingAthletes(options.deps.db, options.viewer.id);
  return {
    pendingAthletes: rows.filter((row) => row.status === "pending").map(toPendingAthlete),
    unregisteredAthletes: rows.filter((row) => row.status === "unregistered").map(toPendingAthlete),
  };
}

async function handled(db: Executor, viewer: UserRow, id: number) {
  const row = await repository.findHandledPendingAthlete(db, viewer.id, id);
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * POST api/coach/pending-athletes/{id}/confirm/: the person is invited by the invitations
 * feature (the mail, the link, the answer); accepting makes them an athlete, so nobody is
 * coached without saying yes. The request then leaves the lists (confirmed_at). Confirming
 * again re-sends: the invitations feature replaces the pending invitation.
 */
export async function confirmPendingAthlete(options: Options) {
  const { deps, viewer } = options;
  const row = await handled(deps.db, viewer, options.id);
  await sendInvitation(deps, viewer, {
    email: row.email,
    from_athlete_to_coach: false,
    onBoardingId: null,
    messageFromCoach: "",
  });
  await repository.updatePendingAthlete(deps.db, row.id, { confirmedAt: deps.clock.now() });
  return { message: peopleMessages.signUpConfirmed, email: row.email };
}

/** POST api/coach/pending-athletes/{id}/unregistered/ */
export async function markUnregistered(options: Options) {
  const { deps, viewer } = options;
  await deps.db.transaction(async (tx) => {
    const row = await handled(tx, viewer, options.id);
    await repository.updatePendingAthlete(tx, row.id, { status: "unregistered" });
  });
  return { message: peopleMessages.pendingMarkedUnregistered };
}

/** DELETE api/coach/pending-athletes/{id}/ */
export async function deletePendingAthlete(options: Options) {
  const { deps, viewer } = options;
  await deps.db.transaction(async (tx) => {
    const row = await handled(tx, viewer, options.id);
    await repository.deletePendingAthlete(tx, row.id);
  });
  return { message: peopleMessages.pendingRemoved };
}
