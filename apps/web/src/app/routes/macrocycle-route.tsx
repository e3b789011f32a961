import { Navigate } from "react-router";
import { MacrocyclePage } from "../../features/macrocycle/components/macrocycle-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/macrocycle: coaches only (a user with the coach flag). */
export function MacrocycleRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName }) =>
        details.isCoach ? (
          <MacrocyclePage key={athleteId} athleteId={athleteId} athleteName={athleteName} />
        ) : (
          // Coach-only routes send everyone else to /.
          <Navigate to="/" replace />
        )
      }
    />
  );
}
