/**
 * The query keys that more than one feature touches. A feature refreshes another's answers
 * through these (an upload refreshes the calendar and the athlete pages, a zones change the
 * account and the calendar) without importing that feature. Every key of a kind starts with
 * the same root, so invalidating the shorter key refreshes all the queries below it.
 */
export const queryKeys = {
  accountInfo: ["account", "info"] as const,
  coachAthletes: ["coach", "athletes"] as const,
  /** Every people screen (My athletes, groups, pending athletes, the coach manager). */
  people: ["people"] as const,
  /** The invitations manager and the invitation response screen. */
  invitations: ["invitations"] as const,
  /** Every notification query (the bell, the notifications page). */
  notifications: ["notifications"] as const,
  /** Every athlete's calendar. */
  calendars: ["calendar"] as const,
  calendar: (athleteId: number) => ["calendar", athleteId] as const,
  athleteZones: (athleteId: number) => ["zones", athleteId] as const,
  activities: ["activities"] as const,
  overview: (athleteId: number) => ["overview", athleteId] as const,
  insights: (athleteId: number) => ["insights", athleteId] as const,
  racesRecords: (athleteId: number) => ["races-records", athleteId] as const,
  performance: (athleteId: number) => ["performance", athleteId] as const,
  macrocycle: (athleteId: number) => ["macrocycle", athleteId] as const,
};

/**
 * The roots of every query whose answer is built from activities: the calendar, the activity
 * lists and the athlete's pages. An upload, a deletion or a re-match refreshes them all.
 */
export const ACTIVITY_VIEW_ROOTS: ReadonlySet<string> = new Set([
  queryKeys.calendars[0],
  queryKeys.activities[0],
  queryKeys.overview(0)[0],
  queryKeys.insights(0)[0],
  queryKeys.racesRecords(0)[0],
  queryKeys.performance(0)[0],
  queryKeys.macrocycle(0)[0],
]);
