import { Navigate } from "react-router";
import { PerformancePage } from "../../features/performance/components/performance-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/performance: coaches only (a user with the coach flag). */
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
          // Coach-only routes send everyone else to /.
          <Navigate to="/" replace />
        )
      }
    />
  );
}
