import type { CalendarGridResponse } from "@coach/shared/calendar/calendar.schemas";
import {
  ATHLETE_ID,
  athletesAnswer,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { calendarDrawn } from "./calendar.fixture";

/**
 * The coach's view of the athlete's calendar at `path`, with `range` as the calendar's answer
 * (`extra` answers first), once the range is drawn. Returns the calls made.
 */
export async function renderCalendarRoute(
  path: string,
  range: CalendarGridResponse,
  extra: Parameters<typeof mockFetch>[0] = [],
) {
  const calls = mockFetch([
    ...extra,
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: `/api/athlete/${ATHLETE_ID}/calendar/workouts/`, body: range },
  ]);
  renderRoutes([{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }], path);
  await calendarDrawn();
  return calls;
}
