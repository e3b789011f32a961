import { Box, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode };

/** Read-only label and value pairs as a description list: one column on a phone, two wider. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label} miw={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
