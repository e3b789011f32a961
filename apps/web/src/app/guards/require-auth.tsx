import { Center, Loader } from "@mantine/core";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAccountInfo } from "../../lib/account-info";
import { useIsSignedIn } from "../../lib/session";

/** Builds /login?redirect=<where the user was going>, keeping the query they had. */
export function loginPathFor(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  params.set("redirect", `${pathname}${search}`);
  return `/login?${params.toString()}`;
}

/**
 * The route guard: no token goes to /login keeping the query; an unfinished
 * first setup goes to /first-settings, and a finished one is bounced from it to /.
 */
export function RequireAuth() {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  const account = useAccountInfo();
  if (!isSignedIn)
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  if (account.isError) return <Navigate to="/login" replace />;
  if (!account.data) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  const isFirstSettings = location.pathname === "/first-settings";
  if (!account.data.details.firstSetup && !isFirstSettings)
    return <Navigate to="/first-settings" replace />;
  if (account.data.details.firstSetup && isFirstSettings) return <Navigate to="/" replace />;
  return <Outlet />;
}
