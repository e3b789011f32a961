import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "../../../components/panel-boundary";
import { localToday } from "../../../lib/formats";
import { usePerformance } from "../api/get-performance";
import {
  DEFAULT_RANGE_DAYS,
  PERFORMANCE_RANGES,
  performanceRange,
} from "../lib/performance-format";
import { FitnessChart } from "./fitness-chart";
import {
  FitnessFigures,
  PaceCurveTable,
  PowerBestsTable,
  ThresholdHistory,
} from "./performance-sections";
import { PowerCurveChart } from "./power-curve-chart";

export type PerformancePageProps = {
  athleteId: number;
  athleteName: string;
  units: DisplayUnits;
};

/**
 * The coach's Performance page of an athlete: fitness, fatigue and form (with a projection
 * from planned workouts), the power and pace curves of the range, and the threshold history.
 */
export function PerformancePage({ athleteId, athleteName, units }: PerformancePageProps) {
  const [rangeDays, setRangeDays] = useState<string>(DEFAULT_RANGE_DAYS);
  const range = useMemo(() => performanceRange(Number(rangeDays), localToday()), [rangeDays]);
  const performance = usePerformance(athleteId, range);
  const answer = performance.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>Performance · {athleteName}</Title>
        <SegmentedControl
          size="xs"
          aria-label="Range"
          value={rangeDays}
          onChange={setRangeDays}
          data={PERFORMANCE_RANGES.map((choice) => ({ ...choice }))}
        />
      </Group>
      {performance.isError && !answer ? (
        <Alert color="red" title="Performance could not be loaded">
          Try again in a moment.
        </Alert>
      ) : !answer ? (
        <Center h={200}>
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <>
          {answer.hasActivities ? (
            <>
              <PanelBoundary title="The fitness figures could not be shown">
                <FitnessFigures days={answer.days} />
              </PanelBoundary>
              <Paper withBorder p="xs">
                <Text size="xs" c="dimmed" mb={4}>
                  Daily values; the dashed part after today is a projection from planned workouts.
                </Text>
                <PanelBoundary title="The fitness chart could not be shown">
                  <FitnessChart days={answer.days} today={answer.today} />
                </PanelBoundary>
              </Paper>
              <Stack gap="xs">
                <Title order={4}>Power curve</Title>
                {answer.powerCurve.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No activity with power in this range.
                  </Text>
                ) : (
                  <PanelBoundary title="The power curve could not be shown">
                    <PowerCurveChart curve={answer.powerCurve} />
                    <PowerBestsTable curve={answer.powerCurve} />
                  </PanelBoundary>
                )}
              </Stack>
              <Stack gap="xs">
                <Title order={4}>Pace curve</Title>
                {answer.paceCurves.running.length + answer.paceCurves.swimming.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No run or swim with distance in this range.
                  </Text>
                ) : null}
                <PanelBoundary title="The pace curves could not be shown">
                  {answer.paceCurves.running.length > 0 ? (
                    <PaceCurveTable curve={answer.paceCurves.running} sport="run" units={units} />
                  ) : null}
                  {answer.paceCurves.swimming.length > 0 ? (
                    <PaceCurveTable curve={answer.paceCurves.swimming} sport="swim" units={units} />
                  ) : null}
                </PanelBoundary>
              </Stack>
            </>
          ) : (
            <Alert color="gray" title="No activities yet">
              Fitness, fatigue, form and the power and pace curves are computed from completed
              activities, and {athleteName} has none so far.{" "}
              <Anchor component={Link} to={`/activities?athlete=${athleteId}`}>
                Upload activities
              </Anchor>{" "}
              to see them here.
            </Alert>
          )}
          <PanelBoundary title="The threshold history could not be shown">
            <ThresholdHistory thresholds={answer.thresholds} units={units} />
          </PanelBoundary>
        </>
      )}
    </Stack>
  );
}
