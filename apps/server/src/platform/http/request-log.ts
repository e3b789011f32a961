import type { FastifyInstance } from "fastify";
import { isFilePath } from "./file-paths";

/**
 * One log line per request, when its answer is sent: `GET /api/calendar/ 200 12 ms`, with the
 * same figures as fields. Fastify's own request logging (two lines each, the whole request
 * object) is off. Files of the build are logged only at debug level unless they fail: a page
 * load asks for a dozen of them, and they drowned the API calls in the development console.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const durationMs = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const isFile = isFilePath(request.url);
    const level = status >= 500 ? "error" : isFile && status < 400 ? "debug" : "info";
    request.log[level](
      { method: request.method, url: request.url, status, durationMs },
      `${request.method} ${request.url} ${status} ${durationMs} ms`,
    );
    done();
  });
}
