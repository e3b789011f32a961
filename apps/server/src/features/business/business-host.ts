import { businessSubdomainFromHost } from "@coach/shared/validation/subdomain";
import type { Config } from "../../config";

/**
 * The business a request's Host names: `{label}.{APP_DOMAIN}[:port]`, the label not one of the
 * reserved ones (app, www, ...). Null for the main app.
 */
export function businessLabelOfHost(
  config: Pick<Config, "appDomain">,
  host: string | undefined,
): string | null {
  return host ? businessSubdomainFromHost(host, config.appDomain) : null;
}

/**
 * The address of a business's page: the scheme and port of PUBLIC_URL on
 * `{subdomain}.{APP_DOMAIN}` (http://hart.localhost:3000 locally, https://hart.example.com
 * behind a wildcard name and certificate).
 */
export function businessOrigin(
  config: Pick<Config, "appDomain" | "publicUrl">,
  subdomain: string,
): string {
  const url = new URL(config.publicUrl);
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${subdomain}.${config.appDomain}${port}`;
}
