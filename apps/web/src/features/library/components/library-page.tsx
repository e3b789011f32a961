import type { LibraryItem, LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import { Alert, Grid, Loader, Stack, Tabs } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useMedia } from "../../../lib/use-media";
import { useLibrary } from "../api/get-library";
import type { LibraryAccount } from "./library-account";
import { LibraryActionsProvider } from "./library-actions";
import { LibraryBuilderModal } from "./library-builder-modal";
import {
  ALL,
  buildTree,
  groupItems,
  isListed,
  type Selection,
  searchWords,
} from "./library-catalog";
import { LibraryGroups } from "./library-groups";
import { LibraryToolbar } from "./library-toolbar";
import { SubtypeSelect } from "./subtype-select";
import { SubtypeTree } from "./subtype-tree";

/** Search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 200;

export type BuilderTarget = { mode: "new"; type: number } | { mode: "edit"; id: LibraryWorkoutId };

/** The coach's workout library. */
export function LibraryPage({
  account,
  hasPlanLibrary,
}: {
  account: LibraryAccount;
  hasPlanLibrary: boolean;
}) {
  const navigate = useNavigate();
  const library = useLibrary();
  const isPhone = useMedia("(max-width: 61.24em)");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [selection, setSelection] = useState<Selection>(ALL);
  const [builder, setBuilder] = useState<BuilderTarget | null>(null);

  const items = useMemo(() => (library.data?.items ?? []).filter(isListed), [library.data]);
  const tree = useMemo(() => buildTree(items), [items]);
  const words = useMemo(() => searchWords(debouncedSearch), [debouncedSearch]);
  const groups = useMemo(
    () => groupItems(items, tree, selection, words),
    [items, tree, selection, words],
  );

  const onEdit = useCallback((item: LibraryItem) => setBuilder({ mode: "edit", id: item.id }), []);

  return (
    <Stack maw={1200} mx="auto" gap="md">
      <Tabs
        value="workouts"
        onChange={(value) => {
          if (value === "plans") navigate("/library/plan-library");
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="workouts">Workout Library</Tabs.Tab>
          {hasPlanLibrary && <Tabs.Tab value="plans">Training Plan Library</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <LibraryToolbar
        search={search}
        onSearch={setSearch}
        onAdd={(type) => setBuilder({ mode: "new", type })}
      />
      {library.isPending ? (
        <Loader aria-label="Loading library" mx="auto" />
      ) : library.isError ? (
        <Alert color="red" title="The library could not be loaded">
          {library.error.message}
        </Alert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            {isPhone ? (
              <SubtypeSelect
                tree={tree}
                total={items.length}
                value={selection}
                onChange={setSelection}
              />
            ) : (
              <SubtypeTree
                tree={tree}
                total={items.length}
                value={selection}
                onChange={setSelection}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <LibraryActionsProvider account={account} onEdit={onEdit}>
              <LibraryGroups groups={groups} account={account} />
            </LibraryActionsProvider>
          </Grid.Col>
        </Grid>
      )}
      <LibraryBuilderModal target={builder} account={account} onClose={() => setBuilder(null)} />
    </Stack>
  );
}
