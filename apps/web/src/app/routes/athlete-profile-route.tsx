import { useSearchParams } from "react-router";
import { OwnProfileCards } from "../../features/account/components/own-profile-cards";
import { AthleteProfilePage } from "../../features/athlete-profile/components/athlete-profile-page";
import { OnboardingAnswersCard } from "../../features/onboarding/components/onboarding-answers-card";
import { OnboardingFillIn } from "../../features/onboarding/components/onboarding-fill-in";
import { AthletePage } from "./athlete-page";

/**
 * /athlete/:athleteId/athlete-profile (AthleteProfile): one's own, or a coached athlete's. With
 * ?showOnBoard=true (after accepting an invitation that carried a page) the athlete's own
 * profile opens with the on-boarding page to fill in; a coach sees the athlete's answers.
 */
export function AthleteProfileRoute() {
  const [search] = useSearchParams();
  const showOnBoard = search.get("showOnBoard") === "true";
  return (
    <AthletePage
      render={({ details, athleteId, athleteName, isOwn }) => (
        <AthleteProfilePage
          key={athleteId}
          athleteId={athleteId}
          athleteName={athleteName}
          isOwn={isOwn}
          dateFormat={details.dateFormat}
          ownProfile={
            <>
              {showOnBoard && <OnboardingFillIn athleteId={athleteId} />}
              <OwnProfileCards />
            </>
          }
          coachedExtra={
            <OnboardingAnswersCard athleteId={athleteId} dateFormat={details.dateFormat} />
          }
        />
      )}
    />
  );
}
