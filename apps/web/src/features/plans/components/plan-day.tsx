import type { PlanDay } from "@coach/shared/plans/plan.schemas";
import type { DayRef, WorkoutRef } from "@coach/shared/plans/plan-builder";
import { SportId } from "@coach/shared/sports/sport-ids";
import { useDroppable } from "@dnd-kit/core";
import { ActionIcon, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import { IconBed, IconDots, IconPlus } from "@tabler/icons-react";
import classes from "./plan-builder.module.css";
import { DAY_NAMES, dayLabel } from "./plan-format";
import { planDayId } from "./plan-keyboard-moves";
import { PlanWorkoutChip } from "./plan-workout-chip";

/** What the menus of a day and of its workouts do. */
export interface DayActions {
  openMenuAdd: (at: DayRef, type: number) => void;
  openLibrary: (at: DayRef) => void;
  restDay: (at: DayRef) => void;
  removeRest: (at: DayRef) => void;
  paste: (at: DayRef) => void;
  edit: (at: WorkoutRef) => void;
  copy: (at: WorkoutRef) => void;
  remove: (at: WorkoutRef) => void;
}

const BUILD_SPORTS = [
  { type: SportId.running, label: "Running workout" },
  { type: SportId.cycling, label: "Cycling workout" },
  { type: SportId.swimming, label: "Swimming workout" },
  { type: SportId.strength, label: "Strength workout" },
];

/** One day of a week: its add and day menus, its rest-day mark and its workouts; a drop target. */
export function PlanDayBox({
  day,
  at,
  actions,
  canPaste,
}: {
  day: PlanDay;
  at: DayRef;
  actions: DayActions;
  canPaste: boolean;
}) {
  const label = dayLabel(at);
  const { setNodeRef, isOver } = useDroppable({ id: planDayId(at), data: at });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={4}
      role="group"
      aria-label={label}
      className={classes.day}
      style={{
        background: isOver
          ? "var(--mantine-color-indigo-0)"
          : day.isRestDay
            ? "var(--mantine-color-gray-1)"
            : undefined,
      }}
    >
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {DAY_NAMES[at.day].slice(0, 3)}
        </Text>
        <Group gap={0} wrap="nowrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={`Add to ${label}`}>
                <IconPlus size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => actions.openLibrary(at)}>Add from library</Menu.Item>
              <Menu.Label>Build new workout</Menu.Label>
              {BUILD_SPORTS.map((sport) => (
                <Menu.Item key={sport.type} onClick={() => actions.openMenuAdd(at, sport.type)}>
                  {sport.label}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item onClick={() => actions.restDay(at)}>Rest day</Menu.Item>
              <Menu.Item onClick={() => actions.openMenuAdd(at, SportId.note)}>Note</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={`Menu of ${label}`}>
                <IconDots size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={!canPaste} onClick={() => actions.paste(at)}>
                Paste
              </Menu.Item>
              {day.isRestDay && (
                <Menu.Item onClick={() => actions.removeRest(at)}>Remove rest day</Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {day.isRestDay && (
        <Group gap={4} mt={4}>
          <IconBed size={14} />
          <Text size="xs">Rest day</Text>
        </Group>
      )}
      <Stack gap={4} mt={4}>
        {day.workouts.map((workout, index) => (
          <PlanWorkoutChip
            // biome-ignore lint/suspicious/noArrayIndexKey: workouts are positional in a day
            key={index}
            workout={workout}
            at={{ ...at, index }}
            actions={actions}
          />
        ))}
      </Stack>
    </Paper>
  );
}
