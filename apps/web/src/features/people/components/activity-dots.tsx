import type { DotDay, DotState } from "@coach/shared/people/activity-dots";
import { Group, Text } from "@mantine/core";
import { dayMonthLabel, useFormats } from "../../../lib/formats";

/** Colour and words of each state: the words are the dot's label, so colour is never alone. */
export const DOT_STATES: Record<DotState, { color: string; label: string }> = {
  completed: { color: "var(--mantine-color-teal-6)", label: "done as planned" },
  partial: { color: "var(--mantine-color-yellow-5)", label: "partly done" },
  missed: { color: "var(--mantine-color-red-6)", label: "missed" },
  unplanned: { color: "var(--mantine-color-blue-5)", label: "unplanned activity" },
  scheduled: { color: "var(--mantine-color-gray-5)", label: "planned" },
  rest: { color: "var(--mantine-color-gray-2)", label: "nothing planned" },
};

/**
 * "Mar 3: 1 planned, 1 completed, done as planned" ("03.03.: ..." in "DD.MM.YYYY"): six weeks
 * back, so the day and month say which day without the year.
 */
export function dotLabel(day: DotDay, datePattern: string): string {
  return `${dayMonthLabel(day.date, datePattern)}: ${day.planned} planned, ${day.completed} completed, ${DOT_STATES[day.state].label}`;
}

/**
 * Six weeks, one dot a day, oldest first, today last. The row shrinks with the card (never
 * wider than its container), so a phone shows all 42 days without scrolling sideways.
 */
export function ActivityDots({ days, name }: { days: DotDay[]; name: string }) {
  const { dateFormat } = useFormats();
  return (
    <ul
      aria-label={`Last 6 weeks of ${name}`}
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
        gap: 2,
        maxWidth: days.length * 12,
        margin: 0,
        padding: 0,
        listStyle: "none",
      }}
    >
      {days.map((day) => (
        <li
          key={day.date}
          aria-label={dotLabel(day, dateFormat)}
          title={dotLabel(day, dateFormat)}
          data-state={day.state}
          style={{
            aspectRatio: "1",
            borderRadius: 2,
            background: DOT_STATES[day.state].color,
          }}
        />
      ))}
    </ul>
  );
}

/** What the colours mean. */
export function DotsLegend() {
  const shown: DotState[] = ["completed", "partial", "missed", "unplanned", "scheduled"];
  return (
    <Group gap="sm" wrap="wrap" aria-label="Dot colours">
      {shown.map((state) => (
        <Group key={state} gap={4} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 10,
              height: 10,
              borderRadius: 2,
              background: DOT_STATES[state].color,
              display: "inline-block",
            }}
          />
          <Text size="xs" c="dimmed">
            {DOT_STATES[state].label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
