import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { PlanWorkout } from "@coach/shared/plans/plan.schemas";
import type { DayRef, WorkoutRef } from "@coach/shared/plans/plan-builder";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { Text } from "@mantine/core";
import type { LibraryAccess } from "../../../components/library-access";
import { newDraft } from "../../../components/workout-builder/draft";
import { WorkoutBuilder } from "../../../components/workout-builder/workout-builder";
import { WorkoutBuilderModal } from "../../../components/workout-builder/workout-builder-modal";
import { bodyOf, dayLabel, type PlanAccount, SportIcon } from "./plan-format";

/** The workout the builder dialog makes: a new one of a sport on a day, or one to edit. */
export type BuilderTarget =
  | { mode: "new"; type: number; at: DayRef }
  | { mode: "edit"; at: WorkoutRef; workout: PlanWorkout };

function LibraryItemLine({ item }: { item: LibraryItem }) {
  return (
    <>
      <SportIcon type={item.type} />
      <Text size="sm">{item.name}</Text>
      {item.totalStress > 0 && (
        <Text size="xs" c="dimmed">
          {item.totalStress} stress
        </Text>
      )}
    </>
  );
}

/** The plan builder's two dialogs: the library search for a day, and the workout builder. */
export function PlanBuilderDialogs({
  account,
  Picker,
  pickerDay,
  target,
  onPick,
  onSubmitWorkout,
  onClosePicker,
  onCloseBuilder,
}: {
  account: PlanAccount;
  Picker: LibraryAccess["Picker"];
  pickerDay: DayRef | null;
  target: BuilderTarget | null;
  onPick: (item: LibraryItem) => void;
  onSubmitWorkout: (body: WorkoutBody) => Promise<void>;
  onClosePicker: () => void;
  onCloseBuilder: () => void;
}) {
  return (
    <>
      {pickerDay && (
        <Picker
          title={`Add from library to ${dayLabel(pickerDay)}`}
          onClose={onClosePicker}
          onPick={onPick}
          renderItem={(item) => <LibraryItemLine item={item} />}
        />
      )}
      <WorkoutBuilderModal
        opened={target !== null}
        title={target?.mode === "edit" ? "Edit workout" : "New workout"}
        onClose={onCloseBuilder}
      >
        {target && (
          <WorkoutBuilder
            initial={target.mode === "edit" ? bodyOf(target.workout) : newDraft(target.type)}
            zones={account.zones}
            units={account.displayUnits}
            onSubmit={onSubmitWorkout}
            onCancel={onCloseBuilder}
          />
        )}
      </WorkoutBuilderModal>
    </>
  );
}
