import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { accountInfoFixture } from "./account-info.fixture";

/** A coach with one athlete, for the pages a coach opens for an athlete. */
export const COACH_ID = 11;
export const ATHLETE_ID = 21;
export const coachInfo = accountInfoFixture({
  id: COACH_ID,
  isCoach: true,
  fullName: "Olivia Hart",
});
export const athletesAnswer = {
  athletes: [{ id: ATHLETE_ID, fullName: "Anna Berg", email: "anna@example.com" }],
};
export const zonesAnswer = (() => {
  const zones = defaultAccountZones();
  zones.cyclingMethods.power.threshold = 210;
  zones.runningMethods.ftpHr.threshold = 172;
  zones.runningMethods.pace.threshold = 255;
  return zones;
})();
