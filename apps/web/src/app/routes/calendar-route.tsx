import { CalendarPage } from "../../features/calendar/components/calendar-page";
import { todayIn } from "../../features/calendar/components/month-grid";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage } from "./athlete-page";

/**
 * /calendar (own) and /athlete/:athleteId/calendar; query `month=YYYY-MM`, or `eventType`, `id`
 * and `eventDate` to open an event's month and the event.
 */
export function CalendarRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => (
        <CalendarPage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          isOwn={isOwn}
          viewer={{
            fullName: details.fullName,
            units: details.displayUnits,
            isCoach: isCoachLike(roleOf(details)),
            today: todayIn(details.timezone),
          }}
        />
      )}
    />
  );
}
