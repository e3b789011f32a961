import { formatDate } from "@coach/shared/units/date-format";
import { isoWeekday, parseIsoDate } from "@coach/shared/units/iso-week";
import { ActionIcon, Badge, Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import classes from "./month-calendar.module.css";
import { dayOfMonth, monthOf, monthWeeks } from "./month-grid";

const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

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
  const isTrainingDay = (isoDate: string) =>
    props.trainingDays.includes(WEEKDAY_NAMES[isoWeekday(isoDate) - 1]!);

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
          <ActionIcon
            variant="default"
            aria-label="Previous month"
            onClick={() => props.onMonthChange(-1)}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={() => props.onMonthChange("today")}>
            Today
          </Button>
          <ActionIcon
            variant="default"
            aria-label="Next month"
            onClick={() => props.onMonthChange(1)}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <table className={classes.grid} aria-label={`${monthLabel} calendar`}>
        <thead>
          <tr>
            <th className={classes.headerCell} scope="col">
              Wk
            </th>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} className={classes.headerCell} scope="col" title={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.days[0]}>
              <th className={classes.weekCell} scope="row" aria-label={`Week ${week.week}`}>
                {week.week}
              </th>
              {week.days.map((day) => (
                <td
                  key={day}
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
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="sm" c="dimmed" mt="sm">
        No workouts planned in {monthLabel}.
      </Text>
    </Paper>
  );
}
