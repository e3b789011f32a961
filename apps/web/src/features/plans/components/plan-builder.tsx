import type { LibraryItem } from "@coach/shared/library/library.schemas";
import type { Plan } from "@coach/shared/plans/plan.schemas";
import { type DayRef, workoutAt } from "@coach/shared/plans/plan-builder";
import { planCounts, weeklyStress } from "@coach/shared/plans/plan-summary";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconBooks } from "@tabler/icons-react";
import { useMemo, useReducer, useState } from "react";
import { EditConflictBanner } from "../../../components/edit-conflict/edit-conflict-banner";
import type { LibraryAccess } from "../../../components/library-access";
import { PanelBoundary } from "../../../components/panel-boundary";
import { type EditConflict, editConflictOf, versionOf } from "../../../lib/edit-conflict";
import { notifySuccess } from "../../../lib/notify";
import { useSavePlan } from "../api/plans-api";
import {
  initPlanBuilder,
  planBuilderReducer,
  planToSave,
  weekOptions,
} from "../lib/plan-builder-draft";
import { type BuilderTarget, PlanBuilderDialogs } from "./plan-builder-dialogs";
import { PlanDetailsFields } from "./plan-builder-fields";
import type { DayActions } from "./plan-day";
import { type PlanAccount, planWorkoutOfLibrary, toPlanWorkout } from "./plan-format";
import { PlanLibraryItem } from "./plan-library-item";
import { PlanWeeks } from "./plan-weeks";
import { StressChart } from "./stress-chart";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/**
 * The plan builder. Every edit goes through the shared plan rules (see plan-builder-draft); a
 * refused edit shows its message and leaves the plan as it was.
 */
