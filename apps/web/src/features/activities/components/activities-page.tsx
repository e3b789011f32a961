import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { PanelBoundary } from "../../../components/panel-boundary";
import { ActivityList } from "./activity-list";
import { UploadActivities } from "./upload-activities";

export type ActivitiesPageProps = {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  units: DisplayUnits;
};

/** /activities: upload files for the athlete and see their recent activities. */
export function ActivitiesPage({ athleteId, athleteName, isOwn, units }: ActivitiesPageProps) {
  return (
    <Stack gap="md" maw={1100} w="100%" mx="auto">
      <div>
        <Title order={2}>Activities</Title>
        {isOwn ? null : (
          <Text c="dimmed" size="sm">
            {athleteName}
          </Text>
        )}
      </div>
      <PanelBoundary title="Uploading activities is not available right now">
        <UploadActivities athleteId={athleteId} />
      </PanelBoundary>
      <Paper withBorder p="sm" radius="md">
        <Title order={4} mb="xs">
          Recent activities
        </Title>
        <PanelBoundary title="The activities could not be shown">
          <ActivityList athleteId={athleteId} units={units} />
        </PanelBoundary>
      </Paper>
    </Stack>
  );
}
