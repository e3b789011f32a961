import type { CalendarFeedResponse } from "@coach/shared/calendar/calendar.schemas";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const createCalendarFeed = (athleteId: number) =>
  apiFetch<CalendarFeedResponse>(`/api/athlete/${athleteId}/calendar/feed/`, { method: "POST" });

/** The athlete's secret iCalendar address; asking again replaces the old one. */
export function useCreateCalendarFeed(athleteId: number) {
  return useMutation({ mutationFn: () => createCalendarFeed(athleteId) });
}
