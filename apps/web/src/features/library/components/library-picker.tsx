import { Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { LibraryPickerProps } from "../../../components/library-access";
import { useLibrarySearch } from "../hooks/use-library-search";
import classes from "./library-picker.module.css";
import { LibraryResults, moreLabel } from "./library-results";

/** Items drawn at once; a longer result asks for a narrower search. */
const SHOWN = 50;

/**
 * The coach's workout library as a search picker (every word must match, in any order and
 * case), for the calendar and the plan builder. Rest days are calendar items, never offered.
 * `renderItem` draws an item's content in the caller's style (icon, figures in its units).
 */
export function LibraryPicker({ title, onClose, onPick, renderItem }: LibraryPickerProps) {
  const librarySearch = useLibrarySearch();
  const { search, setSearch } = librarySearch;

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
        <LibraryResults search={librarySearch} shown={SHOWN}>
          {(shownItems, moreCount) => (
            <ScrollArea.Autosize mah="55vh">
              <Stack gap={4} role="list" aria-label="Library workouts">
                {shownItems.map((item) => (
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
                {moreCount > 0 && (
                  <Text size="xs" c="dimmed">
                    {moreLabel(moreCount)}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </LibraryResults>
      </Stack>
    </Modal>
  );
}
