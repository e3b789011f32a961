import type { DashboardResponse } from "@coach/shared/dashboard/dashboard.schemas";
import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { addDays } from "@coach/shared/units/iso-week";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDistance, formatDuration } from "../../../lib/formats";
import type { DashboardLookup, DashboardSelection } from "../lib/dashboard-lookup";
import { dayName } from "../lib/dashboard-window";
import { FLAG_COLORS, FLAG_LABELS } from "../lib/flags";
import classes from "./dashboard.module.css";

type Day = DashboardResponse["days"][number];
type BoxKey = "missed_or_deviated" | "completed_or_unplanned" | "scheduled";
type Entry = Day[BoxKey][number];

/** Days card C shows: today and the four before it for what happened, today and after for plans. */
export const PAST_DAYS = 5;

const BOXES: { key: BoxKey; title: string; empty: string; isAhead: boolean }[] = [
  {
    key: "missed_or_deviated",
    title: "Plan deviations / missed",
    empty: dashboardMessages.noDeviations,
    isAhead: false,
  },
  {
    key: "completed_or_unplanned",
    title: "Completed / Unplanned",
    empty: dashboardMessages.noDeviations,
    isAhead: false,
  },
  { key: "scheduled", title: "Scheduled", empty: dashboardMessages.noScheduled, isAhead: true },
];

/** The box's days that have entries: newest first behind us, soonest first ahead. */
function boxDays(days: Day[], key: BoxKey, today: string, isAhead: boolean) {
  const firstPast = addDays(today, -(PAST_DAYS - 1));
  const inRange = days.filter((day) =>
    isAhead ? day.date >= today : day.date >= firstPast && day.date <= today,
  );
  const ordered = isAhead ? inRange : [...inRange].reverse();
  return ordered.filter((day) => day[key].length > 0);
}

function EntryRow(props: {
  entry: Entry;
  lookup: DashboardLookup;
  units: DisplayUnits;
  dayLabel: string;
  onSelect: (selection: DashboardSelection) => void;
}) {
  const { entry, lookup } = props;
  const athlete = lookup.athlete(entry.athleteId);
  const workout = lookup.workout(entry.workoutId);
  const activity = lookup.activity(entry.activityId);
  const name = workout?.name ?? activity?.name ?? "Workout";
  const durationSec = activity?.durationSec ?? workout?.totalDurationSec ?? null;
  const distanceM = activity?.distanceM ?? (workout?.totalDistanceM || null);
  const commentCount = lookup.thread(entry.activityId)?.comments.length ?? 0;
  const athleteName = athlete?.fullName ?? "Athlete";
  const figures = [
    durationSec ? formatDuration(durationSec) : null,
    distanceM ? formatDistance(distanceM, props.units) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const color = FLAG_COLORS[entry.flag];
  return (
    <UnstyledButton
      className={classes.entry}
      style={{ borderLeft: `3px solid var(--mantine-color-${color}-6)` }}
      aria-label={`${athleteName}, ${name}, ${props.dayLabel}, ${FLAG_LABELS[entry.flag]}`}
      onClick={() =>
        props.onSelect({
          athleteId: entry.athleteId,
          workoutId: entry.workoutId,
          activityId: entry.activityId,
          view: "activity",
        })
      }
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={600} truncate>
          {athleteName}
        </Text>
        {commentCount > 0 && (
          <Group gap={2} c="dimmed" wrap="nowrap" aria-label={`${commentCount} new comments`}>
            <IconMessageCircle size={14} />
            <Text size="xs">{commentCount}</Text>
          </Group>
        )}
      </Group>
      <Text size="xs" truncate>
        {name}
      </Text>
      {figures && (
        <Text size="xs" c="dimmed" truncate>
          {figures}
        </Text>
      )}
      <Text size="xs" fw={600} c={`${color}.8`}>
        {FLAG_LABELS[entry.flag]}
      </Text>
    </UnstyledButton>
  );
}

/**
 * Card C 'Workouts & comments': the server's three boxes per day, the past ones over today and
 * the four days before (Today, Yesterday, then weekdays), Scheduled from today on. An entry opens
 * in card D.
 */
export function WorkoutsCard(props: {
  answer: DashboardResponse;
  lookup: DashboardLookup;
  today: string;
  units: DisplayUnits;
  onSelect: (selection: DashboardSelection) => void;
  /** Beside the title: small screens open the new comments from here. */
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="workouts-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title id="workouts-title" order={2} size="h4">
          Workouts &amp; comments
        </Title>
        {props.action}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {BOXES.map((box) => {
          const days = boxDays(props.answer.days, box.key, props.today, box.isAhead);
          return (
            <section key={box.key} aria-label={box.title} className={classes.box}>
              <Text fw={700} size="sm" mb={6}>
                {box.title}
              </Text>
              {days.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {box.empty}
                </Text>
              ) : (
                <Stack gap="sm" className={classes.boxList}>
                  {days.map((day) => {
                    const label = dayName(day.date, props.today);
                    return (
                      <Stack key={day.date} gap={4}>
                        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                          {label}
                        </Text>
                        {day[box.key].map((entry) => (
                          <EntryRow
                            key={`${entry.workoutId}-${entry.activityId}`}
                            entry={entry}
                            lookup={props.lookup}
                            units={props.units}
                            dayLabel={label}
                            onSelect={props.onSelect}
                          />
                        ))}
                      </Stack>
                    );
                  })}
                </Stack>
              )}
            </section>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
