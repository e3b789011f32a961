import { apiUrl } from "../../../lib/api-url";

/**
 * GET of the days from `startDate` to `endDate` as the grid draws them (`view=grid`): each
 * workout's name, sport, totals and flag, without its steps. Also asked with the page
 * (src/early/first-screen-requests.ts).
 */
export const calendarRangeUrl = (athleteId: number, startDate: string, endDate: string) =>
  apiUrl(`/api/athlete/${athleteId}/calendar/workouts/`, {
    startDate,
    endDate,
    athlete: athleteId,
    view: "grid",
  });
