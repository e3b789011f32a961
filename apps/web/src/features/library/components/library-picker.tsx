import {
  Alert,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { LibraryPickerProps } from "../../../components/library-access";
import { useLibrarySearch } from "../hooks/use-library-search";
import classes from "./library-picker.module.css";

/** Items drawn at once; a longer result asks for a narrower search. */
const SHOWN = 50;

/**
 * The coach's workout library as a search picker (every word must match, in any order and
 * case), for the calendar and the plan builder. Rest days are calendar items, never offered.
 * `renderItem` draws an item's content in the caller's style (icon, figures in its units).
 */
export function LibraryPicker({ title, onClose, onPick, renderItem }: LibraryPickerProps) {
  const { library, search, setSearch, items } = useLibrarySearch();

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Search the library"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {library.isPending ? (
          <Loader aria-label="Loading library" mx="auto" />
        ) : library.isError ? (
          <Alert color="red">{library.error.message}</Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No workout matches.
          </Text>
        ) : (
          <ScrollArea.Autosize mah="55vh">
            <Stack gap={4} role="list" aria-label="Library workouts">
              {items.slice(0, SHOWN).map((item) => (
                <UnstyledButton
                  key={String(item.id)}
                  role="listitem"
                  className={classes.item}
                  onClick={() => onPick(item)}
                  aria-label={item.name}
                >
                  {renderItem(item)}
                </UnstyledButton>
              ))}
              {items.length > SHOWN && (
                <Text size="xs" c="dimmed">
                  {items.length - SHOWN} more: narrow the search.
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
