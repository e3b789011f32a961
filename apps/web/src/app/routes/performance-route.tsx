import { CoachOnlyNotice } from "../../features/performance/components/coach-only";
import { PerformancePage } from "../../features/performance/components/performance-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/performance: coaches only (spec section 6). */
export function PerformanceRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName }) =>
        details.isCoach ? (
          <PerformancePage
            key={athleteId}
            athleteId={athleteId}
            athleteName={athleteName}
            units={details.displayUnits}
          />
        ) : (
          <CoachOnlyNotice athleteId={athleteId} />
        )
      }
    />
  );
}
