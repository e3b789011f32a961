import type { LibraryWorkout } from "@coach/shared/library/library.schemas";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { Alert, Center, Loader } from "@mantine/core";
import { useState } from "react";
import { draftOf, newDraft } from "../../../components/workout-builder/draft";
import { WorkoutBuilder } from "../../../components/workout-builder/workout-builder";
import { WorkoutBuilderModal } from "../../../components/workout-builder/workout-builder-modal";
import { notifySuccess } from "../../../lib/notify";
import { useLibraryWorkout } from "../api/get-library-workout";
import { useSaveLibraryWorkout } from "../api/save-library-workout";
import type { LibraryAccount } from "./library-account";
import type { BuilderTarget } from "./library-page";

/**
 * The shared builder, saving to the library: POST for a new workout, PUT for the coach's own
 * with the version it opened (decision 083), Reload and Overwrite after a stale save.
 */
export function LibraryBuilderModal({
  target,
  account,
  onClose,
}: {
  target: BuilderTarget | null;
  account: LibraryAccount;
  onClose: () => void;
}) {
  const editId = target?.mode === "edit" ? target.id : null;
  const workout = useLibraryWorkout(editId);
  const title = target?.mode === "edit" ? "Edit workout" : "New workout";

  let body = null;
  if (target?.mode === "new") {
    body = <LibraryBuilder key="new" initial={null} type={target.type} {...{ account, onClose }} />;
  } else if (target?.mode === "edit") {
    body = workout.data ? (
      <LibraryBuilder key={String(target.id)} initial={workout.data} {...{ account, onClose }} />
    ) : workout.isError ? (
      <Alert color="red">{workout.error.message}</Alert>
    ) : (
      <Center py="xl">
        <Loader aria-label="Loading workout" />
      </Center>
    );
  }

  return (
    <WorkoutBuilderModal opened={target !== null} title={title} onClose={onClose}>
      {body}
    </WorkoutBuilderModal>
  );
}

/** The builder of one workout: a new one of `type`, or `initial` as it was opened. */
function LibraryBuilder({
  initial,
  type = 1,
  account,
  onClose,
}: {
  initial: LibraryWorkout | null;
  type?: number;
  account: LibraryAccount;
  onClose: () => void;
}) {
  const saver = useSaveLibraryWorkout();
  // The version this edit builds on: as opened, or as a Reload showed it.
  const [version, setVersion] = useState(initial?.version);

  const submit = async (body: WorkoutBody, overwriteVersion?: number) => {
    const saved = await saver.mutateAsync({
      id: initial?.id ?? null,
      body: initial ? { ...body, version: overwriteVersion ?? version } : body,
    });
    notifySuccess(`Saved "${saved.name}"`);
    onClose();
  };

  return (
    <WorkoutBuilder
      initial={initial ? draftOf(initial) : newDraft(type)}
      zones={account.zones}
      units={account.displayUnits}
      onSubmit={submit}
      onConflictReload={(current) => {
        const workout = current as unknown as LibraryWorkout;
        setVersion(workout.version);
        return draftOf(workout);
      }}
      onCancel={onClose}
    />
  );
}
