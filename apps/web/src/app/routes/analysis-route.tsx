import { parseRowId } from "@coach/shared/validation/row-id";
import { Alert, Center, Loader } from "@mantine/core";
import { useParams } from "react-router";
import { AnalysisPage } from "../../features/activities/components/analysis-page";
import { useAccountInfo } from "../../lib/account-info";

/** /activity/:activityId (route Analyze) in the viewer's units. */
export function AnalysisRoute() {
  const { activityId } = useParams();
  const details = useAccountInfo().data?.details;
  const id = parseRowId(activityId);
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
