import type { DisplayUnits } from "@coach/shared/units/unit-conversions";
import type { AccountZones } from "@coach/shared/zones/zone.types";

/** What the library needs of the signed-in coach. */
export interface LibraryAccount {
  id: number;
  fullName: string;
  zones: AccountZones | null;
  displayUnits: DisplayUnits;
}
