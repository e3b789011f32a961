import { addDays } from "@coach/shared/units/iso-week";
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { dayByDayKeys } from "../../../components/day-keyboard-moves";
import { dateLabel } from "../../../lib/formats";

/**
 * A day per arrow through the calendar's days (the droppables are the days, their ids the
 * dates). A library workout starts outside the days: the first arrow brings it to the first.
 */
export const dayMoveKeys = dayByDayKeys((days, { active, over, droppableRects }) => {
  const from = over ? String(over.id) : workoutDate(active?.data.current);
  return from ? addDays(from, days) : [...droppableRects.keys()].map(String).sort()[0];
});

function workoutDate(data: Record<string, unknown> | undefined): string | undefined {
  const workout = data?.workout as { date?: string } | undefined;
  return workout?.date;
}

function nameOf(data: Record<string, unknown> | undefined): string {
  const workout = (data?.workout ?? data?.libraryItem) as { name?: string } | undefined;
  return workout?.name ? `"${workout.name}"` : "The workout";
}

const isFromLibrary = (data: Record<string, unknown> | undefined) => Boolean(data?.libraryItem);

/** What a screen reader is told, in the keys that really work. */
export const dayMoveInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Space to pick this workout up. The arrow keys then move it a day left or right, or a week up or down; Space or Enter drops it there, Escape puts it back. Enter alone opens a planned workout.",
};

/** What a screen reader hears as a workout moves, its days named in the viewer's date format. */
export function dayMoveAnnouncements(dateFormat: string): Announcements {
  const dayOf = (date: string | undefined) => (date ? dateLabel(date, dateFormat) : "its day");
  return {
    onDragStart: ({ active }) =>
      isFromLibrary(active.data.current)
        ? `Picked up ${nameOf(active.data.current)} from the library.`
        : `Picked up ${nameOf(active.data.current)} on ${dayOf(workoutDate(active.data.current))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.data.current)} is over ${dayOf(String(over.id))}.`
        : `${nameOf(active.data.current)} is over no day.`,
    onDragEnd: ({ active, over }) => {
      if (isFromLibrary(active.data.current)) {
        return over
          ? `${nameOf(active.data.current)} is added to ${dayOf(String(over.id))}.`
          : `${nameOf(active.data.current)} was not added to any day.`;
      }
      const from = workoutDate(active.data.current);
      if (!over || String(over.id) === from) {
        return `${nameOf(active.data.current)} stays on ${dayOf(from)}.`;
      }
      return `${nameOf(active.data.current)} moves to ${dayOf(String(over.id))}.`;
    },
    onDragCancel: ({ active }) =>
      isFromLibrary(active.data.current)
        ? `${nameOf(active.data.current)} was not added to any day.`
        : `Moving was cancelled: ${nameOf(active.data.current)} stays on ${dayOf(workoutDate(active.data.current))}.`,
  };
}

/**
 * The workout moved by keyboard, whose chip takes the focus when it is drawn on its new day (the
 * old chip leaves the page with its day, and the move is drawn only once its optimistic update
 * has run).
 */
let focusOnMount: number | null = null;

export function focusChipWhenDrawn(workoutId: number) {
  focusOnMount = workoutId;
}

/** For a chip as it is drawn: takes the focus when it is the workout just moved by keyboard. */
export function takeFocusIfMoved(workoutId: number, chip: HTMLElement | null) {
  if (chip && focusOnMount === workoutId && chip.isConnected) {
    focusOnMount = null;
    chip.focus();
  }
}
