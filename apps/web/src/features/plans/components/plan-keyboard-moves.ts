import type { DayRef } from "@coach/shared/plans/plan-builder";
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { dayByDayKeys } from "../../../components/day-keyboard-moves";
import { dayLabel } from "./plan-format";

const DAYS_PER_WEEK = 7;

/** The droppable id of a plan day (plan-day.tsx). */
export const planDayId = (at: DayRef) => `day-${at.week}-${at.day}`;

function dayRefOf(data: Record<string, unknown> | undefined): DayRef | undefined {
  const week = data?.week;
  const day = data?.day;
  return typeof week === "number" && typeof day === "number" ? { week, day } : undefined;
}

/**
 * A day per arrow through the plan's weeks, on into the next week, as in the calendar. A library
 * workout starts outside the weeks: the first arrow brings it to the first day.
 */
export const planDayMoveKeys = dayByDayKeys((days, { active, over }) => {
  const from = dayRefOf(over?.data.current) ?? dayRefOf(active?.data.current);
  const index = from ? from.week * DAYS_PER_WEEK + from.day + days : 0;
  if (index < 0) return undefined;
  return planDayId({ week: Math.floor(index / DAYS_PER_WEEK), day: index % DAYS_PER_WEEK });
});

export const planDayMoveInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Space to pick this workout up. The arrow keys then move it a day left or right, or a week up or down; Space or Enter drops it there, Escape puts it back.",
};

/** A plan workout's or a library item's name in quotes, or "the workout". */
const nameOf = (data: Record<string, unknown> | undefined) => {
  const named = (data?.libraryItem ?? data) as { name?: unknown } | undefined;
  return typeof named?.name === "string" ? `"${named.name}"` : "the workout";
};

const capitalisedNameOf = (data: Record<string, unknown> | undefined) => {
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
    `${capitalisedNameOf(active.data.current)} is over ${where(over?.data.current)}.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${capitalisedNameOf(active.data.current)} is dropped on ${where(over.data.current)}.`
      : `${capitalisedNameOf(active.data.current)} was not moved.`,
  onDragCancel: ({ active }) => `Moving was cancelled: ${nameOf(active.data.current)} stays.`,
};
