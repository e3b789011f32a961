import { Navigate, useSearchParams } from "react-router";

/**
 * /redirect-encoded?url=<custom-scheme link>: strips the scheme (e.g. `coachapp://`) and goes to
 * the rest inside the app. Only in-app paths are followed, never another site.
 */
export function redirectTarget(encoded: string | null): string {
  if (!encoded) return "/";
  const withoutScheme = encoded.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  const path = withoutScheme.startsWith("/") ? withoutScheme : `/${withoutScheme}`;
  return path.startsWith("//") ? "/" : path;
}

export function RedirectEncodedPage() {
  const [params] = useSearchParams();
  const encoded = params.get("url") ?? params.get("link") ?? params.values().next().value ?? null;
  return <Navigate to={redirectTarget(encoded)} replace />;
}
