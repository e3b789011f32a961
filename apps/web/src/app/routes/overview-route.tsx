import { OverviewPage } from "../../features/overview/components/overview-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/profile: the athlete's Overview, in the viewer's units and date format. */
export function OverviewRoute() {
  return (
    <AthletePage
      render={({ details, athleteId }) => (
        <OverviewPage
          key={athleteId}
          athleteId={athleteId}
          units={details.displayUnits}
          dateFormat={details.dateFormat}
        />
      )}
    />
  );
}
