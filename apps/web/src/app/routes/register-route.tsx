import { RegisterPage } from "../../features/auth/components/register-page";
import { hostBusinessLabel } from "../../features/business/api/public-business";
import { AthleteRequestPage } from "../../features/business/components/athlete-request-page";
import { HostBrand } from "../../features/business/components/host-brand";

/**
 * /register: on a business's subdomain a visitor asks the business to coach them; on the main
 * app anyone creates an account.
 */
export function RegisterRoute() {
  if (hostBusinessLabel() === null) return <RegisterPage />;
  return (
    <HostBrand>
      <AthleteRequestPage />
    </HostBrand>
  );
}
