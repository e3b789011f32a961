import { SportId } from "@coach/shared/sports/sport-ids";
import { CloseButton, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo } from "react";
import type { LibraryPanelProps } from "../../../components/library-access";
import { sportName } from "../../../lib/sport-labels";
import { useLibrarySearch } from "../hooks/use-library-search";
import classes from "./library-panel.module.css";
import { LibraryResults, moreLabel } from "./library-results";

/** Items drawn at once; a longer result asks for a narrower search. */
const SHOWN = 60;
const ALL_SPORTS = "all";

/**
 * The coach's library beside the calendar or the plan builder: search and sport narrow the
 * list, and the caller draws each workout (as something to drag onto a day).
 */
export function LibraryPanel({ onClose, renderItem }: LibraryPanelProps) {
  const librarySearch = useLibrarySearch();
  const { library, search, setSearch, sport, setSport } = librarySearch;
  // The sports the library holds, in the order of their ids.
  const sports = useMemo(() => {
    const types = new Set((library.data?.items ?? []).map((item) => item.type));
    return [...types]
      .filter((type) => type !== SportId.restDay)
      .sort((a, b) => a - b)
      .map((type) => ({ value: String(type), label: sportName(type) }));
  }, [library.data]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="aside"
      aria-label="Workout library"
      className={classes.panel}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>Library</Title>
          <CloseButton aria-label="Close the library" onClick={onClose} />
        </Group>
        <Text size="xs" c="dimmed">
          Drag a workout onto a day, or pick it up with Space and move it with the arrow keys.
        </Text>
        <TextInput
          label="Search the library"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label="Sport"
          data={[{ value: ALL_SPORTS, label: "All sports" }, ...sports]}
          value={sport === null ? ALL_SPORTS : String(sport)}
          onChange={(value) => setSport(value && value !== ALL_SPORTS ? Number(value) : null)}
          allowDeselect={false}
        />
        <LibraryResults search={librarySearch} shown={SHOWN} loaderSize="sm">
          {(shownItems, moreCount) => (
            <Stack component="ul" gap={4} aria-label="Library workouts" className={classes.list}>
              {shownItems.map((item) => (
                <li key={String(item.id)}>{renderItem(item)}</li>
              ))}
              {moreCount > 0 && (
                <Text component="li" size="xs" c="dimmed">
                  {moreLabel(moreCount)}
                </Text>
              )}
            </Stack>
          )}
        </LibraryResults>
      </Stack>
    </Paper>
  );
}
