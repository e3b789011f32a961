import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useDroppable } from "@dnd-kit/core";
import { memo } from "react";
import { dateLabel } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { useCalendarActions } from "./calendar-actions";
import type { DayEvents } from "./calendar-days";
import { ActivityChip, RaceChip, RecordChip, UnavailableChip } from "./day-events";
import { DayMenu } from "./day-menu";
import { dayOfMonth } from "./month-grid";
import { WorkoutChip } from "./workout-chip";

const NO_SELECTION: ReadonlySet<number> = new Set();

type DayCellProps = {
  date: string;
  events: DayEvents;
  units: DisplayUnits;
  /** The viewer's date format: the day's name for screen readers and its menu. */
  dateFormat: string;
  isOutside: boolean;
  isToday: boolean;
  isSelecting: boolean;
  selectedIds?: ReadonlySet<number>;
  /** Shown in the week view, where days stack on phones. */
  weekdayName?: string;
};

/**
 * One day of the calendar, a drop target. Memoised: a day re-renders only when its own events,
 * its selection or the viewer's units or date format change, so a busy month stays quick to
 * update. Every drop target re-renders whenever the drag and drop context changes (each day's
 * registration, while a month's 42 days mount, changes it several times): only this shell does,
 * and the day's content (`DayContent`) is drawn again only when what it shows changes.
 */
export const DayCell = memo(function DayCell(props: DayCellProps) {
  const actions = useCalendarActions();
  const { setNodeRef, isOver } = useDroppable({ id: props.date, disabled: !actions.canEdit });
  return <DayContent {...props} canEdit={actions.canEdit} dropRef={setNodeRef} isOver={isOver} />;
});

const DayContent = memo(function DayContent({
  date,
  events,
  units,
  dateFormat,
  isOutside,
  isToday,
  isSelecting,
  selectedIds = NO_SELECTION,
  weekdayName,
  canEdit,
  dropRef,
  isOver,
}: DayCellProps & {
  canEdit: boolean;
  /** The drop target's element (stable across renders). */
  dropRef: (element: HTMLElement | null) => void;
  isOver: boolean;
}) {
  const dayLabel = dateLabel(date, dateFormat);

  return (
    <section
      ref={dropRef}
      aria-label={dayLabel}
      className={classes.day}
      data-outside={isOutside || undefined}
      data-today={isToday || undefined}
      data-over={isOver || undefined}
      data-unavailable={events.unavailability.length > 0 || undefined}
    >
      <div className={classes.dayHeader}>
        <span className={classes.dayNumber}>
          {weekdayName && <span className={classes.weekdayName}>{weekdayName} </span>}
          {dayOfMonth(date)}
        </span>
        {canEdit && <DayMenu date={date} dateLabel={dayLabel} />}
      </div>
      {events.unavailability.map((period) => (
        <UnavailableChip key={period.id} period={period} dateFormat={dateFormat} />
      ))}
      {events.races.map((race) => (
        <RaceChip key={race.id} race={race} units={units} />
      ))}
      {events.workouts.map((workout) => (
        <WorkoutChip
          key={workout.id}
          workout={workout}
          units={units}
          isSelecting={isSelecting}
          isSelected={selectedIds.has(workout.id)}
        />
      ))}
      {events.activities.map((activity) => (
        <ActivityChip key={`activity-${activity.id}`} activity={activity} units={units} />
      ))}
      {events.records.map((record) => (
        <RecordChip key={`record-${record.id}`} record={record} units={units} />
      ))}
    </section>
  );
});
