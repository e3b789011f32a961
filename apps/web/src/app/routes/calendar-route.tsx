import { Button, Center, Group, Loader, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUpload } from "@tabler/icons-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "../../components/panel-boundary";
import { UploadActivities } from "../../features/activities/components/upload-activities";
import { calendarRangeQuery } from "../../features/calendar/api/get-calendar-range";
import { CalendarPage } from "../../features/calendar/components/calendar-page";
import {
  rangeOf,
  viewFromParams,
  visibleWeeks,
} from "../../features/calendar/components/calendar-view";
import { todayIn } from "../../features/calendar/components/month-grid";
import { useLibraryAccess } from "../../features/library/hooks/use-library-access";
import {
  athleteQuickstartQuery,
  useActivitiesImported,
  useAthleteQuickstart,
} from "../../features/quickstart/api/athlete-quickstart";
import { AthleteQuickstartCard } from "../../features/quickstart/components/athlete-quickstart-card";
import { useAthleteZones } from "../../features/zones/api/get-athlete-zones";
import { accountInfoQuery } from "../../lib/account-info";
import { queryClient } from "../../lib/query-client";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage, type AthletePageProps } from "./athlete-page";

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
      {isOpen && <UploadActivities athleteId={athleteId} onImported={props.onImported} />}
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
 * The upload, the calendar and, on an athlete's own calendar, their quick start above both. The
 * card's answer is awaited before anything is shown (a small GET, asked at once): arriving after
 * the grid it would push the grid down. The calendar mounts hidden meanwhile, so its own request
 * goes out beside the card's rather than after it.
 */
function CalendarWithUpload({ details, athleteId, athleteName, isOwn }: AthletePageProps) {
  const [isUploadOpen, upload] = useDisclosure(false);
  const isOwnAthlete = isOwn && roleOf(details) === "athlete";
  const quickstart = useAthleteQuickstart(isOwnAthlete);
  const onImported = useActivitiesImported();
  const isWaiting = isOwnAthlete && quickstart.isPending;
  return (
    <>
      {isWaiting && (
        <Center h="50dvh">
          <Loader aria-label="Loading" />
        </Center>
      )}
      <Stack gap="xs" display={isWaiting ? "none" : undefined}>
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
    </>
  );
}

/**
 * /calendar (own) and /athlete/:athleteId/calendar; query `month=YYYY-MM`, or `eventType`, `id`
 * and `eventDate` to open an event's month and the event.
 */
export function CalendarRoute() {
  return <AthletePage render={(props) => <CalendarWithUpload {...props} />} />;
}

/**
 * Asks for what the user's own calendar draws first (the range of `url`'s month or week, and an
 * athlete's quick start) as soon as the account is known, while the screens' code still loads:
 * the page would ask only once drawn, a round trip later. The same queries as the page's, so it
 * finds them answered or on their way. Someone else's calendar is left to the page, which first
 * checks that the athlete is the viewer's.
 *
 * Never rejects: the page asks again and shows what failed. The route calls it in the `then` of
 * this module's import, which Vite's build wraps in its preload helper: a rejection there would
 * be taken for a missing chunk, and the tab reloaded (reload-on-stale-chunk.ts), losing the
 * toast of a session that ended.
 */
export async function prefetchOwnCalendar(url: URL): Promise<void> {
  try {
    const { details } = await queryClient.fetchQuery(accountInfoQuery());
    const { view, month, weekStart } = viewFromParams(url.searchParams, todayIn(details.timezone));
    const range = rangeOf(visibleWeeks(view, month, weekStart));
    void queryClient.prefetchQuery(calendarRangeQuery(details.id, range.start, range.end));
    if (roleOf(details) === "athlete") void queryClient.prefetchQuery(athleteQuickstartQuery());
  } catch {
    // The account could not be read (a session that ended, no connection): the guard says so.
  }
}
