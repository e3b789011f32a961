import type { CalendarGridWorkout } from "@coach/shared/calendar/calendar.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CalendarSnapshot, patchCalendarWorkouts, restoreCalendar } from "./calendar-cache";
import { calendarKey } from "./get-calendar-range";

/**
 * A calendar change saved on the server. With `optimistic`, the cached days show the change at
 * once and go back as they were when the server refuses; the query cache then shows the
 * server's message. Either way the athlete's ranges are fetched again afterwards.
 */
export function useCalendarMutation<TVariables, TData>({
  athleteId,
  mutationFn,
  optimistic,
}: {
  athleteId: number;
  mutationFn: (variables: TVariables) => Promise<TData>;
  optimistic?: (workouts: CalendarGridWorkout[], variables: TVariables) => CalendarGridWorkout[];
}) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables, { snapshot?: CalendarSnapshot }>({
    mutationFn,
    onMutate: async (variables) => {
      if (!optimistic) return {};
      const snapshot = await patchCalendarWorkouts(queryClient, athleteId, (workouts) =>
        optimistic(workouts, variables),
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => restoreCalendar(queryClient, context?.snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKey(athleteId) }),
  });
}
