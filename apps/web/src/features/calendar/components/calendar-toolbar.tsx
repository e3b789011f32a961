import { addDays, isoWeek } from "@coach/shared/units/iso-week";
import { ActionIcon, Button, Group, Loader, Text, Title } from "@mantine/core";
import { IconBooks, IconChecklist, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useIsFetching } from "@tanstack/react-query";
import { memo } from "react";
import { dateLabel, dayMonthLabel, monthYearLabel, useFormats } from "../../../lib/formats";
import { calendarRangeKey } from "../api/get-calendar-range";
import type { CalendarView } from "./calendar-view";
import { FeedButton } from "./feed-button";
import { ViewSwitch } from "./view-switch";

/**
 * "November 2026" for a month; for a week its number and days in the viewer's date format, the
 * year once at the end: "Week 48: 23.11. – 29.11.2026".
 */
export function periodLabel(
  view: CalendarView,
  month: string,
  weekStart: string,
  dateFormat: string,
) {
  if (view === "month") return monthYearLabel(`${month}-01`);
  const end = addDays(weekStart, 6);
  return `Week ${isoWeek(weekStart).week}: ${dayMonthLabel(weekStart, dateFormat)} – ${dateLabel(end, dateFormat)}`;
}

/**
 * Title, paging, Month/Week, Select, Library (coaches) and (own calendar) the iCalendar feed.
 * Memoised, with stable callbacks from the page: each answer that arrives redraws the calendar
 * page, and the toolbar's sixty-odd Mantine components were drawn again with it, four times while
 * the first screen loaded.
 */
export const CalendarToolbar = memo(function CalendarToolbar(props: {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  view: CalendarView;
  month: string;
  weekStart: string;
  today: string;
  isSelecting: boolean;
  /** The range the grid shows, whose loading the toolbar signals. */
  rangeStart: string;
  rangeEnd: string;
  onNavigate: (by: number | "today") => void;
  onViewChange: (view: CalendarView) => void;
  onToggleSelecting: () => void;
  isLibraryOpen: boolean;
  /** Only for coaches: the library panel beside the days (wide screens). */
  onToggleLibrary?: () => void;
}) {
  const { dateFormat } = useFormats();
  const unit = props.view === "month" ? "month" : "week";
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <div>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h3">
            {periodLabel(props.view, props.month, props.weekStart, dateFormat)}
          </Title>
          <RangeLoader athleteId={props.athleteId} start={props.rangeStart} end={props.rangeEnd} />
        </Group>
        <Text size="sm" c="dimmed">
          Calendar of {props.athleteName}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        <ViewSwitch view={props.view} onChange={props.onViewChange} />
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={`Previous ${unit}`}
            onClick={() => props.onNavigate(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => props.onNavigate("today")}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            aria-label={`Next ${unit}`}
            onClick={() => props.onNavigate(1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Button
          size="xs"
          variant={props.isSelecting ? "filled" : "default"}
          leftSection={<IconChecklist size={16} />}
          onClick={props.onToggleSelecting}
          aria-pressed={props.isSelecting}
        >
          Select
        </Button>
        {props.onToggleLibrary && (
          <Button
            size="xs"
            visibleFrom="md"
            variant={props.isLibraryOpen ? "filled" : "default"}
            leftSection={<IconBooks size={16} />}
            onClick={props.onToggleLibrary}
            aria-pressed={props.isLibraryOpen}
          >
            Library
          </Button>
        )}
        {props.isOwn && <FeedButton athleteId={props.athleteId} />}
      </Group>
    </Group>
  );
});

/** "Updating calendar" while the shown range loads; only this redraws when its answer comes. */
function RangeLoader({ athleteId, start, end }: { athleteId: number; start: string; end: string }) {
  const fetching = useIsFetching({
    queryKey: calendarRangeKey(athleteId, start, end),
    exact: true,
  });
  return fetching > 0 ? <Loader size="xs" aria-label="Updating calendar" /> : null;
}
