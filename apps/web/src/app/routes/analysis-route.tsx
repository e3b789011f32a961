import { parseRowId } from "@coach/shared/validation/row-id";
import { Alert, Center, Loader } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useAnalysis } from "../../features/activities/api/get-analysis";
import { AnalysisPage } from "../../features/activities/components/analysis-page";
import { useAccountInfo } from "../../lib/account-info";
import { setSelectedAthlete } from "../selected-athlete";

/** /activity/:activityId (route Analyze) in the viewer's units. */
export function AnalysisRoute() {
  const { activityId } = useParams();
  const details = useAccountInfo().data?.details;
  const id = parseRowId(activityId);
  // The header names the activity's athlete (the page's own query: no second request).
  const athleteId = useAnalysis(id ?? 0, id !== null).data?.activity.athleteId;
  const ownId = details?.id;
  useEffect(() => {
    if (athleteId !== undefined && ownId !== undefined) {
      setSelectedAthlete(athleteId === ownId ? null : athleteId);
    }
  }, [athleteId, ownId]);
  if (id === null) {
    return (
      <Alert color="gray" title="Activity not found" maw={600} mx="auto">
        This activity does not exist.
      </Alert>
    );
  }
  if (!details) {
    return (
      <Center h="50dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <AnalysisPage
      key={id}
      activityId={id}
      units={details.displayUnits}
      viewerName={details.fullName}
    />
  );
}
