import { AccountZonesSchema } from "@coach/shared/zones/zone.schemas";
import { Center, Loader } from "@mantine/core";
import { useMemo } from "react";
import { LibraryPage } from "../../features/library/components/library-page";
import { useAccountInfo } from "../../lib/account-info";
import { isPathAvailable } from "../route-availability";

/**
 * /library/workouts: the signed-in coach's id, zones and units for the page. This file composes
 * two features and reads the route table, so it belongs in app/routes/ (the shell's folder).
 */
export function LibraryRoute() {
  const account = useAccountInfo();
  const details = account.data?.details;
  const zones = useMemo(() => {
    const parsed = AccountZonesSchema.safeParse(details?.zones);
    return parsed.success ? parsed.data : null;
  }, [details?.zones]);
  if (!details) {
    return (
      <Center h="50dvh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <LibraryPage
      account={{
        id: details.id,
        fullName: details.fullName,
        zones,
        displayUnits: details.displayUnits,
      }}
      hasPlanLibrary={isPathAvailable("/library/plan-library")}
    />
  );
}
