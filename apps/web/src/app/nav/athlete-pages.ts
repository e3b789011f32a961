import { isPathAvailable } from "../route-availability";

/** One of an athlete's pages (routes under /athlete/{id}/). */
export type AthletePageLink = {
  /** The path segment after /athlete/{id}/. */
  segment: string;
  label: string;
  /** Performance and Macrocycle: shown to coaches only. */
  coachOnly?: boolean;
};

/** The page picker's order; a page shows once its route exists (route-availability.ts). */
export const ATHLETE_PAGES: AthletePageLink[] = [
  { segment: "profile", label: "Overview" },
  { segment: "calendar", label: "Calendar" },
  { segment: "performance", label: "Performance", coachOnly: true },
  { segment: "training-insights", label: "Training insights" },
  { segment: "races-records", label: "Races & records" },
  { segment: "macrocycle", label: "Macrocycle", coachOnly: true },
  { segment: "zones", label: "Zones" },
  { segment: "athlete-profile", label: "Profile" },
  { segment: "athlete-settings", label: "Settings" },
];

/** The pages a viewer may open for this athlete, in picker order. */
export function athletePagesFor(athleteId: number, viewerIsCoach: boolean): AthletePageLink[] {
  return ATHLETE_PAGES.filter(
    (page) =>
      (viewerIsCoach || !page.coachOnly) &&
      isPathAvailable(`/athlete/${athleteId}/${page.segment}`),
  );
}

/** Which page a pathname shows: the last segment of /athlete/{id}/{segment} or /{segment}. */
export function currentAthletePage(pathname: string): string {
  const parts = pathname.split("/").filter(Boolean);
  return parts[parts.length - 1] ?? "calendar";
}
