import {
  OneClickUnsubscribeQuerySchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
} from "@coach/shared/notifications/notifications.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { unsubscribeByToken } from "./notification-settings.service";

const tags = ["notifications"];
/** A one-click body is `List-Unsubscribe=One-Click`; nothing larger is read. */
const FORM_BODY_LIMIT_BYTES = 1024;

/**
 * The links of notification e-mails, without sign-in (the token says who): the web page's
 * confirmation, and one-click unsubscribe by mail clients (RFC 8058).
 */
export async function unsubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mail clients post a form (RFC 8058 section 3.1); the token is in the address, so the form's
  // content only has to be accepted. This scope is the only one that reads forms.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  api.post(
    "/api/notifications/unsubscribe/",
    { schema: { tags, body: UnsubscribeBodySchema, response: { 200: UnsubscribeResponseSchema } } },
    async (request) =>
      unsubscribeByToken({ deps, token: request.body.token, callerAddress: request.ip }),
  );

  api.post(
    "/api/notifications/unsubscribe/one-click",
    {
      schema: {
        tags,
        querystring: OneClickUnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema },
      },
    },
    async (request) =>
      unsubscribeByToken({ deps, token: request.query.token, callerAddress: request.ip }),
  );

  // A client without one-click opens the address in a browser: the web page asks first, so a
  // link checker or a preview that follows it turns nothing off.
  api.get(
    "/api/notifications/unsubscribe/one-click",
    { schema: { tags, querystring: OneClickUnsubscribeQuerySchema } },
    async (request, reply) =>
      reply.redirect(
        `${deps.config.publicUrl}/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
      ),
  );
}
