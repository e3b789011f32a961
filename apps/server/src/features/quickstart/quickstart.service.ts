import type {
  AthleteQuickstart,
  OwnerQuickstart,
  UpdateAthleteQuickstartBody,
  UpdateOwnerQuickstartBody,
} from "@coach/shared/dashboard/quickstart.schemas";
import type { AppEventOf } from "@coach/shared/events/app-events";
import type { AppDeps } from "../../app-deps";
import type { UserRow } from "../people/users.service";
import * as repository from "./quickstart.repository";

type Deps = Pick<AppDeps, "db">;

function toOwnerQuickstart(tasks: repository.OwnerTasks): OwnerQuickstart {
  return {
    add_activity_tracker: tasks.addActivityTracker,
    add_workout_to_calendar: tasks.addWorkoutToCalendar,
    add_athlete: tasks.addAthlete,
  };
}

function toAthleteQuickstart(flags: repository.AthleteFlags): AthleteQuickstart {
  return {
    add_activity_tracker: flags.addActivityTracker,
    add_activity_tracker_dismissed: flags.addActivityTrackerDismissed,
    select_an_activity_tracker_dismissed: flags.selectAnActivityTrackerDismissed,
  };
}

/** GET /api/business-owner/quickstart/ */
export async function getOwnerQuickstart(deps: Deps, owner: UserRow): Promise<OwnerQuickstart> {
  return toOwnerQuickstart(await repository.findOwnerTasks(deps.db, owner.id));
}

/**
 * PUT /api/business-owner/quickstart/: checks the tasks sent true (the owner ticks one by hand:
 * a tracker connected elsewhere, for one); false leaves a task as it is, since a checked item is
 * never unchecked. Answers every task as stored.
 */
export async function updateOwnerQuickstart(
  deps: Deps,
  owner: UserRow,
  body: UpdateOwnerQuickstartBody,
): Promise<OwnerQuickstart> {
  const tasks = await repository.checkOwnerTasks(deps.db, owner.id, {
    addActivityTracker: body.add_activity_tracker,
    addWorkoutToCalendar: body.add_workout_to_calendar,
    addAthlete: body.add_athlete,
  });
  return toOwnerQuickstart(tasks ?? (await repository.findOwnerTasks(deps.db, owner.id)));
}

/** GET /api/quickstart/: the caller's own quick start. */
export async function getAthleteQuickstart(deps: Deps, user: UserRow): Promise<AthleteQuickstart> {
  return toAthleteQuickstart(await repository.findAthleteFlags(deps.db, user.id));
}

/** POST /api/quickstart/: sets the flags sent true; false leaves a flag as it is. */
export async function updateAthleteQuickstart(
  deps: Deps,
  user: UserRow,
  body: UpdateAthleteQuickstartBody,
): Promise<AthleteQuickstart> {
  const flags = await repository.setAthleteFlags(deps.db, user.id, {
    addActivityTracker: body.add_activity_tracker,
    addActivityTrackerDismissed: body.add_activity_tracker_dismissed,
    selectAnActivityTrackerDismissed: body.select_an_activity_tracker_dismissed,
  });
  return toAthleteQuickstart(flags);
}

/*
 * What really happened checks the owner's tasks (subscribers in quickstart.subscribers.ts). Each
 * is idempotent: checking a checked task changes nothing, so a redelivered event is harmless.
 */

/** The owner created an athlete, or accepted an athlete's sign-up on the business page. */
export async function onAthleteCreated(deps: Deps, event: AppEventOf<"athlete.created">) {
  await repository.checkOwnerTasks(deps.db, event.ownerId, { addAthlete: true });
}

/** An accepted invitation made an owner the coach of an athlete. */
export async function onInvitationAnswered(deps: Deps, event: AppEventOf<"invitation.answered">) {
  if (event.response !== "Accepted") return;
  const coachId = await repository.findInvitationCoach(deps.db, event.invitationId);
  if (coachId !== null) await repository.checkOwnerTasks(deps.db, coachId, { addAthlete: true });
}

/** An owner put a workout on a calendar (theirs or an athlete's), or applied a plan. */
export async function onWorkoutsScheduled(deps: Deps, event: AppEventOf<"workouts.scheduled">) {
  await repository.checkOwnerTasks(deps.db, event.actorId, { addWorkoutToCalendar: true });
}

/**
 * Activities arrived on someone's calendar: that person has brought their training in, so their
 * quick start's "add activity tracker" is done, and so is the owner task of the same name when
 * the calendar is a business owner's own. Files are the only way in today (no tracker
 * connection exists yet), so an imported file is what completes the step.
 */
export async function onActivityImported(deps: Deps, event: AppEventOf<"activity.imported">) {
  await repository.setAthleteFlags(deps.db, event.athleteId, { addActivityTracker: true });
  await repository.checkOwnerTasks(deps.db, event.athleteId, { addActivityTracker: true });
}
