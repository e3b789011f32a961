import type { ShiftCalendarBody } from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

export const shiftCalendar = (athleteId: number, body: ShiftCalendarBody) =>
  apiFetch<{ moved: number }>(`/api/athlete/${athleteId}/calendar/shift/`, {
    method: "POST",
    body,
  });

/** 'Shift from this day': every planned workout from a day onward moves by N days. */
export function useShiftCalendar(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (body: ShiftCalendarBody) => shiftCalendar(athleteId, body),
  });
}
