import { todayIn } from "@coach/shared/calendar/athlete-today";
import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import { addDays } from "@coach/shared/units/iso-week";
import type { AppDeps } from "../../app-deps";
import { findCoachesToNotify } from "../people/people.service";
import { findUser } from "../people/users.service";
import { dayInText, personName } from "./notice-texts";
import { type NotificationNotice, raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs" | "clock">;

/** How far ahead a race is 'upcoming': today and the next 28 days, in the athlete's time zone. */
export const UPCOMING_RACE_DAYS = 28;

/** Whether a race on `date` is upcoming on the athlete's `today` (both ends included). */
export function isUpcomingRace(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, UPCOMING_RACE_DAYS);
}

/**
 * race.scheduled: 'race' to the other side when the race's (new) date is upcoming. Added or
 * moved by the athlete, their coaches are told (not those who muted them); by anyone else, the
 * athlete. The key holds the date, so a race moved to another upcoming date is told again.
 */
export async function notifyRaceScheduled(deps: Deps, event: AppEventOf<"race.scheduled">) {
  await deps.db.transaction(async (tx) => {
    // One after another: the transaction's one connection takes one query at a time.
    const athlete = await findUser({ db: tx, userId: event.athleteId });
    const actor = await findUser({ db: tx, userId: event.actorId });
    if (!athlete || !actor) return;
    if (!isUpcomingRace(event.date, todayIn(athlete.timezone, deps.clock.now()))) return;
    const isByAthlete = event.actorId === event.athleteId;
    const recipients = isByAthlete ? await findCoachesToNotify(tx, athlete.id) : [athlete.id];
    const isMoved = event.previousDate !== null;
    const data: NotificationDataOf<"race"> = {
      athlete_id: athlete.id,
      athleteName: personName(athlete),
      eventType: "race",
      eventId: event.raceId,
      eventDate: event.date,
      change: isMoved ? "moved" : "added",
      previousDate: event.previousDate,
    };
    const actorName = personName(actor);
    let content: string;
    if (isByAthlete) {
      content = isMoved
        ? `${actorName} moved the race "${event.name}" to ${dayInText(event.date)}`
        : `${actorName} added the race "${event.name}" on ${dayInText(event.date)}`;
    } else {
      content = isMoved
        ? `${actorName} moved your race "${event.name}" to ${dayInText(event.date)}`
        : `${actorName} added the race "${event.name}" to your calendar on ${dayInText(event.date)}`;
    }
    const notices: NotificationNotice[] = recipients
      .filter((userId) => userId !== event.actorId)
      .map((userId) => ({
        userId,
        side: isByAthlete ? "coach" : "athlete",
        type: "race",
        content,
        data,
        dedupeKey: `race:${event.raceId}:${event.date}`,
      }));
    await raiseNotifications(deps, tx, notices);
  });
}
