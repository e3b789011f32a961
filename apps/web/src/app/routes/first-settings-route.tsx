import { useSearchParams } from "react-router";
import { FirstSettingsPage } from "../../features/account/components/first-settings-page";
import { safeRedirectPath } from "../../features/auth/components/sign-in-context";

/** /first-settings (optional `redirect` query): after the first choices, where the user was going. */
export function FirstSettingsRoute() {
  const [searchParams] = useSearchParams();
  return <FirstSettingsPage nextPath={safeRedirectPath(searchParams.get("redirect"))} />;
}
