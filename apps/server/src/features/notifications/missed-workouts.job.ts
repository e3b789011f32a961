import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { jobType, jobWorker } from "../../platform/jobs/job-queue";
import { findMissedWorkouts } from "../calendar/calendar-workouts.service";
import { findCoachesToNotifyOfAthletes } from "../people/people.service";
import { dayInText } from "./notice-texts";
import { type NotificationNotice, raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs" | "clock">;

/**
 * Every hour at minute 5 (UTC), so that each athlete's day is looked at within the hour it ends
 * in their time zone (zones off by 30 or 45 minutes included). Each run looks at every
 * athlete's local yesterday: a run that was missed is made up by the next one, and the notices'
 * keys make the repeats (and a second instance's run) add nothing.
 */
export const missedWorkoutsJob = jobType({
  name: "notifications.missed-workouts",
  payload: z.object({}),
  cron: "5 * * * *",
  retryLimit: 3,
});

/** Notices stored per transaction: a bounded statement whatever the day brings. */
const NOTICES_PER_TRANSACTION = 500;

/**
 * 'missed_workout' to each coach of the athletes (not those who muted them), one per workout
 * of the athlete's local yesterday at `deps.clock.now()` that no activity matched. Returns how
 * many notices were stored.
 */
export async function notifyMissedWorkouts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const missed = await findMissedWorkouts({ db: deps.db, now });
  const athleteIds = [...new Set(missed.map((workout) => workout.athleteId))];
  const coachesOf = await findCoachesToNotifyOfAthletes(deps.db, athleteIds);
  const notices: NotificationNotice[] = missed.flatMap((workout) => {
    const data: NotificationDataOf<"missed_workout"> = {
      athlete_id: workout.athleteId,
      athleteName: workout.athleteName,
      eventType: "workout",
      eventId: workout.id,
      eventDate: workout.date,
    };
    return (coachesOf.get(workout.athleteId) ?? []).map((coachId) => ({
      userId: coachId,
      side: "coach" as const,
      type: "missed_workout" as const,
      content: `${workout.athleteName} missed "${workout.name}" planned on ${dayInText(workout.date)}`,
      data,
      dedupeKey: `missed:${workout.id}`,
    }));
  });
  let stored = 0;
  for (let start = 0; start < notices.length; start += NOTICES_PER_TRANSACTION) {
    const batch = notices.slice(start, start + NOTICES_PER_TRANSACTION);
    stored += (await deps.db.transaction((tx) => raiseNotifications(deps, tx, batch))).length;
  }
  return stored;
}

export function missedWorkoutsWorker(deps: Deps) {
  return jobWorker(missedWorkoutsJob, async () => {
    await notifyMissedWorkouts(deps);
  });
}
