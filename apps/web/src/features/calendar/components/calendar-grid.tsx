import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useMemo } from "react";
import { useMedia } from "../../../lib/use-media";
import classes from "./calendar.module.css";
import { type DayEvents, EMPTY_DAY } from "./calendar-days";
import { ChipTextContext, PHONE_QUERY } from "./chip-text";
import { DayCell } from "./day-cell";
import { type MonthWeek, monthOf } from "./month-grid";
import { WeekSummary } from "./week-summary";
import { summarizeWeek } from "./week-totals";

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** The weeks shown (a month's ISO weeks, or one week), with week numbers and weekly summaries. */
export function CalendarGrid({
  weeks,
  month,
  view,
  index,
  today,
  units,
  dateFormat,
  isSelecting,
  selectedIds,
}: {
  weeks: MonthWeek[];
  month: string;
  view: "month" | "week";
  index: Map<string, DayEvents>;
  today: string;
  units: DisplayUnits;
  dateFormat: string;
  isSelecting: boolean;
  selectedIds: ReadonlySet<number>;
}) {
  const isPhone = useMedia(PHONE_QUERY);
  // A phone's month: icons only, no summaries (chip-text.ts).
  const isIconsOnly = isPhone && view === "month";
  const summaries = useMemo(
    () => (isIconsOnly ? [] : weeks.map((week) => summarizeWeek(week.days, index))),
    [isIconsOnly, weeks, index],
  );
  return (
    <div className={classes.grid} data-view={view}>
      <div className={classes.headRow} aria-hidden>
        <span className={classes.weekHead}>Wk</span>
        {WEEKDAY_NAMES.map((name) => (
          <span key={name} className={classes.dayHead} title={name}>
            {name.slice(0, 3)}
          </span>
        ))}
        {!isPhone && <span className={classes.summaryHead}>Summary</span>}
      </div>
      <ChipTextContext.Provider value={!isIconsOnly}>
        {weeks.map((week, weekIndex) => (
          <div key={week.days[0]} className={classes.weekRow}>
            <span className={classes.weekNumber} title={`Week ${week.week}`}>
              {week.week}
            </span>
            {week.days.map((day, dayIndex) => {
              const events = index.get(day) ?? EMPTY_DAY;
              const hasSelection =
                isSelecting && events.workouts.some((workout) => selectedIds.has(workout.id));
              return (
                <DayCell
                  key={day}
                  date={day}
                  events={events}
                  units={units}
                  dateFormat={dateFormat}
                  isOutside={view === "month" && monthOf(day) !== month}
                  isToday={day === today}
                  isSelecting={isSelecting}
                  selectedIds={hasSelection ? selectedIds : undefined}
                  weekdayName={view === "week" ? WEEKDAY_NAMES[dayIndex]!.slice(0, 3) : undefined}
                />
              );
            })}
            {!isIconsOnly && (
              <WeekSummary week={week.week} summary={summaries[weekIndex]!} units={units} />
            )}
          </div>
        ))}
      </ChipTextContext.Provider>
    </div>
  );
}
