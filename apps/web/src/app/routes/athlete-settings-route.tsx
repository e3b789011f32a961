import { PanelBoundary } from "../../components/panel-boundary";
import { AccountLoading } from "../../features/account/components/account-loading";
import { GeneralSettingsCard } from "../../features/account/components/general-settings-card";
import {
  AthleteSettingsPage,
  type AthleteSettingsVariant,
} from "../../features/athlete-profile/components/athlete-settings-page";
import { CalendarSettingsCard } from "../../features/athlete-profile/components/calendar-settings-card";
import { FeedButton } from "../../features/calendar/components/feed-button";
import { useAccountInfo } from "../../lib/account-info";
import { isCoachLike, roleOf } from "../nav/roles";
import { AthletePage } from "./athlete-page";

/** The viewer's own settings: the account's general settings and their calendar's feed. */
function OwnAthleteSettings({ athleteId }: { athleteId: number }) {
  const account = useAccountInfo();
  if (!account.data) return <AccountLoading query={account} />;
  const { details, settings } = account.data;
  return (
    <>
      <PanelBoundary title="Your general settings could not be shown">
        <GeneralSettingsCard key={`general-${details.id}`} general={settings.general} />
      </PanelBoundary>
      <PanelBoundary title="Your calendar settings could not be shown">
        <CalendarSettingsCard
          timezone={details.timezone}
          feedButton={<FeedButton athleteId={athleteId} />}
        />
      </PanelBoundary>
    </>
  );
}

/**
 * /athlete/:athleteId/athlete-settings: AthleteSettings for an athlete, AthleteSettings2 when a
 * coach views their own id, read-only when a coach views an athlete.
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
            ownSettings={<OwnAthleteSettings athleteId={athleteId} />}
          />
        );
      }}
    />
  );
}
