import { subdomainFromHost } from "@coach/shared/validation/subdomain";
import { pageAppDomain } from "../../../lib/app-domain";

/** What the login call sends besides the credentials, and where a successful login goes. */

export function browserTimezone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * The subdomain of a host (`hart` on `hart.localhost` or on `hart.coach.example.co.uk` with
 * APP_DOMAIN coach.example.co.uk), null on the app's own domain or an IP address.
 */
export function subdomainOf(hostname: string, appDomain = pageAppDomain()): string | null {
  return subdomainFromHost(hostname, appDomain);
}

/**
 * The `redirect` query parameter when it is a path of this site, else `/`: an absolute or
 * protocol-relative address (`//evil.example`) would send a fresh session elsewhere.
 */
export function safeRedirectPath(redirect: string | null, origin = window.location.origin): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//")) return "/";
  try {
    const url = new URL(redirect, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
