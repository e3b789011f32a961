import { formatDate } from "@coach/shared/units/date-format";
import { parseIsoDate } from "@coach/shared/units/iso-week";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { useDroppable } from "@dnd-kit/core";
import { Menu, UnstyledButton } from "@mantine/core";
import { IconCalendarOff, IconTrash, IconTrophy } from "@tabler/icons-react";
import { memo } from "react";
import classes from "./calendar.module.css";
import { useCalendarActions } from "./calendar-actions";
import type { DayEvents } from "./calendar-days";
import { FLAG_COLORS, FLAG_LABELS, longDistanceText, SportIcon } from "./calendar-format";
import { DayMenu } from "./day-menu";
import { dayOfMonth } from "./month-grid";
import { WorkoutChip } from "./workout-chip";

const NO_SELECTION: ReadonlySet<number> = new Set();

export const dateLabelOf = (date: string) => formatDate(parseIsoDate(date), "D MMMM YYYY");

/**
 * One day of the calendar. Memoised: a day re-renders only when its own events, its selection
 * or the viewer's units change, so a busy month stays quick to update.
 */
export const DayCell = memo(function DayCell({
  date,
  events,
  units,
  isOutside,
  isToday,
  isSelecting,
  selectedIds = NO_SELECTION,
  hasClipboard,
  weekdayName,
}: {
  date: string;
  events: DayEvents;
  units: DisplayUnits;
  isOutside: boolean;
  isToday: boolean;
  isSelecting: boolean;
  selectedIds?: ReadonlySet<number>;
  hasClipboard: boolean;
  /** Shown in the week view, where days stack on phones. */
  weekdayName?: string;
}) {
  const actions = useCalendarActions();
  const { setNodeRef, isOver } = useDroppable({ id: date, disabled: !actions.canEdit });
  const dateLabel = dateLabelOf(date);

  return (
    <section
      ref={setNodeRef}
      aria-label={dateLabel}
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
        {actions.canEdit && (
          <DayMenu date={date} dateLabel={dateLabel} hasClipboard={hasClipboard} />
        )}
      </div>
      {events.unavailability.map((period) => (
        <Menu key={period.id} withinPortal position="bottom-start" disabled={!actions.canEdit}>
          <Menu.Target>
            <UnstyledButton
              className={classes.unavailable}
              aria-label={`Unavailable: ${period.reason}`}
              title={period.note ? `${period.reason}: ${period.note}` : period.reason}
            >
              <IconCalendarOff size={12} aria-hidden />
              <span className={classes.chipName}>{period.reason}</span>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              Unavailable {dateLabelOf(period.startDate)} – {dateLabelOf(period.endDate)}
            </Menu.Label>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.deleteUnavailability(period)}
            >
              Remove unavailable days
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ))}
      {events.races.map((race) => (
        <Menu key={race.id} withinPortal position="bottom-start" disabled={!actions.canEdit}>
          <Menu.Target>
            <UnstyledButton
              className={classes.race}
              data-priority={race.priority}
              aria-label={`${race.priority} race: ${race.name}`}
            >
              <span className={classes.racePriority}>{race.priority}</span>
              <IconTrophy size={12} aria-hidden />
              <span className={classes.chipText}>
                <span className={classes.chipName}>{race.name}</span>
                {race.distance !== null && (
                  <span className={classes.chipFigures}>
                    {longDistanceText(race.distance, units)}
                  </span>
                )}
              </span>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{race.name}</Menu.Label>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.deleteRace(race)}
            >
              Delete race
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
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
        <div
          key={`activity-${activity.id}`}
          className={classes.chip}
          data-flag={activity.flag}
          style={
            {
              "--chip-color": `var(--mantine-color-${FLAG_COLORS[activity.flag]}-6)`,
            } as React.CSSProperties
          }
          title={`${activity.name}, ${FLAG_LABELS[activity.flag]} activity`}
        >
          <span className={classes.chipIcon}>
            <SportIcon type={activity.sport} />
          </span>
          <span className={classes.chipText}>
            <span className={classes.chipName}>{activity.name}</span>
          </span>
        </div>
      ))}
    </section>
  );
});
