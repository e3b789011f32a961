import type { MacrocyclePhase, MacrocycleWeek } from "@coach/shared/macrocycle/macrocycle.schemas";
import { addDays, isoWeek, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { dateLabel } from "../../../lib/formats";

/** Weeks one page of the season shows (half a year). */
export const SEASON_PAGE_WEEKS = 26;

export function seasonRange(firstMonday: string) {
  return { startDate: firstMonday, endDate: addDays(firstMonday, SEASON_PAGE_WEEKS * 7 - 1) };
}

export const thisMonday = (today: string) => startOfIsoWeek(today);

/** Weeks of the past the first page shows, so the load just done is beside the weeks ahead. */
export const SEASON_WEEKS_BEFORE_TODAY = 8;

/** The first page's Monday: the season around today, 8 weeks back and 17 ahead of this week. */
export const aroundTodayMonday = (today: string) =>
  addDays(thisMonday(today), -SEASON_WEEKS_BEFORE_TODAY * 7);

/** A week's row: its ISO week number and its Monday in the viewer's format ("W48 · 23.11.2026"). */
export const weekLabel = (weekStart: string, pattern: string) =>
  `W${isoWeek(weekStart).week} · ${dateLabel(weekStart, pattern)}`;

/**
 * A week as edited: the phase and target the coach chose, the note, and the week's version when
 * the edit began, which the save presents (decision 083).
 */
export type WeekDraft = {
  phase: MacrocyclePhase | null;
  targetStress: number | null;
  note: string;
  version: number;
};

export const draftOf = (week: MacrocycleWeek): WeekDraft => ({
  phase: week.phase,
  targetStress: week.targetStress,
  note: week.note,
  version: week.version,
});

export const isSameDraft = (a: WeekDraft, b: WeekDraft) =>
  a.phase === b.phase && a.targetStress === b.targetStress && a.note === b.note;

/**
 * The chart's stress lines. Completed stress ends with this week: a week still to come has
 * nothing completed yet, and drawn as 0 the line would fall to the floor as if training stopped.
 */
export function stressLines(weeks: MacrocycleWeek[], today: string) {
  const currentMonday = thisMonday(today);
  return {
    planned: weeks.map((week) => week.plannedStress),
    completed: weeks.map((week) => (week.weekStart <= currentMonday ? week.completedStress : null)),
  };
}

/** One colour per phase family: preparation and rest calm, base to peak ever warmer. */
export const PHASE_COLORS: Record<MacrocyclePhase, string> = {
  Prep: "#868e96",
  "Base 1": "#74c0fc",
  "Base 2": "#4dabf7",
  "Base 3": "#339af0",
  "Build 1": "#ffa94d",
  "Build 2": "#ff922b",
  "Build 3": "#fd7e14",
  Peak: "#f03e3e",
  Taper: "#be4bdb",
  Race: "#c92a2a",
  Rest: "#51cf66",
};
