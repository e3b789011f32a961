import { Center, Loader } from "@mantine/core";
import { useDeferredValue } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { safeRedirectPath } from "../../features/auth/components/sign-in-context";
import { useAccountInfo } from "../../lib/account-info";
import { useIsSignedIn } from "../../lib/session";

/** Builds /login?redirect=<where the user was going>, keeping the query they had. */
export function loginPathFor(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.set("redirect", `${pathname}${search}`);
  return `/login?${params.toString()}`;
}

/** /first-settings, with `redirect` when the user was headed somewhere other than home. */
export function firstSettingsPathFor(pathname: string, search: string) {
  if (pathname === "/" && search === "") return "/first-settings";
  return `/first-settings?${new URLSearchParams({ redirect: `${pathname}${search}` })}`;
}

/**
 * The route guard: no token goes to /login keeping the query; an unfinished first setup goes
 * to /first-settings keeping where the user was going (an accepted invitation's on-boarding
 * page, say), and a finished one is bounced from it there (home by default).
 */
export function RequireAuth() {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  const account = useAccountInfo();
  // The whole signed-in app mounts once the account is known. A query's answer renders
  // synchronously (TanStack Query reads its cache through useSyncExternalStore), so that mount
  // was one long task that blocked the page; deferred, React renders it in slices it can
  // interrupt, and the loader stays until it is done. Only the first answer is deferred: the
  // redirects below follow later changes of the account at once.
  const hasAccount = useDeferredValue(account.data !== undefined);
  if (!isSignedIn)
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  if (account.isError) return <Navigate to="/login" replace />;
  if (!account.data || !hasAccount) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  const isFirstSettings = location.pathname === "/first-settings";
  if (!account.data.details.firstSetup && !isFirstSettings)
    return <Navigate to={firstSettingsPathFor(location.pathname, location.search)} replace />;
  // Where the form itself goes on to: the account's update re-renders this guard first.
  if (account.data.details.firstSetup && isFirstSettings) {
    const redirect = new URLSearchParams(location.search).get("redirect");
    return <Navigate to={safeRedirectPath(redirect)} replace />;
  }
  return <Outlet />;
}
