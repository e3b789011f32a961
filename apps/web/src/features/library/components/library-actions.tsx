import type { ExportFormat } from "@coach/shared/formats/workout-files";
import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { Button, Group, Modal, Text } from "@mantine/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { useCopyLibraryWorkout } from "../api/copy-library-workout";
import { useDeleteLibraryWorkout } from "../api/delete-library-workout";
import { useWorkoutExport } from "../hooks/use-workout-export";
import type { LibraryAccount } from "./library-account";

export interface LibraryActions {
  edit: (item: LibraryItem) => void;
  copy: (item: LibraryItem) => void;
  remove: (item: LibraryItem) => void;
  exportAs: (item: LibraryItem, format: ExportFormat) => void;
}

const LibraryActionsContext = createContext<LibraryActions | null>(null);

export function useLibraryActions(): LibraryActions {
  const actions = useContext(LibraryActionsContext);
  if (!actions) throw new Error("useLibraryActions needs a LibraryActionsProvider");
  return actions;
}

/**
 * The item menu's actions, once for the whole list: 2,000 rows share one set of mutations and
 * one delete confirmation.
 */
export function LibraryActionsProvider({
  account,
  onEdit,
  children,
}: {
  account: LibraryAccount;
  onEdit: (item: LibraryItem) => void;
  children: ReactNode;
}) {
  const copier = useCopyLibraryWorkout();
  const deleter = useDeleteLibraryWorkout();
  const exportAs = useWorkoutExport(account.zones, account.fullName);
  const [toDelete, setToDelete] = useState<LibraryItem | null>(null);

  const actions = useMemo<LibraryActions>(
    () => ({
      edit: onEdit,
      copy: (item) =>
        copier.mutate(item.id, {
          onSuccess: (copy) => notifySuccess(`Copied as "${copy.name}"`),
        }),
      remove: setToDelete,
      exportAs: (item, format) => void exportAs(item, format),
    }),
    [onEdit, copier.mutate, exportAs],
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    deleter.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(`Deleted "${toDelete.name}"`);
        setToDelete(null);
      },
    });
  };

  return (
    <LibraryActionsContext.Provider value={actions}>
      {children}
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete workout"
        centered
      >
        <Text size="sm">
          Do you really want to delete "{toDelete?.name}"? This cannot be undone.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            Cancel
          </Button>
          <Button color="red" loading={deleter.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Modal>
    </LibraryActionsContext.Provider>
  );
}
