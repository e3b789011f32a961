import { MacrocyclePage } from "../../features/macrocycle/components/macrocycle-page";
import { CoachOnlyNotice } from "../../features/performance/components/coach-only";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/macrocycle: coaches only (spec section 6). */
export function MacrocycleRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName }) =>
        details.isCoach ? (
          <MacrocyclePage key={athleteId} athleteId={athleteId} athleteName={athleteName} />
        ) : (
          <CoachOnlyNotice athleteId={athleteId} />
        )
      }
    />
  );
}
