import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** What the web app needs of the CSP; `imgSources` adds the map tile server's origin. */
function directives(imgSources: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    // Mantine writes its CSS variables in style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:", ...imgSources],
    connectSrc: ["'self'", "ws:", "wss:"],
  };
}

/** The policy of answers over https: Helmet's defaults, with what the web app needs of the CSP. */
export function securityHeaderOptions(imgSources: readonly string[] = []): HelmetOptions {
  return { contentSecurityPolicy: { directives: directives(imgSources) } };
}

/**
 * The same over plain http, without `upgrade-insecure-requests`: opened by its LAN address
 * (a phone on the same Wi-Fi), the app is served over http only, and the upgrade would send
 * every script and stylesheet to an https that does not answer, leaving a blank page.
 */
export function plainHttpSecurityHeaderOptions(imgSources: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: { ...directives(imgSources), upgradeInsecureRequests: null },
    },
  };
}

/**
 * The headers Helmet writes for `options`, worked out once. Our directives are fixed strings
 * (no nonce, no function of the request), so every answer gets the same headers: Helmet is
 * run once against a response that only records them. `@fastify/helmet` built Helmet's
 * middleware again at every request, parsing the CSP each time (docs/decisions/103-per-request-cost.md).
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer, API, page, file or error, carries the security headers: those for https when
 * the request came over https (the socket's TLS, or X-Forwarded-Proto from a proxy that
 * TRUST_PROXY names), else those for plain http.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { imgSources?: readonly string[] } = {},
): void {
  const overHttps = [...securityHeadersFor(securityHeaderOptions(options.imgSources))];
  const overHttp = [...securityHeadersFor(plainHttpSecurityHeaderOptions(options.imgSources))];
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, as Helmet itself wrote them: they hold for hijacked replies too.
    const response = reply.raw;
    const headers = request.protocol === "https" ? overHttps : overHttp;
    for (const [name, value] of headers) response.setHeader(name, value);
    // Node never writes X-Powered-By; Helmet removes it in case anything else did.
    response.removeHeader("X-Powered-By");
    done();
  });
}
