import {
  DetailResponseSchema,
  EmailConfirmResponseSchema,
  EmailOnlyBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  PasswordResetBodySchema,
  PasswordResetCheckQuerySchema,
  PasswordResetCheckResponseSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  TokenBodySchema,
} from "@coach/shared/auth/auth.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import * as auth from "./auth.service";
import { consumeAttempts, withSignInLimits } from "./rate-limit";

const tags = ["auth"];

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Registration, confirmation and reset send mail: every request counts, per address and per
   * e-mail from that address. Not per e-mail alone: then a stranger's requests would use up the
   * owner's own, and nobody could ask for a reset for their address for 15 minutes. Sign-in
   * counts failures instead (rate-limit.ts).
   */
  const limit = (request: FastifyRequest, email: string, action: string) =>
    consumeAttempts(
      deps.db,
      [`${action}:ip:${request.ip}`, `${action}:email:${email.trim().toLowerCase()}:${request.ip}`],
      deps.config.authRateLimit,
    );

  api.post(
    "/api/auth/register/",
    { schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } } },
    async (request, reply) => {
      await limit(request, request.body.email, "register");
      return reply.status(201).send(await auth.registerUser(deps, request.body));
    },
  );

  api.post(
    "/api/auth/login/",
    { schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const attempt = { ...deps, email: request.body.email, address: request.ip };
      return withSignInLimits(attempt, () => auth.login(deps, request.body));
    },
  );

  // The spec's client refreshes at /token/refresh/; our web app at /api/token/refresh/.
  for (const path of ["/token/refresh/", "/api/token/refresh/"]) {
    api.post(
      path,
      { schema: { tags, body: RefreshBodySchema, response: { 200: RefreshResponseSchema } } },
      async (request) => auth.refreshTokens(deps, request.body.refresh),
    );
  }

  api.post(
    "/api/auth/logout/",
    { schema: { tags, body: LogoutBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => auth.logout(deps, request.body.refresh),
  );

  api.post(
    "/api/auth/email-confirm-request/",
    { schema: { tags, body: EmailOnlyBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => {
      await limit(request, request.body.email, "confirm");
      return auth.requestEmailConfirmation(deps, request.body.email);
    },
  );

  api.post(
    "/api/auth/email-confirm/",
    { schema: { tags, body: TokenBodySchema, response: { 200: EmailConfirmResponseSchema } } },
    async (request) => auth.confirmEmail(deps, request.body.token),
  );

  api.post(
    "/api/auth/password-reset/",
    { schema: { tags, body: EmailOnlyBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => {
      await limit(request, request.body.email, "reset");
      return auth.requestPasswordReset(deps, request.body.email);
    },
  );

  api.get(
    "/api/auth/password-reset/",
    {
      schema: {
        tags,
        querystring: PasswordResetCheckQuerySchema,
        response: { 200: PasswordResetCheckResponseSchema },
      },
    },
    async (request) => auth.checkPasswordResetToken(deps, request.query.token),
  );

  api.put(
    "/api/auth/password-reset/",
    { schema: { tags, body: PasswordResetBodySchema, response: { 200: DetailResponseSchema } } },
    async (request) => auth.resetPassword(deps, request.body.token, request.body.password),
  );
}
