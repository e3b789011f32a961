import { SportId } from "@coach/shared/sports/sport-ids";
import { Menu } from "@mantine/core";
import {
  IconArrowsRight,
  IconBarbell,
  IconBed,
  IconBike,
  IconBooks,
  IconCalendarOff,
  IconClipboard,
  IconFirstAidKit,
  IconNote,
  IconRun,
  IconSwimming,
  IconTrophy,
} from "@tabler/icons-react";
import { memo } from "react";
import { LazyMenu } from "../../../components/lazy-menu";
import classes from "./calendar.module.css";
import { useCalendarActions } from "./calendar-actions";
import { SpriteIcon } from "./calendar-format";

/**
 * The per-day + menu: everything that can be added to a day, and 'Shift from this day'.
 * Memoised: its day, a drop target, re-renders whenever the drag and drop context changes
 * (three times while a month's 42 days mount), and the menu's trigger does not depend on it.
 */
export const DayMenu = memo(function DayMenu({
  date,
  dateLabel,
}: {
  date: string;
  dateLabel: string;
}) {
  return (
    <LazyMenu
      position="bottom-start"
      withinPortal
      shadow="md"
      width={230}
      target={
        <button type="button" className={classes.dayAdd} aria-label={`Add to ${dateLabel}`}>
          <SpriteIcon name="plus" size={14} />
        </button>
      }
      dropdown={() => <DayMenuItems date={date} dateLabel={dateLabel} />}
    />
  );
});

/** The menu's items, drawn only once the menu is open. */
function DayMenuItems({ date, dateLabel }: { date: string; dateLabel: string }) {
  const actions = useCalendarActions();
  return (
    <>
      <Menu.Label>{dateLabel}</Menu.Label>
      {actions.canUseLibrary && (
        <Menu.Item
          leftSection={<IconBooks size={16} />}
          onClick={() => actions.addFromLibrary(date)}
        >
          Workout from library
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={<IconRun size={16} />}
        onClick={() => actions.addNew(date, SportId.running)}
      >
        New running workout
      </Menu.Item>
      <Menu.Item
        leftSection={<IconBike size={16} />}
        onClick={() => actions.addNew(date, SportId.cycling)}
      >
        New cycling workout
      </Menu.Item>
      <Menu.Item
        leftSection={<IconSwimming size={16} />}
        onClick={() => actions.addNew(date, SportId.swimming)}
      >
        New swimming workout
      </Menu.Item>
      <Menu.Item
        leftSection={<IconBarbell size={16} />}
        onClick={() => actions.addNew(date, SportId.strength)}
      >
        New strength workout
      </Menu.Item>
      <Menu.Item
        leftSection={<IconNote size={16} />}
        onClick={() => actions.addNew(date, SportId.note)}
      >
        Note
      </Menu.Item>
      <Menu.Item leftSection={<IconBed size={16} />} onClick={() => actions.addRestDay(date)}>
        Rest day
      </Menu.Item>
      <Menu.Item leftSection={<IconTrophy size={16} />} onClick={() => actions.addRace(date)}>
        Race
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCalendarOff size={16} />}
        onClick={() => actions.addUnavailable(date)}
      >
        Unavailable days
      </Menu.Item>
      {actions.canReportInjury && (
        <Menu.Item
          leftSection={<IconFirstAidKit size={16} />}
          onClick={() => actions.reportInjury(date)}
        >
          Injury or illness…
        </Menu.Item>
      )}
      <Menu.Divider />
      {actions.hasClipboard() && (
        <Menu.Item leftSection={<IconClipboard size={16} />} onClick={() => actions.paste(date)}>
          Paste workout
        </Menu.Item>
      )}
      <Menu.Item
        leftSection={<IconArrowsRight size={16} />}
        onClick={() => actions.shiftFrom(date)}
      >
        Shift from this day
      </Menu.Item>
    </>
  );
}
