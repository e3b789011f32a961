import type { DayRef } from "@coach/shared/plans/plan-builder";
import {
  type Announcements,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  type KeyboardSensorOptions,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { dayLabel } from "./plan-format";

const DAYS_PER_WEEK = 7;

/** Days an arrow key moves a workout: a day sideways (on into the next week), a week up or down. */
const DAYS_BY_KEY: Partial<Record<string, number>> = {
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Down]: DAYS_PER_WEEK,
  [KeyboardCode.Up]: -DAYS_PER_WEEK,
};

/** The droppable id of a plan day (plan-day.tsx). */
export const planDayId = (at: DayRef) => `day-${at.week}-${at.day}`;

function dayRefOf(data: Record<string, unknown> | undefined): DayRef | undefined {
  const week = data?.week;
  const day = data?.day;
  return typeof week === "number" && typeof day === "number" ? { week, day } : undefined;
}

/**
 * dnd-kit's keyboard sensor, day by day through the plan's weeks, as in the calendar: Space picks
 * a workout up, an arrow puts it over the next day's box (dnd-kit's default moves 25 px a press,
 * a fraction of a day), Space or Enter drops it, Escape puts it back.
 */
export const planDayMoveKeys: KeyboardSensorOptions = {
  keyboardCodes: {
    start: [KeyboardCode.Space],
    cancel: [KeyboardCode.Esc],
    end: [KeyboardCode.Space, KeyboardCode.Enter],
  },
  coordinateGetter: ((event, { context }) => {
    const days = DAYS_BY_KEY[event.code];
    const { active, over, droppableRects, collisionRect } = context;
    if (days === undefined || !active || !collisionRect) return undefined;
    event.preventDefault();
    // A library workout starts outside the weeks: the first arrow brings it to the first day.
    const from = dayRefOf(over?.data.current) ?? dayRefOf(active.data.current);
    const index = from ? from.week * DAYS_PER_WEEK + from.day + days : 0;
    if (index < 0) return undefined;
    const target = droppableRects.get(
      planDayId({ week: Math.floor(index / DAYS_PER_WEEK), day: index % DAYS_PER_WEEK }),
    );
    // Beyond the plan's last week the workout stays where it is.
    if (!target) return undefined;
    return {
      x: target.left + (target.width - collisionRect.width) / 2,
      y: target.top + (target.height - collisionRect.height) / 2,
    };
  }) satisfies KeyboardCoordinateGetter,
};

export const planDayMoveInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Space to pick this workout up. The arrow keys then move it a day left or right, or a week up or down; Space or Enter drops it there, Escape puts it back.",
};

/** A plan workout's or a library item's name in quotes, or "the workout". */
const nameOf = (data: Record<string, unknown> | undefined) => {
  const named = (data?.libraryItem ?? data) as { name?: unknown } | undefined;
  return typeof named?.name === "string" ? `"${named.name}"` : "the workout";
};

const Named = (data: Record<string, unknown> | undefined) => {
  const name = nameOf(data);
  return name[0]!.toUpperCase() + name.slice(1);
};

const where = (data: Record<string, unknown> | undefined) => {
  const at = dayRefOf(data);
  return at ? dayLabel(at) : "no day";
};

/** What a screen reader hears as a workout moves: '"Tempo" is over Week 2 Tuesday.' */
export const planDayMoveAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    `${Named(active.data.current)} is over ${where(over?.data.current)}.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${Named(active.data.current)} is dropped on ${where(over.data.current)}.`
      : `${Named(active.data.current)} was not moved.`,
  onDragCancel: ({ active }) => `Moving was cancelled: ${nameOf(active.data.current)} stays.`,
};
