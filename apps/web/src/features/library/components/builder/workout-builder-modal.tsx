import { Alert, Center, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useLibraryWorkout } from "../../api/get-library-workout";
import type { LibraryAccount } from "../library-account";
import type { BuilderTarget } from "../library-page";
import { draftOf, newDraft } from "./draft";
import { WorkoutBuilder } from "./workout-builder";

/** The builder in a modal: full screen on phones (under 500 px). */
export function WorkoutBuilderModal({
  target,
  account,
  onClose,
}: {
  target: BuilderTarget | null;
  account: LibraryAccount;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery("(max-width: 499px)") ?? false;
  const editId = target?.mode === "edit" ? target.id : null;
  const workout = useLibraryWorkout(editId);
  const title = target?.mode === "edit" ? "Edit workout" : "New workout";

  let body = null;
  if (target?.mode === "new") {
    body = (
      <WorkoutBuilder
        id={null}
        initial={newDraft(target.type)}
        account={account}
        onSaved={onClose}
        onCancel={onClose}
      />
    );
  } else if (target?.mode === "edit") {
    body = workout.data ? (
      <WorkoutBuilder
        key={String(target.id)}
        id={target.id}
        initial={draftOf(workout.data)}
        account={account}
        onSaved={onClose}
        onCancel={onClose}
      />
    ) : workout.isError ? (
      <Alert color="red">{workout.error.message}</Alert>
    ) : (
      <Center py="xl">
        <Loader aria-label="Loading workout" />
      </Center>
    );
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 600 } }}
    >
      {body}
    </Modal>
  );
}
