import type {
  CalendarGridActivity,
  CalendarRace,
  CalendarUnavailability,
} from "@coach/shared/calendar/calendar.schemas";
import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Menu, UnstyledButton } from "@mantine/core";
import {
  IconAward,
  IconCalendarOff,
  IconFirstAidKit,
  IconTrash,
  IconTrophy,
  IconVirus,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { LazyMenu } from "../../../components/lazy-menu";
import { dateRangeLabel, durationLabel, recordRange, recordValue } from "../../../lib/formats";
import classes from "./calendar.module.css";
import { useCalendarActions } from "./calendar-actions";
import {
  ChipFigures,
  distanceText,
  FLAG_COLORS,
  FLAG_LABELS,
  longDistanceText,
  SportIcon,
} from "./calendar-format";
import { useShowsChipText } from "./chip-text";

const KIND_LABELS: Record<CalendarUnavailability["kind"], string> = {
  unavailable: "Unavailable",
  injury: "Injury",
  illness: "Illness",
};
const KIND_ICONS = { unavailable: IconCalendarOff, injury: IconFirstAidKit, illness: IconVirus };

/** What a period's chip reads: its reason, after its kind when that says more. */
function periodName(period: CalendarUnavailability): string {
  const kind = KIND_LABELS[period.kind];
  if (period.kind === "unavailable" || period.reason === kind) return period.reason;
  return `${kind}: ${period.reason}`;
}

/**
 * Unavailable days (or the athlete's injury or illness) on one of their days; who may edit can
 * remove them from its menu.
 */
export function UnavailableChip({
  period,
  dateFormat,
}: {
  period: CalendarUnavailability;
  /** The viewer's date format, for the menu's "from – to". */
  dateFormat: string;
}) {
  const actions = useCalendarActions();
  const showsText = useShowsChipText();
  const kind = KIND_LABELS[period.kind];
  const name = periodName(period);
  const Icon = KIND_ICONS[period.kind];
  const chip = (
    <UnstyledButton
      className={classes.unavailable}
      data-kind={period.kind}
      aria-label={period.kind === "unavailable" ? `${kind}: ${period.reason}` : name}
      title={period.note ? `${name}: ${period.note}` : name}
    >
      <Icon size={12} aria-hidden />
      {showsText && <span className={classes.chipName}>{name}</span>}
    </UnstyledButton>
  );
  if (!actions.canEdit) return chip;
  return (
    <LazyMenu
      withinPortal
      position="bottom-start"
      target={chip}
      dropdown={() => (
        <>
          <Menu.Label>
            {kind} {dateRangeLabel(period.startDate, period.endDate, dateFormat)}
          </Menu.Label>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.deleteUnavailability(period)}
          >
            {period.kind === "unavailable"
              ? "Remove unavailable days"
              : `Remove ${kind.toLowerCase()}`}
          </Menu.Item>
        </>
      )}
    />
  );
}

/** A race with its priority and distance; who may edit can delete it from its menu. */
export function RaceChip({ race, units }: { race: CalendarRace; units: DisplayUnits }) {
  const actions = useCalendarActions();
  const showsText = useShowsChipText();
  const chip = (
    <UnstyledButton
      className={classes.race}
      data-priority={race.priority}
      aria-label={`${race.priority} race: ${race.name}`}
    >
      <span className={classes.racePriority}>{race.priority}</span>
      {showsText && (
        <>
          <IconTrophy size={12} aria-hidden />
          <span className={classes.chipText}>
            <span className={classes.chipName}>{race.name}</span>
            {race.distance !== null && (
              <span className={classes.chipFigures}>{longDistanceText(race.distance, units)}</span>
            )}
          </span>
        </>
      )}
    </UnstyledButton>
  );
  if (!actions.canEdit) return chip;
  return (
    <LazyMenu
      withinPortal
      position="bottom-start"
      target={chip}
      dropdown={() => (
        <>
          <Menu.Label>{race.name}</Menu.Label>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.deleteRace(race)}
          >
            Delete race
          </Menu.Item>
        </>
      )}
    />
  );
}

/** An accepted record set on the day; it opens the activity that set it, when there is one. */
export function RecordChip({ record, units }: { record: AthleteRecord; units: DisplayUnits }) {
  const showsText = useShowsChipText();
  const label = `Record: ${recordRange(record, units)} ${recordValue(record, units)}`;
  const content = (
    <>
      <IconAward size={12} aria-hidden />
      {showsText && (
        <span className={classes.chipText}>
          <span className={classes.chipName}>{recordRange(record, units)}</span>
          <span className={classes.chipFigures}>{recordValue(record, units)}</span>
        </span>
      )}
    </>
  );
  if (record.activityId === null) {
    return (
      <div className={classes.record} title={label}>
        {content}
      </div>
    );
  }
  return (
    <Link
      className={classes.record}
      to={`/activity/${record.activityId}`}
      title={label}
      aria-label={label}
    >
      {content}
    </Link>
  );
}

/** "1 h 21 min · 40.2 km · 88 stress" of a completed activity; empty when it recorded none. */
export function activityFigures(activity: CalendarGridActivity, units: DisplayUnits): string {
  return [
    activity.completed_duration_seconds > 0
      ? durationLabel(activity.completed_duration_seconds)
      : "",
    activity.completed_distance === null
      ? ""
      : distanceText(activity.completed_distance, activity.sport, units),
    activity.actual_stress === null || activity.actual_stress <= 0
      ? ""
      : `${Math.round(activity.actual_stress)} stress`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A completed activity, coloured by its flag, with what it did when the chip has room. */
export function ActivityChip({
  activity,
  units,
}: {
  activity: CalendarGridActivity;
  units: DisplayUnits;
}) {
  const showsText = useShowsChipText();
  const figures = activityFigures(activity, units);
  const label = `${activity.activity_name}, ${FLAG_LABELS[activity.flag]} activity`;
  return (
    <div
      className={classes.chip}
      data-kind="activity"
      data-flag={activity.flag}
      style={
        {
          "--chip-color": `var(--mantine-color-${FLAG_COLORS[activity.flag]}-6)`,
        } as React.CSSProperties
      }
      title={figures ? `${label}: ${figures}` : label}
    >
      <span className={classes.chipIcon}>
        <SportIcon type={activity.sport} />
      </span>
      {showsText && (
        <span className={classes.chipText}>
          <span className={classes.chipName}>{activity.activity_name}</span>
          {figures && <ChipFigures text={figures} />}
        </span>
      )}
    </div>
  );
}
