import { parseRowId } from "@coach/shared/validation/row-id";
import { Center, Loader } from "@mantine/core";
import { useSearchParams } from "react-router";
import { ActivitiesPage } from "../../features/activities/components/activities-page";
import { ImportHistory } from "../../features/history-import/components/import-history";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { isCoachLike, roleOf } from "../nav/roles";
import { useSelectedAthlete } from "../selected-athlete";

/**
 * /activities: uploads and recent activities of the viewed athlete: `?athlete=` or the coach's
 * selected athlete, else the user's own. The server refuses an athlete who is not the viewer's.
 */
export function ActivitiesRoute() {
  const account = useAccountInfo();
  const details = account.data?.details;
  const [params] = useSearchParams();
  const selected = useSelectedAthlete();
  const isCoach = Boolean(details && isCoachLike(roleOf(details)));
  const athleteId = parseRowId(params.get("athlete")) ?? selected ?? details?.id;
  const isOwn = athleteId === details?.id;
  const athletes = useCoachAthletes(Boolean(details && isCoach && !isOwn));
  if (!details || athleteId === undefined) {
    return (
      <Center h="50dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const athleteName = isOwn
    ? details.fullName
    : (athletes.data?.athletes.find((a) => a.id === athleteId)?.fullName ?? "");
  return (
    <ActivitiesPage
      key={athleteId}
      athleteId={athleteId}
      athleteName={athleteName}
      isOwn={isOwn}
      units={details.displayUnits}
      historyImport={<ImportHistory athleteId={athleteId} />}
    />
  );
}
