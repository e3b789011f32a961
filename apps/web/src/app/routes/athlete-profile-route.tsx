import { OwnProfileCards } from "../../features/account/components/own-profile-cards";
import { AthleteProfilePage } from "../../features/athlete-profile/components/athlete-profile-page";
import { AthletePage } from "./athlete-page";

/** /athlete/:athleteId/athlete-profile (AthleteProfile): one's own, or a coached athlete's. */
export function AthleteProfileRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => (
        <AthleteProfilePage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          isOwn={isOwn}
          dateFormat={details.dateFormat}
          ownProfile={<OwnProfileCards />}
        />
      )}
    />
  );
}
