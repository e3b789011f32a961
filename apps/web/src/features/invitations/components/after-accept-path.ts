import type { RespondInvitationResponse } from "@coach/shared/invitations/invitations.schemas";

/** The coach's athletes list (route MyAthletes). */
export const MY_ATHLETES_PATH = "/my-athletes";

/**
 * Where an accepted invitation leads: an athlete with an on-boarding form to fill in goes to
 * their profile with showOnBoard; a coach who took on an athlete to that athlete's calendar; a coach who
 * joined a business to the dashboard; otherwise the `redirect` query picks Calendar, Athletes
 * or Zones (with showInfo), Calendar by default.
 */
export function afterAcceptPath(
  answer: Pick<RespondInvitationResponse, "kind" | "athleteId" | "onBoardingId">,
  redirect: string | null,
): string {
  if (answer.kind === "business_coach") return "/dashboard";
  // A coach who accepts an athlete lands on that athlete's calendar: the athlete is selected.
  if (answer.kind === "athlete_to_coach") {
    return answer.athleteId === null ? MY_ATHLETES_PATH : `/athlete/${answer.athleteId}/calendar`;
  }
  if (answer.onBoardingId !== null && answer.athleteId !== null) {
    return `/athlete/${answer.athleteId}/athlete-profile?showOnBoard=true`;
  }
  if (redirect === "athletes") return MY_ATHLETES_PATH;
  if (redirect === "zones") return "/zones?showInfo=true";
  return "/calendar";
}
