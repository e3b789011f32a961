import { Button, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "../../components/panel-boundary";
import { UploadActivities } from "../../features/activities/components/upload-activities";
import { CalendarPage } from "../../features/calendar/components/calendar-page";
import { todayIn } from "../../features/calendar/components/month-grid";
import { useLibraryAccess } from "../../features/library/hooks/use-library-access";
import { useAthleteZones } from "../../features/zones/api/get-athlete-zones";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage } from "./athlete-page";

/** Completed activities enter from the calendar too: files uploaded for this athlete. */
function CalendarUpload({ athleteId }: { athleteId: number }) {
  const [isOpen, { toggle }] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="flex-end">
        <Button
          variant="default"
          size="xs"
          component={Link}
          to={`/activities?athlete=${athleteId}`}
        >
          Activities
        </Button>
        <Button variant="light" size="xs" leftSection={<IconUpload size={14} />} onClick={toggle}>
          Upload activities
        </Button>
      </Group>
      {isOpen && <UploadActivities athleteId={athleteId} />}
    </Stack>
  );
}

/** The calendar with what it needs of other features: the athlete's zones and the library. */
function AthleteCalendar(props: Omit<ComponentProps<typeof CalendarPage>, "zones" | "library">) {
  const zones = useAthleteZones(props.athleteId);
  const library = useLibraryAccess();
  return <CalendarPage {...props} zones={zones.data ?? null} library={library} />;
}

/**
 * /calendar (own) and /athlete/:athleteId/calendar; query `month=YYYY-MM`, or `eventType`, `id`
 * and `eventDate` to open an event's month and the event.
 */
export function CalendarRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => (
        <Stack gap="xs">
          <PanelBoundary title="Uploading activities is not available right now">
            <CalendarUpload athleteId={athleteId} />
          </PanelBoundary>
          <PanelBoundary title="The calendar could not be shown">
            <AthleteCalendar
              key={athleteId}
              athleteId={athleteId}
              athleteName={athleteName}
              isOwn={isOwn}
              viewer={{
                fullName: details.fullName,
                units: details.displayUnits,
                isCoach: isCoachLike(roleOf(details)),
                today: todayIn(details.timezone),
              }}
            />
          </PanelBoundary>
        </Stack>
      )}
    />
  );
}
