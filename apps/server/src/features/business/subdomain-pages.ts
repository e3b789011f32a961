import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { findPublicBusiness } from "./business.service";
import { businessLabelOfHost, businessOrigin } from "./business-host";
import { renderPublicPage } from "./public-page";

/** Web app screens that only a business's subdomain has (the spec's subdomain routes). */
export const SUBDOMAIN_ONLY_PATHS = [
  "/subdomain-404",
  "/welcome",
  "/trainer-setup",
  "/set-password",
];

const BUSINESS_ROBOTS_TXT =
  "User-agent: *\nAllow: /$\nDisallow: /api/\nDisallow: /login\nDisallow: /register\nDisallow: /set-password\nDisallow: /trainer-setup\nDisallow: /welcome\n";

/**
 * Answers a page request (a GET outside /api/ that no file answers) that depends on the host,
 * and says whether it did; false lets the web app answer:
 * - on the main app, a subdomain-only screen redirects to its start;
 * - on `{label}.{APP_DOMAIN}` that no business holds, every screen redirects to /subdomain-404;
 * - on a business's subdomain, `/` is the business's public page, rendered here, with its
 *   robots.txt.
 */
export function createSubdomainPages(deps: Pick<AppDeps, "db" | "config">) {
  return async function serveSubdomainPage(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    // A boolean, never the reply: a reply is thenable, and awaiting it would wait for the send.
    const path = request.url.split("?")[0] ?? "/";
    const label = businessLabelOfHost(deps.config, request.headers.host);
    if (label === null) {
      if (!SUBDOMAIN_ONLY_PATHS.includes(path)) return false;
      reply.redirect("/");
      return true;
    }
    if (path === "/subdomain-404") return false;
    const info = await findPublicBusiness(deps, label);
    if (!info) {
      reply.redirect("/subdomain-404");
      return true;
    }
    if (path === "/robots.txt") {
      // Search engines may read the public page; the API and the app's screens are not for them.
      reply.type("text/plain; charset=utf-8").send(BUSINESS_ROBOTS_TXT);
      return true;
    }
    if (path !== "/") return false;
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(renderPublicPage(info, businessOrigin(deps.config, label)));
    return true;
  };
}
