import { InsightsPage } from "../../features/insights/components/insights-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/training-insights: volume, time in zones and compliance. */
export function InsightsRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName }) => (
        <InsightsPage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          units={details.displayUnits}
          dateFormat={details.dateFormat}
        />
      )}
    />
  );
}
