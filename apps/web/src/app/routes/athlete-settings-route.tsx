import {
  AthleteSettingsPage,
  type AthleteSettingsVariant,
} from "../../features/athlete-profile/components/athlete-settings-page";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage } from "./athlete-page";

/**
 * /athlete/:athleteId/athlete-settings: AthleteSettings for an athlete, AthleteSettings2 when a
 * coach views their own id (spec section 2), read-only when a coach views an athlete.
 */
export function AthleteSettingsRoute() {
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => {
        const variant: AthleteSettingsVariant = !isOwn
          ? "coached"
          : isCoachLike(roleOf(details))
            ? "coach-own"
            : "own";
        return (
          <AthleteSettingsPage
            key={athleteId}
            athleteId={athleteId}
            athleteName={athleteName}
            variant={variant}
          />
        );
      }}
    />
  );
}
