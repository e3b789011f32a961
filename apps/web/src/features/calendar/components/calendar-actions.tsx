import type {
  CalendarGridWorkout,
  CalendarRace,
  CalendarUnavailability,
} from "@coach/shared/calendar/calendar.schemas";
import { createContext, useContext } from "react";

/** What a day and its events can ask of the calendar page. */
export interface CalendarActions {
  openWorkout: (workout: CalendarGridWorkout) => void;
  toggleSelected: (workoutId: number) => void;
  addFromLibrary: (date: string) => void;
  addNew: (date: string, type: number) => void;
  addRestDay: (date: string) => void;
  addRace: (date: string) => void;
  addUnavailable: (date: string) => void;
  /** The athlete marks a day of their own calendar as injured or ill (their coaches are told). */
  reportInjury: (date: string) => void;
  paste: (date: string) => void;
  /** Read when a day's menu opens, so that copying does not redraw every day. */
  hasClipboard: () => boolean;
  shiftFrom: (date: string) => void;
  deleteRace: (race: CalendarRace) => void;
  deleteUnavailability: (period: CalendarUnavailability) => void;
}

export interface CalendarPermissions {
  canEdit: boolean;
  /** Coaches pick from their library; athletes build in place. */
  canUseLibrary: boolean;
  /** Only the athlete reports an injury or illness, on their own calendar. */
  canReportInjury: boolean;
}

export const CalendarActionsContext = createContext<(CalendarActions & CalendarPermissions) | null>(
  null,
);

/**
 * One stable set of actions for every day cell, so that memoised cells do not re-render when
 * the page's state changes.
 */
export function useCalendarActions() {
  const actions = useContext(CalendarActionsContext);
  if (!actions) throw new Error("useCalendarActions needs a CalendarActionsContext provider");
  return actions;
}
