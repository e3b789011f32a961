import { CoachManagerPage } from "../../features/people/components/coach-manager-page";
import { useAccountInfo } from "../../lib/account-info";

/** /my-coaches (business owner): the coach manager, with dates in the owner's format. */
export function MyCoachesRoute() {
  const account = useAccountInfo();
  return (
    <CoachManagerPage dateFormat={account.data?.settings.general.dateFormat ?? "MMM D, YYYY"} />
  );
}
