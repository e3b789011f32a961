import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { athleteQuickstarts, ownerQuickstarts } from "../../db/schema";

export type OwnerTasks = {
  addActivityTracker: boolean;
  addWorkoutToCalendar: boolean;
  addAthlete: boolean;
};
export type AthleteFlags = {
  addActivityTracker: boolean;
  addActivityTrackerDismissed: boolean;
  selectAnActivityTrackerDismissed: boolean;
};

const NO_OWNER_TASKS: OwnerTasks = {
  addActivityTracker: false,
  addWorkoutToCalendar: false,
  addAthlete: false,
};
const NO_ATHLETE_FLAGS: AthleteFlags = {
  addActivityTracker: false,
  addActivityTrackerDismissed: false,
  selectAnActivityTrackerDismissed: false,
};

export async function findOwnerTasks(db: Executor, ownerId: number): Promise<OwnerTasks> {
  const [row] = await db
    .select({
      addActivityTracker: ownerQuickstarts.addActivityTracker,
      addWorkoutToCalendar: ownerQuickstarts.addWorkoutToCalendar,
      addAthlete: ownerQuickstarts.addAthlete,
    })
    .from(ownerQuickstarts)
    .where(eq(ownerQuickstarts.ownerId, ownerId));
  return row ?? NO_OWNER_TASKS;
}

/**
 * Checks the given tasks of a business owner; a checked task stays checked (OR with the stored
 * flag), so a repeated or late write never unchecks one. Nothing happens for a user who is not
 * a business owner. The flags after the write, or undefined for a non-owner.
 */
export async function checkOwnerTasks(
  db: Executor,
  ownerId: number,
  tasks: Partial<OwnerTasks>,
): Promise<OwnerTasks | undefined> {
  const result = await db.execute<{
    add_activity_tracker: boolean;
    add_workout_to_calendar: boolean;
    add_athlete: boolean;
  }>(sql`
    insert into owner_quickstarts (owner_id, add_activity_tracker, add_workout_to_calendar, add_athlete)
    select id, ${tasks.addActivityTracker === true}, ${tasks.addWorkoutToCalendar === true},
           ${tasks.addAthlete === true}
    from users where id = ${ownerId} and is_business_owner
    on conflict (owner_id) do update set
      add_activity_tracker = owner_quickstarts.add_activity_tracker or excluded.add_activity_tracker,
      add_workout_to_calendar =
        owner_quickstarts.add_workout_to_calendar or excluded.add_workout_to_calendar,
      add_athlete = owner_quickstarts.add_athlete or excluded.add_athlete,
      updated_at = now()
    returning add_activity_tracker, add_workout_to_calendar, add_athlete`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    addActivityTracker: row.add_activity_tracker,
    addWorkoutToCalendar: row.add_workout_to_calendar,
    addAthlete: row.add_athlete,
  };
}

export async function findAthleteFlags(db: Executor, userId: number): Promise<AthleteFlags> {
  const [row] = await db
    .select({
      addActivityTracker: athleteQuickstarts.addActivityTracker,
      addActivityTrackerDismissed: athleteQuickstarts.addActivityTrackerDismissed,
      selectAnActivityTrackerDismissed: athleteQuickstarts.selectAnActivityTrackerDismissed,
    })
    .from(athleteQuickstarts)
    .where(eq(athleteQuickstarts.userId, userId));
  return row ?? NO_ATHLETE_FLAGS;
}

/** Sets the given flags of the user's quick start (never clears one); the flags after. */
export async function setAthleteFlags(
  db: Executor,
  userId: number,
  flags: Partial<AthleteFlags>,
): Promise<AthleteFlags> {
  const values = {
    addActivityTracker: flags.addActivityTracker === true,
    addActivityTrackerDismissed: flags.addActivityTrackerDismissed === true,
    selectAnActivityTrackerDismissed: flags.selectAnActivityTrackerDismissed === true,
  };
  const [row] = await db
    .insert(athleteQuickstarts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: athleteQuickstarts.userId,
      set: {
        addActivityTracker: sql`${athleteQuickstarts.addActivityTracker} or excluded.add_activity_tracker`,
        addActivityTrackerDismissed: sql`${athleteQuickstarts.addActivityTrackerDismissed} or excluded.add_activity_tracker_dismissed`,
        selectAnActivityTrackerDismissed: sql`${athleteQuickstarts.selectAnActivityTrackerDismissed} or excluded.select_an_activity_tracker_dismissed`,
        updatedAt: new Date(),
      },
    })
    .returning({
      addActivityTracker: athleteQuickstarts.addActivityTracker,
      addActivityTrackerDismissed: athleteQuickstarts.addActivityTrackerDismissed,
      selectAnActivityTrackerDismissed: athleteQuickstarts.selectAnActivityTrackerDismissed,
    });
  return row!;
}

/**
 * The coach of the link an accepted invitation made: the sender of a coach's invitation to an
 * athlete, the receiver of an athlete's invitation to a coach; null for a business-coach one.
 */
export async function findInvitationCoach(
  db: Executor,
  invitationId: number,
): Promise<number | null> {
  const result = await db.execute<{ coach_id: number | null }>(sql`
    select case kind when 'coach_to_athlete' then sender_id
                     when 'athlete_to_coach' then receiver_id end as coach_id
    from invitations where id = ${invitationId} and status = 'Accepted'`);
  return result.rows[0]?.coach_id ?? null;
}
