import { PanelBoundary } from "../../../components/panel-boundary";
import { useAccountInfo } from "../../../lib/account-info";
import { AccountDetailsCard } from "./account-details-card";
import { AccountLoading } from "./account-loading";
import { TrainingAvailabilityCard } from "./training-availability-card";

/** The signed-in athlete's own profile, editable: their details and training availability. */
export function OwnProfileCards() {
  const account = useAccountInfo();
  if (!account.data) return <AccountLoading query={account} />;
  const id = account.data.details.id;
  // Each card keeps its own edits: a saved card does not overwrite what is typed in the other.
  return (
    <>
      <PanelBoundary title="Your details could not be shown">
        <AccountDetailsCard key={`details-${id}`} account={account.data} />
      </PanelBoundary>
      <PanelBoundary title="Your training availability could not be shown">
        <TrainingAvailabilityCard
          key={`availability-${id}`}
          availability={account.data.settings.profile.trainingAvailability}
        />
      </PanelBoundary>
    </>
  );
}
