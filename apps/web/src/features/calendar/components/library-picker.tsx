import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
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
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useLibrary } from "../../library/api/get-library";
import classes from "./calendar.module.css";
import { distanceText, durationText, SportIcon } from "./calendar-format";
import { dateLabelOf } from "./day-events";

/** Search debounce of the spec (section 9). */
const SEARCH_DEBOUNCE_MS = 200;
const SHOWN = 50;

/** The coach's library as a search picker; choosing a workout places a copy on the day. */
export function LibraryPicker({
  date,
  units,
  onClose,
  onPick,
}: {
  date: string;
  units: DisplayUnits;
  onClose: () => void;
  onPick: (item: LibraryItem) => void;
}) {
  const library = useLibrary();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const items = useMemo(() => {
    const words = debounced.toLowerCase().split(/\s+/).filter(Boolean);
    return (library.data?.items ?? []).filter(
      (item) =>
        item.type !== SportId.restDay &&
        words.every((word) => item.name.toLowerCase().includes(word)),
    );
  }, [library.data, debounced]);

  return (
    <Modal opened onClose={onClose} title={`Add from library to ${dateLabelOf(date)}`} size="lg">
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
                  className={classes.pickerItem}
                  onClick={() => onPick(item)}
                  aria-label={item.name}
                >
                  <SportIcon type={item.type} size={16} />
                  <span className={classes.chipText}>
                    <span className={classes.chipName}>{item.name}</span>
                    <span className={classes.chipFigures}>
                      {[
                        durationText(item.totalDuration),
                        distanceText(item.totalDistance, item.type, units),
                        item.totalStress > 0 ? `${item.totalStress} stress` : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
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
