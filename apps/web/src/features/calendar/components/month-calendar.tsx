import { ActionIcon, Badge, Button, Group, Paper, Text, Title } from "@mantine/core";
import { formatDate } from "@coach/shared/units/date-format";
import { isoWeekday, parseIsoDate } from "@coach/shared/units/iso-week";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { dayOfMonth, monthOf, monthWeeks } from "./month-grid";
import classes from "./month-calendar.module.css";

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * A month of the athlete's calendar in ISO weeks, with the athlete's training days marked.
 * Planned workouts and activities join the days when their features land.
 */
export function MonthCalendar(props: {
  athleteName: string;
  month: string;
  today: string;
  trainingDays: string[];
  onMonthChange: (by: number | "today") => void;
}) {
  const weeks = monthWeeks(props.month);
  const monthLabel = formatDate(parseIsoDate(`${props.month}-01`), "MMMM YYYY");
  const isTrainingDay = (isoDate: string) => props.trainingDays.includes(WEEKDAY_NAMES[isoWeekday(isoDate) - 1]!);

  return (
    <Paper withBorder p={{ base: "xs", sm: "md" }} radius="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <div>
          <Title order={2} size="h3">
            {monthLabel}
          </Title>
          <Text size="sm" c="dimmed">
            Calendar of {props.athleteName}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => props.onMonthChange(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => props.onMonthChange("today")}>
            Today
          </Button>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => props.onMonthChange(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <div className={classes.grid} role="grid" aria-label={`${monthLabel} calendar`}>
        <div className={classes.headerCell} role="columnheader">
          Wk
        </div>
        {WEEKDAY_NAMES.map((name) => (
          <div key={name} className={classes.headerCell} role="columnheader" title={name}>
            {name.slice(0, 3)}
          </div>
        ))}
        {weeks.map((week) => (
          <div key={week.days[0]} className={classes.row} role="row">
            <div className={classes.weekCell} role="rowheader" aria-label={`Week ${week.week}`}>
              {week.week}
            </div>
            {week.days.map((day) => (
              <div
                key={day}
                role="gridcell"
                aria-label={formatDate(parseIsoDate(day), "D MMMM YYYY")}
                className={classes.dayCell}
                data-outside={monthOf(day) !== props.month || undefined}
                data-today={day === props.today || undefined}
              >
                <span className={classes.dayNumber}>{dayOfMonth(day)}</span>
                {isTrainingDay(day) && (
                  <Badge size="xs" variant="light" className={classes.trainingDay}>
                    Training day
                  </Badge>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      <Text size="sm" c="dimmed" mt="sm">
        No workouts planned in {monthLabel}.
      </Text>
    </Paper>
  );
}
