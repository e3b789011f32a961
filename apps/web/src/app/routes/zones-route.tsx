import { ZonesPage } from "../../features/zones/components/zones-page";
import { AthletePage } from "./athlete-page";

/** /zones (own) and /athlete/:athleteId/zones: the athlete's zones in the viewer's units. */
export function ZonesRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => (
        <ZonesPage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          isOwn={isOwn}
          units={details.displayUnits}
          profileSports={isOwn ? details.profile.sports : []}
        />
      )}
    />
  );
}
