import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { PanelBoundary } from "../../../components/panel-boundary";
import { useAccountInfo } from "../../../lib/account-info";
import { ApiError } from "../../../lib/api-error";
import { useFormats } from "../../../lib/formats";
import { notifyError } from "../../../lib/notify";
import { activitySportName } from "../../../lib/sport-labels";
import { downloadActivityFile } from "../api/download-activity-file";
import { useAnalysis } from "../api/get-analysis";
import { useMapTiles } from "../api/get-map-tiles";
import { useSamples } from "../api/get-samples";
import type {
  AnalysisLap,
  AnalysisSummary,
  AnalysisZones,
  PeakEffort,
  PeakPoint,
} from "../lib/analysis-types";
import { routePositions } from "../lib/positions";
import { ActivityComments } from "./activity-comments";
import { ActivityName } from "./activity-name";
import { ActivitySportSelect } from "./activity-sport-select";
import {
  LapsTable,
  MatchedWorkout,
  NextActivities,
  PeaksTables,
  ZonesChart,
} from "./analysis-sections";
import { MatchControl } from "./match-control";
import { RangeFiguresPanel } from "./range-figures-panel";
import type { ChartRange } from "./samples-chart";
import { SummaryCards } from "./summary-cards";

// uPlot and Leaflet load only with the page's chart and map.
const SamplesChart = lazy(() => import("./samples-chart"));
const RouteMap = lazy(() => import("./route-map"));

/** The map once its tiles are known; without them (unset, or not answered) the route alone. */
function RouteSection({ positions }: { positions: [number, number][] }) {
  const tiles = useMapTiles();
  if (tiles.isPending) return loading("Loading map");
  return (
    <Suspense fallback={loading("Loading map")}>
      <RouteMap positions={positions} tiles={tiles.data} />
    </Suspense>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title} miw={0}>
      <Title order={4} mb="xs">
        {title}
      </Title>
      <PanelBoundary title={`${title}: could not be shown`}>{children}</PanelBoundary>
    </Paper>
  );
}

const loading = (label: string) => (
  <Center p="md">
    <Loader size="sm" aria-label={label} />
  </Center>
);

export type AnalysisPageProps = { activityId: number; units: DisplayUnits; viewerName: string };

/** /activity/:activityId (route Analyze): everything known about one activity. */
export function AnalysisPage({ activityId, units, viewerName }: AnalysisPageProps) {
  const f = useFormats();
  const analysis = useAnalysis(activityId);
  const viewer = useAccountInfo().data?.details;
  const samples = useSamples(activityId);
  const [range, setRange] = useState<ChartRange>(null);
  const positions = useMemo(() => routePositions(samples.data), [samples.data]);

  if (analysis.isPending) return loading("Loading");
  if (analysis.isError) {
    const isMissing = analysis.error instanceof ApiError && analysis.error.status === 404;
    return (
      <Alert color="gray" title="Activity not found" maw={600} mx="auto">
        {isMissing
          ? "This activity does not exist or is not one you may see."
          : analysis.error.message}
      </Alert>
    );
  }
  const data = analysis.data;
  const { activity } = data;
  const summary = data.summary as unknown as AnalysisSummary;
  const sport = activity.sport;
  // The athlete and those who coach them (a business's owner among them) may change the sport.
  const canEdit =
    viewer !== undefined &&
    (viewer.id === activity.athleteId || viewer.isCoach || viewer.isBusinessOwner);
  const download = () =>
    downloadActivityFile(activity.id, activity.fileName).catch((error: Error) =>
      notifyError(error.message),
    );

  return (
    <Stack gap="md" maw={1280} w="100%" mx="auto">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <ActivityName activityId={activity.id} name={activity.activity_name} />
          <Group gap="xs">
            <Text c="dimmed" size="sm">
              {f.date(activity.date)} · {activitySportName(sport)} · {f.time(activity.startTime)}
            </Text>
            {activity.isTruncated ? (
              <Badge color="orange" variant="light">
                Truncated file
              </Badge>
            ) : null}
            {activity.matched_workout_id !== null ? (
              <Badge color="teal" variant="light">
                Matched
              </Badge>
            ) : null}
          </Group>
          {canEdit ? (
            <ActivitySportSelect
              activityId={activity.id}
              sport={sport}
              sportOrigin={summary.sportOrigin}
            />
          ) : null}
        </div>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download original file
        </Button>
      </Group>

      <PanelBoundary title="The summary could not be shown">
        <SummaryCards summary={summary} units={units} />
      </PanelBoundary>

      <Section title="Chart">
        {samples.isPending ? (
          loading("Loading samples")
        ) : samples.isError ? (
          <Text c="dimmed">The samples could not be loaded.</Text>
        ) : samples.data.count < 2 ? (
          <Text c="dimmed">No samples recorded.</Text>
        ) : (
          <Stack gap="sm">
            <Suspense fallback={loading("Loading chart")}>
              <SamplesChart samples={samples.data} sport={sport} units={units} onRange={setRange} />
            </Suspense>
            <RangeFiguresPanel samples={samples.data} range={range} sport={sport} units={units} />
          </Stack>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, md: positions.length > 1 ? 2 : 1 }} spacing="md">
        {positions.length > 1 ? (
          <Section title="Route">
            <RouteSection positions={positions} />
          </Section>
        ) : null}
        <Stack gap="md">
          <Section title="Planned workout">
            <MatchedWorkout analysis={data} units={units} />
            <MatchControl
              activityId={data.activity.id}
              athleteId={data.activity.athleteId}
              date={data.activity.date}
              matchedWorkoutId={data.activity.matched_workout_id}
            />
          </Section>
          <Section title="Next activities">
            <NextActivities next={[data.next_activity, data.after_next_activity]} />
          </Section>
        </Stack>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Laps">
          <LapsTable laps={data.laps as unknown as AnalysisLap[]} sport={sport} units={units} />
        </Section>
        <Section title="Time in zones">
          <ZonesChart zones={data.zones as AnalysisZones} />
        </Section>
      </SimpleGrid>

      <Section title="Peaks">
        <PeaksTables
          time={data.peaks.time as unknown as PeakPoint[]}
          distance={data.peaks.distance as unknown as PeakEffort[]}
          sport={sport}
          units={units}
        />
      </Section>

      <Section title="Comments">
        <ActivityComments
          activityId={activity.id}
          athleteId={activity.athleteId}
          authorName={viewerName}
          comments={data.comments}
        />
      </Section>
    </Stack>
  );
}
