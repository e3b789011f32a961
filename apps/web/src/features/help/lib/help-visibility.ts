/** The floating help waits this long after the signed-in shell appears. */
export const FLOATING_HELP_DELAY_MS = 2500;

/**
 * Pages where the floating help stays away: sign-in and registration, password reset, e-mail
 * confirmation, invitations, the activity analysis, the coach message board, payments and the
 * admin center.
 */
const HIDDEN_PATH_PREFIXES = [
  "/login",
  "/register",
  "/password-reset",
  "/email-confirm",
  "/invitation/",
  "/activity/",
  "/coach-message-board",
  "/payments",
  "/admin-center",
  "/subscription",
] as const;

export function isHelpHiddenOn(pathname: string): boolean {
  return HIDDEN_PATH_PREFIXES.some(
    (prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix),
  );
}
