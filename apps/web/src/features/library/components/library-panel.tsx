import { SportId } from "@coach/shared/sports/sport-ids";
import {
  Alert,
  CloseButton,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMemo } from "react";
import type { LibraryPanelProps } from "../../../components/library-access";
import { sportName } from "../../../lib/sport-labels";
import { useLibrarySearch } from "../hooks/use-library-search";
import classes from "./library-panel.module.css";

/** Items drawn at once; a longer result asks for a narrower search. */
const SHOWN = 60;
const ALL_SPORTS = "all";

/**
 * The coach's library beside the calendar or the plan builder: search and sport narrow the
 * list, and the caller draws each workout (as something to drag onto a day).
 */
export function LibraryPanel({ onClose, renderItem }: LibraryPanelProps) {
  const { library, search, setSearch, sport, setSport, items } = useLibrarySearch();
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
        {library.isPending ? (
          <Loader size="sm" aria-label="Loading library" mx="auto" />
        ) : library.isError ? (
          <Alert color="red">{library.error.message}</Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No workout matches.
          </Text>
        ) : (
          <Stack component="ul" gap={4} aria-label="Library workouts" className={classes.list}>
            {items.slice(0, SHOWN).map((item) => (
              <li key={String(item.id)}>{renderItem(item)}</li>
            ))}
            {items.length > SHOWN && (
              <Text component="li" size="xs" c="dimmed">
                {items.length - SHOWN} more: narrow the search.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
