/**
 * The paths of POST comments (first spec document, section 7): the workouts path, and
 * `api/athlete/{tracker-activities}/comments/{id}`, the tracker-activity path, one per provider
 * of docs/decisions/125-people-dashboard-contract.md; all take the same body and answer alike.
 */
export const TRACKER_PROVIDERS = ["garmin", "strava", "polar", "suunto", "coros", "wahoo"] as const;

export const COMMENT_PATHS = [
  "/api/athlete/workouts/comments/:activityId",
  ...TRACKER_PROVIDERS.map(
    (provider) => `/api/athlete/${provider}-activities/comments/:activityId`,
  ),
];
