import type { EventFlag } from "@coach/shared/calendar/event-flags";

/** How the dashboard names and colours a flag, in the words of the athletes page's legend. */
export const FLAG_LABELS: Record<EventFlag, string> = {
  success: "Done as planned",
  between: "Partly done",
  failure: "Missed",
  unplanned: "Unplanned",
  scheduled: "Planned",
};

export const FLAG_COLORS: Record<EventFlag, string> = {
  success: "teal",
  between: "yellow",
  failure: "red",
  unplanned: "blue",
  scheduled: "gray",
};
