import type { SportZones, ZoneSeconds } from "@coach/shared/insights/insights.schemas";
import { Card, Group, Progress, Stack, Tabs, Text, Title } from "@mantine/core";
import { durationLabel } from "../../../lib/formats";
import { activitySportName } from "../../../lib/sport-labels";

const ZONE_COLORS = ["#adb5bd", "#74c0fc", "#69db7c", "#ffd43b", "#ffa94d", "#ff6b6b", "#c92a2a"];

const KINDS = [
  { key: "heartRate", label: "Heart rate" },
  { key: "power", label: "Power" },
  { key: "pace", label: "Pace" },
] as const;

/** Row names: below zone 1, the method's zone names, above zone 5. */
function zoneRows(zones: ZoneSeconds) {
  const names = ["Below zone 1", ...zones.zoneNames.map((name, i) => `Z${i + 1} ${name}`)];
  names.push("Above zone 5");
  const total = zones.seconds.reduce((sum, value) => sum + value, 0);
  return zones.seconds
    .map((seconds, index) => ({
      name: names[index] ?? `Zone ${index}`,
      seconds,
      percent: total > 0 ? (seconds / total) * 100 : 0,
      color: ZONE_COLORS[index] ?? "#868e96",
    }))
    .filter((row) => row.seconds > 0);
}

function ZoneList({ zones, label }: { zones: ZoneSeconds; label: string }) {
  return (
    <Stack gap={6}>
      {zoneRows(zones).map((row) => (
        <div key={row.name}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{row.name}</Text>
            <Text size="sm" c="dimmed">
              {durationLabel(row.seconds)} · {row.percent.toFixed(0)} %
            </Text>
          </Group>
          <Progress
            value={row.percent}
            color={row.color}
            size="md"
            aria-label={`${label}: ${row.name}`}
          />
        </div>
      ))}
    </Stack>
  );
}

/** One card per sport with its time in zones, one tab per kind it has (heart rate, power, pace). */
export function ZoneBars({ sports }: { sports: SportZones[] }) {
  if (sports.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No time in zones in this range: activities with heart rate, power or pace and a set
        threshold show here.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {sports.map((sport) => {
        const kinds = KINDS.filter((kind) => sport[kind.key] !== null);
        const name = activitySportName(sport.sport);
        return (
          <Card key={sport.sport} withBorder padding="sm">
            <Title order={4} mb="xs">
              {name}
            </Title>
            <Tabs defaultValue={kinds[0]?.key}>
              <Tabs.List aria-label={`${name} zone kind`}>
                {kinds.map((kind) => (
                  <Tabs.Tab key={kind.key} value={kind.key}>
                    {kind.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {kinds.map((kind) => (
                <Tabs.Panel key={kind.key} value={kind.key} pt="xs">
                  <ZoneList zones={sport[kind.key]!} label={`${name} ${kind.label} zones`} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Card>
        );
      })}
    </Stack>
  );
}
