import { AthletePaymentsPage } from "../../features/payments/components/athlete-payments-page";
import { OwnerPaymentsPage } from "../../features/payments/components/owner-payments-page";
import { useAccountInfo } from "../../lib/account-info";
import { useCoachAthletes } from "../../lib/coach-athletes";
import { roleOf } from "../nav/roles";

/**
 * /payments: the business owner's payments and plans, or the athlete's own. A coach who is not
 * the owner has no payments (the nav does not offer them); they are sent home.
 */
export function PaymentsRoute() {
  const account = useAccountInfo();
  const role = account.data ? roleOf(account.data.details) : null;
  const athletes = useCoachAthletes(role === "owner");
  if (!role) return null;
  if (role === "athlete") return <AthletePaymentsPage />;
  const choices = (athletes.data?.athletes ?? [])
    .filter((athlete) => athlete.id !== account.data?.details.id)
    .map((athlete) => ({ id: athlete.id, name: athlete.fullName || athlete.email }));
  return <OwnerPaymentsPage athletes={choices} />;
}