export function PlanBuilder({
  initial,
  asCopy = false,
  account,
  library,
  onSaved,
  onCancel,
}: {
  initial: Plan | null;
  /** Start a new plan from `initial` (PlanModify mode new with an id): saved as a new plan. */
  asCopy?: boolean;
  account: PlanAccount;
  library: LibraryAccess;
  onSaved: (plan: Plan) => void;
  onCancel?: () => void;
}) {
  const saver = useSavePlan();
  const [state, dispatch] = useReducer(planBuilderReducer, { initial, asCopy }, initPlanBuilder);
  const [target, setTarget] = useState<BuilderTarget | null>(null);
  const [pickerDay, setPickerDay] = useState<DayRef | null>(null);
  const [isLibraryOpen, setIsLibraryOpen] = useState(false);
  // The version this edit builds on: the plan's as opened, or as a Reload showed it (083).
  const [version, setVersion] = useState(initial && !asCopy ? initial.version : undefined);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const { draft, periodization, error } = state;
  const counts = planCounts(draft);
  const stress = useMemo(() => weeklyStress(draft, account.zones), [draft, account.zones]);

  const actions: DayActions = {
    openMenuAdd: (at, type) => setTarget({ mode: "new", type, at }),
    openLibrary: (at) => setPickerDay(at),
    restDay: (at) => dispatch({ type: "addRestDay", at }),
    removeRest: (at) => dispatch({ type: "removeRestDay", at }),
    paste: (at) => dispatch({ type: "pasteWorkout", at }),
    edit: (at) => {
      const workout = workoutAt(draft, at);
      if (workout) setTarget({ mode: "edit", at, workout });
    },
    copy: (at) => {
      const workout = workoutAt(draft, at);
      if (!workout) return;
      dispatch({ type: "copyWorkout", at });
      notifySuccess(`Copied "${workout.name}"`);
    },
    remove: (at) => dispatch({ type: "deleteWorkout", at }),
  };

  const pickFromLibrary = (item: LibraryItem) => {
    const at = pickerDay;
    setPickerDay(null);
    if (at) void addFromLibrary(item, at);
  };

  const addFromLibrary = async (item: LibraryItem, at: DayRef) => {
    try {
      const workout = await library.fetchWorkout(item.id);
      dispatch({ type: "addWorkout", at, workout: planWorkoutOfLibrary(workout, account.zones) });
    } catch (cause) {
      dispatch({ type: "showError", error: messageOf(cause) });
    }
  };

  const submitWorkout = async (body: WorkoutBody) => {
    if (!target) return;
    if (target.mode === "new") {
      dispatch({ type: "addWorkout", at: target.at, workout: toPlanWorkout(body, account.zones) });
    } else {
      const { id, ownerId, ownerName, isSTDefault } = target.workout;
      const workout = toPlanWorkout(body, account.zones, { id, ownerId, ownerName, isSTDefault });
      dispatch({ type: "replaceWorkout", at: target.at, workout });
    }
    setTarget(null);
  };

  /** Saves the draft; `overwriteVersion` is Overwrite's, after a stale save. */
  const save = async (overwriteVersion?: number) => {
    const checked = planToSave(state, initial && !asCopy ? initial.id : undefined);
    if (!checked.ok) {
      dispatch({ type: "showError", error: checked.error });
      return;
    }
    dispatch({ type: "dismissError" });
    const baseVersion = overwriteVersion ?? version;
    try {
      const answer = await saver.mutateAsync({
        ...checked.body,
        ...(checked.body.id === undefined || baseVersion === undefined
          ? {}
          : { version: baseVersion }),
      });
      setConflict(null);
      setVersion(answer.plan.version);
      notifySuccess(answer.message);
      onSaved(answer.plan);
    } catch (cause) {
      const stale = editConflictOf(cause);
      if (stale) setConflict(stale);
      else dispatch({ type: "showError", error: messageOf(cause) });
    }
  };

  /** Drops this edit and shows the plan as saved meanwhile. */
  const reload = (stale: EditConflict) => {
    const current = stale.current as unknown as Plan;
    dispatch({ type: "load", plan: current });
    setVersion(current.version);
    setConflict(null);
  };

  return (
    <Stack gap="md">
      <PlanDetailsFields draft={draft} periodization={periodization} dispatch={dispatch} />
      <Group gap="lg">
        <Text size="sm" aria-label="Plan summary">
          {`${plural(counts.weeks, "week", "weeks")} · ${plural(counts.workoutsCount, "workout", "workouts")} · ${plural(counts.days, "training day", "training days")}`}
        </Text>
      </Group>
      <PanelBoundary title="The stress chart could not be shown">
        <StressChart
          stress={stress}
          weeks={draft.structure.map((_, index) => weekOptions(periodization, index))}
        />
      </PanelBoundary>
      {error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => dispatch({ type: "dismissError" })}
        >
          {error}
        </Alert>
      )}
      <Group justify="flex-end" visibleFrom="md">
        <Button
          size="xs"
          variant={isLibraryOpen ? "filled" : "default"}
          leftSection={<IconBooks size={16} />}
          onClick={() => setIsLibraryOpen((isOpen) => !isOpen)}
          aria-pressed={isLibraryOpen}
        >
          Library
        </Button>
      </Group>
      <PlanWeeks
        state={state}
        actions={actions}
        dispatch={dispatch}
        libraryPanel={
          isLibraryOpen ? (
            <library.Panel
              onClose={() => setIsLibraryOpen(false)}
              renderItem={(item) => <PlanLibraryItem item={item} />}
            />
          ) : null
        }
        onDropLibraryItem={(item, at) => void addFromLibrary(item, at)}
      />
      {/* Next to Save, where the eye is after saving a long plan. */}
      {conflict && (
        <EditConflictBanner
          conflict={conflict}
          onReload={() => reload(conflict)}
          onOverwrite={() => void save(versionOf(conflict.current))}
          isOverwriting={saver.isPending}
        />
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => dispatch({ type: "addWeek" })}>
          Add week
        </Button>
        <Group>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            onClick={() => void save()}
            loading={saver.isPending && conflict === null}
            disabled={conflict !== null}
          >
            Save plan
          </Button>
        </Group>
      </Group>
      <PlanBuilderDialogs
        account={account}
        Picker={library.Picker}
        pickerDay={pickerDay}
        target={target}
        onPick={pickFromLibrary}
        onSubmitWorkout={submitWorkout}
        onClosePicker={() => setPickerDay(null)}
        onCloseBuilder={() => setTarget(null)}
      />
    </Stack>
  );
}
