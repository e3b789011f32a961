import { useMatches } from "react-router";
import type { Role } from "./nav/roles";

/**
 * What a route tells the shell: the coach context hides the athlete
 * switcher; the full-screen context hides the page chrome.
 */
export type RouteHandle = { context?: "coach" | "fullscreen"; roles?: Role[] };

export function useRouteContext(): RouteHandle["context"] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.context) return handle.context;
  }
  return undefined;
}
