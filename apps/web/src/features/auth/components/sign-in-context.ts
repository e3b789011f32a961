/** What the login call sends besides the credentials, and where a successful login goes. */

export function browserTimezone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The business subdomain of a host: its first label on `<sub>.localhost` or on a host of three
 * or more labels (`coach.example.com`); null on `localhost`, `example.com` or an IP address.
 */
export function subdomainOf(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (IPV4.test(host)) return null;
  const labels = host.split(".").filter(Boolean);
  const isSubdomain = host.endsWith(".localhost") ? labels.length >= 2 : labels.length >= 3;
  return isSubdomain ? labels[0]! : null;
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
