import type {
  CalendarUnavailability,
  CalendarUnavailabilityBody,
} from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

/** POST and DELETE api/athlete/{id}/calendar/unavailability/: days the athlete cannot train. */
export const createUnavailability = (athleteId: number, body: CalendarUnavailabilityBody) =>
  apiFetch<CalendarUnavailability>(`/api/athlete/${athleteId}/calendar/unavailability/`, {
    method: "POST",
    body,
  });

export const deleteUnavailability = (athleteId: number, unavailabilityId: number) =>
  apiFetch<null>(`/api/athlete/${athleteId}/calendar/unavailability/${unavailabilityId}/`, {
    method: "DELETE",
  });

export function useCreateUnavailability(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (body: CalendarUnavailabilityBody) => createUnavailability(athleteId, body),
  });
}

export function useDeleteUnavailability(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (unavailabilityId: number) => deleteUnavailability(athleteId, unavailabilityId),
  });
}
