import { navigateTo } from "./navigation";
import { notifyError } from "./notify";
import { queryClient } from "./query-client";
import { session } from "./session";

/** Pages where a logged-out user stays put. */
const STAY_PUT = [/^\/register/, /^\/password-reset/];

/**
 * Ends the session: the server revokes the refresh token (best effort), then tokens, local
 * storage and every cached answer are cleared and the user goes to /login (or `to`).
 */
export async function logout(
  options: { message?: string; to?: string; callServer?: boolean } = {},
) {
  const refresh = session.refresh();
  session.clear();
  queryClient.clear();
  if (options.callServer !== false && refresh) {
    await fetch("/api/auth/logout/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh }),
    }).catch(() => undefined);
  }
  if (options.message) notifyError(options.message);
  const path = window.location.pathname;
  if (!options.to && STAY_PUT.some((pattern) => pattern.test(path))) return;
  navigateTo(options.to ?? "/login", { replace: true });
}
