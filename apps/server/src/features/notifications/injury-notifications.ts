import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import type { AppDeps } from "../../app-deps";
import { findCoachesToNotify } from "../people/people.service";
import { findUser } from "../people/users.service";
import { dayInText, personName, quote } from "./notice-texts";
import { raiseNotifications } from "./raise-notifications";

type Deps = Pick<AppDeps, "db" | "events" | "jobs">;

/** athlete.injury-reported: 'injury' to the athlete's coaches (not those who muted them). */
export async function notifyInjuryReported(
  deps: Deps,
  event: AppEventOf<"athlete.injury-reported">,
) {
  await deps.db.transaction(async (tx) => {
    const athlete = await findUser({ db: tx, userId: event.athleteId });
    if (!athlete) return;
    const coachIds = await findCoachesToNotify(tx, athlete.id);
    const athleteName = personName(athlete);
    const note = quote(event.note);
    const days =
      event.startDate === event.endDate
        ? `on ${dayInText(event.startDate)}`
        : `from ${dayInText(event.startDate)} to ${dayInText(event.endDate)}`;
    const content = `${athleteName} reported ${event.kind === "injury" ? "an injury" : "an illness"} ${days}${note ? `: "${note}"` : ""}`;
    const data: NotificationDataOf<"injury"> = {
      athlete_id: athlete.id,
      athleteName,
      kind: event.kind,
      date: event.startDate,
      eventId: event.unavailabilityId,
      note,
    };
    await raiseNotifications(
      deps,
      tx,
      coachIds.map((userId) => ({
        userId,
        side: "coach",
        type: "injury",
        content,
        data,
        dedupeKey: `injury:${event.unavailabilityId}`,
      })),
    );
  });
}
