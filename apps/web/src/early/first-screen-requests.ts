import type { AccountDetails } from "@coach/shared/account/account.schemas";
import { roleOf } from "../app/nav/roles";
import { calendarRangeUrl } from "../features/calendar/api/calendar-range-url";
import {
  rangeOf,
  viewFromParams,
  visibleWeeks,
} from "../features/calendar/components/calendar-view";
import { viewerToday } from "../features/calendar/components/month-grid";
import { notificationsUrl } from "../features/notifications/api/notifications-url";
import { ATHLETE_QUICKSTART_URL } from "../features/quickstart/api/athlete-quickstart-url";
import { athleteZonesUrl } from "../features/zones/api/athlete-zones-url";

/** The address of the page being opened, as `location` gives it. */
export type PageAddress = { pathname: string; search: string };

const OWN_CALENDAR = /^\/calendar\/?$/;

/**
 * The GETs the first screen of `page` makes once `account` is known, in the form the API client
 * asks for them (docs/decisions/133-first-screen-asked-with-the-page.md). Only what is sure to be
 * asked, on the screen people open most, their own calendar: the days it shows (the view the
 * calendar reads from the address), the zones its workouts are drawn with, for an athlete the
 * quick start card above it, and the bell's first page in the top bar. Nothing before the first
 * settings are made: the app shows those instead.
 */
export function firstScreenRequests(
  page: PageAddress,
  account: Pick<
    AccountDetails,
    "id" | "isCoach" | "isBusinessOwner" | "firstSetup" | "timezone" | "today" | "todayEndsAt"
  >,
  now = new Date(),
): string[] {
  if (!account.firstSetup || !OWN_CALENDAR.test(page.pathname)) return [];
  const today = viewerToday(account, now);
  const { view, month, weekStart } = viewFromParams(new URLSearchParams(page.search), today);
  const { start, end } = rangeOf(visibleWeeks(view, month, weekStart));
  const requests = [calendarRangeUrl(account.id, start, end), athleteZonesUrl(account.id)];
  if (roleOf(account) === "athlete") requests.push(ATHLETE_QUICKSTART_URL);
  requests.push(notificationsUrl(1));
  return requests;
}
