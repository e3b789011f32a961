import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PanelBoundary } from "../../../components/panel-boundary";
import { ActivityList } from "./activity-list";
import { UploadActivities } from "./upload-activities";

export type ActivitiesPageProps = {
  athleteId: number;
  athleteName: string;
  isOwn: boolean;
  units: DisplayUnits;
  /** Placed under the uploads: the history archive import, composed in by the route. */
  historyImport?: ReactNode;
};

/** /activities: upload files for the athlete and see their recent activities. */
export function ActivitiesPage({
  athleteId,
  athleteName,
  isOwn,
  units,
  historyImport,
}: ActivitiesPageProps) {
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
      {historyImport ? (
        <PanelBoundary title="Importing a history is not available right now">
          {historyImport}
        </PanelBoundary>
      ) : null}
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
