import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config";

/** How long clients and crawlers are asked to wait before trying again (s). */
export const MAINTENANCE_RETRY_AFTER_SEC = 300;

/** The one path that still answers: load balancers must see the instance alive. */
const HEALTH_PATH = "/api/health";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A page of its own: the web build may be the very thing being replaced. */
export const MAINTENANCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(dashboardMessages.maintenanceTitle)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{font-size:1.05rem;line-height:1.5;margin:0}
</style></head>
<body><main><h1>${escapeHtml(dashboardMessages.maintenanceTitle)}</h1>
<p>${escapeHtml(dashboardMessages.maintenanceText)}</p></main></body></html>
`;

/** API callers read JSON: the API, the token refresh the spec serves without /api, the socket. */
function wantsJson(request: FastifyRequest, path: string): boolean {
  if (path.startsWith("/api/") || path.startsWith("/token/") || path === "/WS") return true;
  return (request.headers.accept ?? "").includes("application/json");
}

/**
 * MAINTENANCE=true: every request but the health check answers 503 with Retry-After, before
 * any other hook (no session, rate limit or database is touched): the page 'We're Making Things
 * Even Better!' for a browser, `{detail, code}` for the API. Registered first in app.ts.
 */
export function registerMaintenanceMode(
  app: FastifyInstance,
  config: Pick<Config, "isMaintenance">,
) {
  if (!config.isMaintenance) return;
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path === HEALTH_PATH) return;
    reply
      .status(503)
      .header("retry-after", String(MAINTENANCE_RETRY_AFTER_SEC))
      .header("cache-control", "no-store");
    if (wantsJson(request, path)) {
      return reply.send({
        detail: dashboardMessages.maintenanceTitle,
        code: ErrorCode.serviceUnavailable,
      });
    }
    return reply.type("text/html; charset=utf-8").send(MAINTENANCE_PAGE);
  });
}
