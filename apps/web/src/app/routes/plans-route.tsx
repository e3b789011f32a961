import { AccountZonesSchema } from "@coach/shared/zones/zone.schemas";
import { Center, Loader } from "@mantine/core";
import { useMemo } from "react";
import { useLibraryAccess } from "../../features/library/hooks/use-library-access";
import type { PlanAccount } from "../../features/plans/components/plan-format";
import { PlanLibraryPage } from "../../features/plans/components/plan-library-page";
import { PlanModifyPage } from "../../features/plans/components/plan-modify-page";
import { useAccountInfo } from "../../lib/account-info";

/** The signed-in coach's id, zones and units for the plan screens. */
function usePlanAccount(): PlanAccount | null {
  const account = useAccountInfo();
  const details = account.data?.details;
  const zones = useMemo(() => {
    const parsed = AccountZonesSchema.safeParse(details?.zones);
    return parsed.success ? parsed.data : null;
  }, [details?.zones]);
  if (!details) return null;
  return { id: details.id, fullName: details.fullName, zones, displayUnits: details.displayUnits };
}

const loading = (
  <Center h="50dvh">
    <Loader aria-label="Loading" />
  </Center>
);

/** /library/plan-library (route planLibrary). */
export function PlanLibraryRoute() {
  const account = usePlanAccount();
  const library = useLibraryAccess();
  return account ? <PlanLibraryPage account={account} library={library} /> : loading;
}

/** /admin-center/plan-modify (route PlanModify). */
export function PlanModifyRoute() {
  const account = usePlanAccount();
  const library = useLibraryAccess();
  return account ? <PlanModifyPage account={account} library={library} /> : loading;
}
