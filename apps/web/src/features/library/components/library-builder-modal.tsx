import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { Alert, Center, Loader } from "@mantine/core";
import { draftOf, newDraft } from "../../../components/workout-builder/draft";
import { WorkoutBuilder } from "../../../components/workout-builder/workout-builder";
import { WorkoutBuilderModal } from "../../../components/workout-builder/workout-builder-modal";
import { notifySuccess } from "../../../lib/notify";
import { useLibraryWorkout } from "../api/get-library-workout";
import { useSaveLibraryWorkout } from "../api/save-library-workout";
import type { LibraryAccount } from "./library-account";
import type { BuilderTarget } from "./library-page";

/** The shared builder, saving to the library: POST for a new workout, PUT for the coach's own. */
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
  const saver = useSaveLibraryWorkout();
  const title = target?.mode === "edit" ? "Edit workout" : "New workout";

  const submit = async (body: WorkoutBody) => {
    const saved = await saver.mutateAsync({ id: editId, body });
    notifySuccess(`Saved "${saved.name}"`);
    onClose();
  };
  const builder = (initial: WorkoutBody, key: string) => (
    <WorkoutBuilder
      key={key}
      initial={initial}
      zones={account.zones}
      units={account.displayUnits}
      onSubmit={submit}
      onCancel={onClose}
    />
  );

  let body = null;
  if (target?.mode === "new") {
    body = builder(newDraft(target.type), "new");
  } else if (target?.mode === "edit") {
    body = workout.data ? (
      builder(draftOf(workout.data), String(target.id))
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
