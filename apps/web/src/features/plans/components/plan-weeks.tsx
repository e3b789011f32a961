import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { DayRef, WorkoutRef } from "@coach/shared/plans/plan-builder";
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { ActionIcon, Group, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { Dispatch, ReactNode } from "react";
import beside from "../../../components/library-beside.module.css";
import { libraryItemOf } from "../../../components/library-drag";
import {
  type PlanBuilderAction,
  type PlanBuilderState,
  weekOptions,
} from "../lib/plan-builder-draft";
import classes from "./plan-builder.module.css";
import { type DayActions, PlanDayBox } from "./plan-day";
import {
  planDayMoveAnnouncements,
  planDayMoveInstructions,
  planDayMoveKeys,
} from "./plan-keyboard-moves";
import { PlanWeekOptions } from "./plan-week-options";

// A constant: dnd-kit remakes its context, and so redraws every day, when a sensor's options change.
const POINTER_DRAG = { activationConstraint: { distance: 6 } };

/**
 * The plan's weeks, one row of seven days each; workouts are dragged between days, and from
 * the library panel (`libraryPanel`, beside the weeks when it is open) onto a day.
 */
export function PlanWeeks({
  state,
  actions,
  dispatch,
  libraryPanel,
  onDropLibraryItem,
}: {
  state: PlanBuilderState;
  actions: DayActions;
  dispatch: Dispatch<PlanBuilderAction>;
  libraryPanel: ReactNode;
  onDropLibraryItem: (item: LibraryItem, at: DayRef) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_DRAG),
    useSensor(KeyboardSensor, planDayMoveKeys),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = over?.data.current as DayRef | undefined;
    const item = libraryItemOf(active.data.current);
    if (item) {
      if (to) onDropLibraryItem(item, to);
      return;
    }
    const from = active.data.current as WorkoutRef | undefined;
    if (from && to) dispatch({ type: "moveWorkout", from, to });
  };
  const canPaste = state.clipboard !== null;

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: planDayMoveAnnouncements,
        screenReaderInstructions: planDayMoveInstructions,
      }}
    >
      <div className={beside.withLibrary} data-library-open={libraryPanel ? true : undefined}>
        <Stack gap="sm" miw={0}>
          {state.draft.structure.map((week, weekIndex) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: weeks are positional
              key={weekIndex}
              withBorder
              p="xs"
              role="group"
              aria-label={`Week ${weekIndex + 1}`}
            >
              <Group justify="space-between" mb={6} wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{`Week ${weekIndex + 1}`}</Text>
                  <PlanWeekOptions
                    week={weekIndex}
                    options={weekOptions(state.periodization, weekIndex)}
                    onChange={(change) =>
                      dispatch({ type: "setWeekOptions", week: weekIndex, change })
                    }
                  />
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete week ${weekIndex + 1}`}
                  onClick={() => dispatch({ type: "deleteWeek", week: weekIndex })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {/* No scroll container here: dnd-kit would auto-scroll it while dragging. */}
              <div className={classes.week}>
                {week.map((day, dayIndex) => (
                  <PlanDayBox
                    // biome-ignore lint/suspicious/noArrayIndexKey: days are positional
                    key={dayIndex}
                    day={day}
                    at={{ week: weekIndex, day: dayIndex }}
                    actions={actions}
                    canPaste={canPaste}
                  />
                ))}
              </div>
            </Paper>
          ))}
        </Stack>
        {libraryPanel && <div className={beside.libraryPanel}>{libraryPanel}</div>}
      </div>
    </DndContext>
  );
}
