import { apiUrl } from "../../../lib/api-url";

/** GET of an athlete's zones; also asked with the page (src/early/first-screen-requests.ts). */
export const athleteZonesUrl = (athleteId: number) =>
  apiUrl("/api/athlete/zones/", { athlete: athleteId });
