import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { MethodZones } from "@coach/shared/zones/zone.types";
import { Badge, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { absoluteRanges, type MethodInfo, thresholdUnit } from "./zone-methods";

/** One method: its threshold input and its 5 zones in percent and in the viewer's units. */
export function MethodCard({
  method,
  zones,
  thresholdText,
  threshold,
  error,
  units,
  onThresholdChange,
}: {
  method: MethodInfo;
  zones: MethodZones;
  thresholdText: string;
  /** The threshold the absolute ranges use: the typed one when valid, else the saved one. */
  threshold: number | null;
  error: string | undefined;
  units: DisplayUnits;
  onThresholdChange: (text: string) => void;
}) {
  const unit = thresholdUnit(method.kind, units);
  const isRpe = method.kind === "none";
  const ranges = absoluteRanges(method.kind, threshold, zones.zones, units);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} size="h5">
            {method.label}
          </Title>
          {isRpe ? (
            <Badge variant="light" color="gray">
              No threshold
            </Badge>
          ) : (
            <TextInput
              label={`Threshold (${unit})`}
              aria-label={`${method.label} threshold`}
              placeholder={method.kind.endsWith("Pace") ? "mm:ss" : undefined}
              value={thresholdText}
              error={error}
              onChange={(event) => onThresholdChange(event.currentTarget.value)}
              w={200}
              inputMode={method.kind.endsWith("Pace") ? "text" : "numeric"}
            />
          )}
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm" aria-label={`${method.label} zones`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Zone</Table.Th>
                <Table.Th>{isRpe ? "RPE" : "% of threshold"}</Table.Th>
                {!isRpe && <Table.Th>{unit}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {zones.zones.map((zone, index) => (
                <Table.Tr key={zones.zoneNames[index] ?? index}>
                  <Table.Td>
                    <Text span fw={600} size="sm">
                      Z{index + 1}
                    </Text>{" "}
                    {zones.zoneNames[index]}
                  </Table.Td>
                  <Table.Td>
                    {zone.low} – {zone.high}
                    {isRpe ? "" : " %"}
                  </Table.Td>
                  {!isRpe && (
                    <Table.Td ff="monospace" style={{ whiteSpace: "nowrap" }}>
                      {ranges[index]}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
