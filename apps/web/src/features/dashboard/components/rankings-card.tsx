import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type { RankingEntry } from "@coach/shared/dashboard/rankings.schemas";
import { Box, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import classes from "./dashboard.module.css";

/** The four counts of a bar, left to right, in the calendar's colours. */
const PARTS = [
  { key: "completed", label: "completed", color: "var(--mantine-color-teal-6)" },
  { key: "almost", label: "partly done", color: "var(--mantine-color-yellow-5)" },
  { key: "failed", label: "missed", color: "var(--mantine-color-red-6)" },
  { key: "unplanned", label: "unplanned", color: "var(--mantine-color-blue-5)" },
] as const;

const describe = (entry: RankingEntry) =>
  `${PARTS.map((part) => `${entry.commitment_12_months[part.key]} ${part.label}`).join(", ")}; ${entry.commitmentPercent}% of planned workouts completed`;

/**
 * One horizontal stacked bar chart: an athlete a row, their 12 months split into completed,
 * partly done, missed and unplanned, all rows on one scale (the longest bar's total).
 */
function RankingChart(props: { id: string; title: string; entries: RankingEntry[] }) {
  const totalOf = (entry: RankingEntry) =>
    PARTS.reduce((sum, part) => sum + entry.commitment_12_months[part.key], 0);
  const scale = Math.max(1, ...props.entries.map(totalOf));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={props.id}>
      <Text id={props.id} component="figcaption" fw={700} size="sm" mb="xs">
        {props.title}
      </Text>
      {props.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {dashboardMessages.noCompletedWorkouts}
        </Text>
      ) : (
        <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {props.entries.map((entry) => (
            <li
              key={entry.athlete_config.user_id}
              aria-label={`${entry.athlete_config.fullName}: ${describe(entry)}`}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" fw={600} truncate>
                  {entry.athlete_config.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.commitmentPercent}%
                </Text>
              </Group>
              <div className={classes.bar} aria-hidden>
                {PARTS.map((part) => {
                  const count = entry.commitment_12_months[part.key];
                  return count > 0 ? (
                    <Box
                      key={part.key}
                      style={{ width: `${(count / scale) * 100}%`, background: part.color }}
                      title={`${count} ${part.label}`}
                    />
                  ) : null;
                })}
              </div>
            </li>
          ))}
        </Stack>
      )}
    </figure>
  );
}

/** 'Athletes ranking - Most Green' and 'Most Red' over the last 12 months, five each. */
export function RankingsCard(props: { mostGreen: RankingEntry[]; mostRed: RankingEntry[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="rankings-title">
      <Title id="rankings-title" order={2} size="h4" mb="sm">
        Rankings
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <RankingChart
          id="ranking-green"
          title="Athletes ranking - Most Green"
          entries={props.mostGreen}
        />
        <RankingChart
          id="ranking-red"
          title="Athletes ranking - Most Red"
          entries={props.mostRed}
        />
      </SimpleGrid>
      <Group gap="md" mt="md" aria-label="Legend">
        {PARTS.map((part) => (
          <Group key={part.key} gap={4}>
            <Box w={10} h={10} style={{ background: part.color, borderRadius: 2 }} />
            <Text size="xs" c="dimmed">
              {part.label}
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Planned workouts and activities of the last 12 months.
      </Text>
    </Card>
  );
}
