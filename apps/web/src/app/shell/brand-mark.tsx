import { Group, Text } from "@mantine/core";
import { AppIcon } from "../../components/app-icon";

export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <AppIcon size={28} />
      {!compact && (
        <Text fw={700} size="md">
          Endurance Coach
        </Text>
      )}
    </Group>
  );
}
