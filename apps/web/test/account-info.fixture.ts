import type {
  AccountDetails,
  AccountInfoResponse,
  GeneralSettings,
} from "@coach/shared/account/account.schemas";
import { dayEndIn, todayIn } from "@coach/shared/calendar/athlete-today";

/** An /api/account/info/ answer for tests; `details` and `settings` agree. */
export function accountInfoFixture(details: Partial<AccountDetails> = {}): AccountInfoResponse {
  const profile = { sports: [], trainingDays: [], trainingAvailability: {}, ...details.profile };
  // Today as the server tells it, on the test's own clock.
  const timezone = details.timezone ?? "UTC";
  const general = {
    dateFormat: (details.dateFormat ?? "MMM D, YYYY") as GeneralSettings["dateFormat"],
    displayUnits: details.displayUnits ?? ("Metric" as const),
  };
  return {
    details: {
      id: 11,
      email: "ann@example.com",
      isCoach: false,
      isBusinessOwner: false,
      hasCoach: false,
      fullName: "Ann Runner",
      firstName: "Ann",
      lastName: "Runner",
      dateFormat: general.dateFormat,
      timezone,
      today: todayIn(timezone),
      todayEndsAt: dayEndIn(timezone).toISOString(),
      onBoarding: "ok",
      firstSetup: true,
      domain: null,
      avatar_id: null,
      coachName: null,
      profilePictureUrl: null,
      jobTitle: "",
      businessLogo: null,
      businessName: null,
      zones: {},
      trackers: {
        garmin: false,
        strava: false,
        polar: false,
        suunto: false,
        coros: false,
        wahoo: false,
      },
      mensturation_config: null,
      tracking_logs: [],
      visitedAthleteId: null,
      isAdmin: false,
      isBetaTester: false,
      ...details,
      displayUnits: general.displayUnits,
      profile,
    },
    settings: { profile, general },
  };
}

/** Signs the test in, so that the account query runs. */
export function signInForTest() {
  localStorage.setItem("access", "access-token");
  localStorage.setItem("refresh", "refresh-token");
}
