import type { LibraryItem } from "@coach/shared/library/library.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import {
  Alert,
  Group,
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
import { SportIcon } from "./plan-format";

const SHOWN = 50;

/** The coach's workout library as a search picker: every word must match (debounce 200 ms). */
export function PlanLibraryPicker({
  title,
  onClose,
  onPick,
}: {
  title: string;
  onClose: () => void;
  onPick: (item: LibraryItem) => void;
}) {
  const library = useLibrary();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 200);
  const items = useMemo(() => {
    const words = debounced.toLowerCase().split(/\s+/).filter(Boolean);
    return (library.data?.items ?? []).filter(
      (item) =>
        item.type !== SportId.restDay &&
        words.every((word) => item.name.toLowerCase().includes(word)),
    );
  }, [library.data, debounced]);

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
            <Stack gap={4} aria-label="Library workouts">
              {items.slice(0, SHOWN).map((item) => (
                <UnstyledButton
                  key={String(item.id)}
                  onClick={() => onPick(item)}
                  p={6}
                  style={{ borderRadius: 4, border: "1px solid var(--mantine-color-gray-3)" }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <SportIcon type={item.type} />
                    <Text size="sm">{item.name}</Text>
                    {item.totalStress > 0 && (
                      <Text size="xs" c="dimmed">
                        {item.totalStress} stress
                      </Text>
                    )}
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
