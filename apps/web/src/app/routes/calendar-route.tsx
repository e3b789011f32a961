import { Button, Center, Group, Loader, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import { type ComponentProps, lazy, Suspense } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "../../components/panel-boundary";
import { CalendarPage } from "../../features/calendar/components/calendar-page";
import { viewerToday } from "../../features/calendar/components/month-grid";
import { useLibraryAccess } from "../../features/library/hooks/use-library-access";
import {
  useActivitiesImported,
  useAthleteQuickstart,
} from "../../features/quickstart/api/athlete-quickstart";
import { AthleteQuickstartCard } from "../../features/quickstart/components/athlete-quickstart-card";
import { useAthleteZones } from "../../features/zones/api/get-athlete-zones";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage, type AthletePageProps } from "./athlete-page";

// Loaded when the panel is first opened: the calendar's first paint does not wait for it.
const UploadActivities = lazy(() =>
  import("../../features/activities/components/upload-activities").then((module) => ({
    default: module.UploadActivities,
  })),
);

/** Completed activities enter from the calendar too: files uploaded for this athlete. */
function CalendarUpload(props: {
  athleteId: number;
  isOpen: boolean;
  toggle: () => void;
  onImported?: () => void;
}) {
  const { athleteId, isOpen, toggle } = props;
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
      {isOpen && (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label="Loading the upload" />
            </Center>
          }
        >
          <UploadActivities athleteId={athleteId} onImported={props.onImported} />
        </Suspense>
      )}
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
 * The calendar, with the upload and, on an athlete's own calendar, their quick start between its
 * toolbar and its grid. The month's title and toolbar are drawn at once; the card's answer (a
 * small GET, asked beside the month's) decides whether the card takes room above the grid, so
 * what is below the toolbar stays hidden until it is known: nothing visible moves when it comes.
 */
function CalendarWithUpload({ details, athleteId, athleteName, isOwn }: AthletePageProps) {
  const [isUploadOpen, upload] = useDisclosure(false);
  const isOwnAthlete = isOwn && roleOf(details) === "athlete";
  const quickstart = useAthleteQuickstart(isOwnAthlete);
  const onImported = useActivitiesImported();
  const isWaiting = isOwnAthlete && quickstart.isPending;
  const aboveGrid = (
    <Stack gap="xs">
      {isOwnAthlete && !isWaiting && (
        <PanelBoundary title="The quick start is not available right now">
          <AthleteQuickstartCard
            quickstart={quickstart.data}
            hasCoach={details.hasCoach}
            onUpload={upload.open}
          />
        </PanelBoundary>
      )}
      <PanelBoundary title="Uploading activities is not available right now">
        <CalendarUpload
          athleteId={athleteId}
          isOpen={isUploadOpen}
          toggle={upload.toggle}
          onImported={isOwnAthlete ? onImported : undefined}
        />
      </PanelBoundary>
    </Stack>
  );
  return (
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
          today: viewerToday(details),
        }}
        aboveGrid={aboveGrid}
        isGridHeld={isWaiting}
      />
    </PanelBoundary>
  );
}

/**
 * /calendar (own) and /athlete/:athleteId/calendar; query `month=YYYY-MM`, or `eventType`, `id`
 * and `eventDate` to open an event's month and the event.
 */
export function CalendarRoute() {
  return <AthletePage render={(props) => <CalendarWithUpload {...props} />} />;
}
