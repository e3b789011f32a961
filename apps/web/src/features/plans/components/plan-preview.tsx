import type { Plan } from "@coach/shared/plans/plan.schemas";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBed } from "@tabler/icons-react";
import { elapsedLabel, useFormats } from "../../../lib/formats";
import { DAY_NAMES, SportIcon } from "./plan-format";

/** The overview of one plan: its figures, notes, stress, and 4 weeks per row. */
export function PlanPreview({ plan }: { plan: Plan }) {
  const { dateFormat } = useFormats();
  const totalStress = plan.weeklyStress.reduce((sum, value) => sum + value, 0);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={3}>{plan.title}</Title>
        <Group gap={4} aria-label="Sports">
          {plan.meta.sports.map((sport) => (
            <SportIcon key={sport} type={sport} size={18} />
          ))}
        </Group>
      </Group>
      <Group gap="lg">
        <Text size="sm">{`Duration: ${plan.weeks} ${plan.weeks === 1 ? "week" : "weeks"}`}</Text>
        <Text size="sm">{`Workouts: ${plan.workoutsCount}`}</Text>
        <Text size="sm">{`Last updated: ${elapsedLabel(plan.updatedOn, new Date(), dateFormat)}`}</Text>
        <Text size="sm">{`Expected stress: ${Math.round(totalStress)}`}</Text>
      </Group>
      {plan.notes && (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {plan.notes}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" aria-label="Plan overview">
        {plan.structure.map((week, weekIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: weeks are positional
          <Paper key={weekIndex} withBorder p="xs">
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">{`Week ${weekIndex + 1}`}</Text>
              <Badge
                variant="light"
                size="sm"
              >{`${Math.round(plan.weeklyStress[weekIndex] ?? 0)} stress`}</Badge>
            </Group>
            <Stack gap={2}>
              {week.map((day, dayIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: days are positional
                <Group key={dayIndex} gap={6} wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" w={28}>
                    {DAY_NAMES[dayIndex].slice(0, 3)}
                  </Text>
                  {day.isRestDay ? (
                    <Group gap={4}>
                      <IconBed size={12} />
                      <Text size="xs">Rest day</Text>
                    </Group>
                  ) : (
                    <Stack gap={0}>
                      {day.workouts.map((workout, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: positional
                        <Group key={index} gap={4} wrap="nowrap">
                          <SportIcon type={workout.type} size={12} />
                          <Text size="xs">{workout.name}</Text>
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
