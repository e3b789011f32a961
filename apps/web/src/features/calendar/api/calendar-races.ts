import type { CalendarRace, CalendarRaceBody } from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

/** POST and DELETE api/athlete/{id}/calendar/races/: races come back with the range. */
export const createRace = (athleteId: number, body: CalendarRaceBody) =>
  apiFetch<CalendarRace>(`/api/athlete/${athleteId}/calendar/races/`, { method: "POST", body });

export const deleteRace = (athleteId: number, raceId: number) =>
  apiFetch<null>(`/api/athlete/${athleteId}/calendar/races/${raceId}/`, { method: "DELETE" });

export function useCreateRace(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (body: CalendarRaceBody) => createRace(athleteId, body),
  });
}

export function useDeleteRace(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (raceId: number) => deleteRace(athleteId, raceId),
  });
}
