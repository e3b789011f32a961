import { SportId } from "@coach/shared/sports/sport-ids";
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Menu,
  Stack,
  TextInput,
} from "@mantine/core";
import { IconChevronDown, IconFileImport, IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { needsSport, useImportLibraryWorkout } from "../api/import-library-workout";
import { ImportSportChoice } from "./import-sport-choice";

/** What Add can build; rest days are calendar items and never kept in the library. */
export const ADD_CHOICES = [
  { type: SportId.running, label: "Running workout" },
  { type: SportId.cycling, label: "Cycling workout" },
  { type: SportId.swimming, label: "Swimming workout" },
  { type: SportId.strength, label: "Strength workout" },
  { type: SportId.note, label: "Note" },
] as const;

export const IMPORT_ACCEPT = ".fit,.zwo,.erg,.mrc";

export function LibraryToolbar({
  search,
  onSearch,
  onAdd,
}: {
  search: string;
  onSearch: (text: string) => void;
  onAdd: (type: number) => void;
}) {
  const importer = useImportLibraryWorkout();
  const [importError, setImportError] = useState<string | null>(null);

  /** A FIT workout that names no sport waits here for the user's choice (decision 119). */
  const [awaitingSport, setAwaitingSport] = useState<File | null>(null);

  const importFile = (file: File | null, sport?: number) => {
    if (!file) return;
    setImportError(null);
    setAwaitingSport(null);
    importer.mutate(
      { file, sport },
      {
        onSuccess: (workout) => notifySuccess(`Imported "${workout.name}"`),
        onError: (error) =>
          needsSport(error)
            ? setAwaitingSport(file)
            : setImportError(`Could not import "${file.name}": ${error.message}`),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          style={{ flex: "1 1 260px" }}
          miw={0}
          aria-label="Search workouts"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearch("")} />
            ) : null
          }
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              leftSection={<IconPlus size={16} />}
              rightSection={<IconChevronDown size={14} />}
            >
              Add
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ADD_CHOICES.map((choice) => (
              <Menu.Item key={choice.type} onClick={() => onAdd(choice.type)}>
                {choice.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <FileButton onChange={importFile} accept={IMPORT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileImport size={16} />}
              loading={importer.isPending}
            >
              Import
            </Button>
          )}
        </FileButton>
      </Group>
      {awaitingSport && (
        <ImportSportChoice
          fileName={awaitingSport.name}
          onChoose={(sport) => importFile(awaitingSport, sport)}
          onCancel={() => setAwaitingSport(null)}
        />
      )}
      {importError && (
        <Alert
          color="red"
          title="Import failed"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setImportError(null)}
        >
          {importError}
        </Alert>
      )}
    </Stack>
  );
}
