import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { LibraryAccount } from "./library-account";
import type { ItemGroup } from "./library-catalog";
import { LibraryItemCard } from "./library-item-card";

/** A group shows this many workouts at first, so 2,000 workouts never render at once. */
export const GROUP_PAGE_SIZE = 25;

export function LibraryGroups({
  groups,
  account,
}: {
  groups: readonly ItemGroup[];
  account: LibraryAccount;
}) {
  if (groups.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No items
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <GroupSection key={group.key} group={group} account={account} />
      ))}
    </Stack>
  );
}

function GroupSection({ group, account }: { group: ItemGroup; account: LibraryAccount }) {
  const [shown, setShown] = useState(GROUP_PAGE_SIZE);
  const headingId = `library-group-${group.key.replace(/[^a-z0-9]/gi, "-")}`;
  const hidden = group.items.length - shown;
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {group.label}
        </Title>
        <Text size="sm" c="dimmed">
          {group.items.length}
        </Text>
      </Group>
      {group.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items
        </Text>
      ) : (
        <Stack gap={6}>
          {group.items.slice(0, shown).map((item) => (
            <LibraryItemCard key={item.id} item={item} account={account} />
          ))}
          {hidden > 0 && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setShown((count) => count + GROUP_PAGE_SIZE * 4)}
            >
              Show more ({hidden} hidden)
            </Button>
          )}
        </Stack>
      )}
    </section>
  );
}
