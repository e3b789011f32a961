import { Group, Text } from "@mantine/core";

export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/icon.svg" alt="" width={28} height={28} />
      {!compact && (
        <Text fw={700} size="md">
          Endurance Coach
        </Text>
      )}
    </Group>
  );
}
