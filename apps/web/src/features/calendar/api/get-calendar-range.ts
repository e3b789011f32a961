import type { CalendarGridResponse } from "@coach/shared/calendar/calendar.schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { calendarRangeUrl } from "./calendar-range-url";

/** Every calendar query of one athlete starts with this key: one invalidation refreshes them all. */
export const calendarKey = queryKeys.calendar;

export const calendarRangeKey = (athleteId: number, startDate: string, endDate: string) =>
  [...calendarKey(athleteId), "range", startDate, endDate] as const;

/**
 * The range as the grid draws it (`view=grid`): each workout's name, sport, totals and flag,
 * without its steps, which come with the workout when it is opened (get-calendar-workout).
 */
export const getCalendarRange = (athleteId: number, startDate: string, endDate: string) =>
  apiFetch<CalendarGridResponse>(calendarRangeUrl(athleteId, startDate, endDate));

export const calendarRangeQuery = (athleteId: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: calendarRangeKey(athleteId, startDate, endDate),
    queryFn: () => getCalendarRange(athleteId, startDate, endDate),
  });

/** One call for everything the visible days hold; the previous range stays shown while the next loads. */
export function useCalendarRange(athleteId: number, startDate: string, endDate: string) {
  return useQuery({
    ...calendarRangeQuery(athleteId, startDate, endDate),
    placeholderData: keepPreviousData,
  });
}
