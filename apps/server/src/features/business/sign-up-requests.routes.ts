import {
  AcceptSubdomainRequestBodySchema,
  AcceptSubdomainRequestResponseSchema,
  AthleteRequestBodySchema,
  CancelSubdomainRequestBodySchema,
  DetailResponseSchema,
  MessageResponseSchema,
  SubdomainRequestsResponseSchema,
} from "@coach/shared/business/business.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import { consumeAttempts } from "../auth/auth.service";
import * as signUps from "./sign-up-requests.service";

const tags = ["business"];

/** Sign-ups through a business's page: anyone asks, the owner answers. */
export async function signUpRequestsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ownerOnly = [createAuthenticate(deps), requireBusinessOwner];

  api.post(
    "/api/auth/register/athlete-request",
    {
      schema: { tags, body: AthleteRequestBodySchema, response: { 201: DetailResponseSchema } },
    },
    async (request, reply) => {
      // Anyone may ask, so requests count per address and e-mail like registration does.
      await consumeAttempts(
        deps.db,
        [
          `athlete-request:ip:${request.ip}`,
          `athlete-request:email:${request.body.email.toLowerCase()}`,
        ],
        deps.config.authRateLimit,
      );
      return reply.status(201).send(await signUps.requestToJoin(deps, request.body));
    },
  );

  api.get(
    "/api/subdomain/requests",
    {
      onRequest: ownerOnly,
      schema: { tags, response: { 200: SubdomainRequestsResponseSchema } },
    },
    async (request) => signUps.findSignUps(deps, currentUser(request)),
  );

  api.post(
    "/api/subdomain/requests/accept",
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        body: AcceptSubdomainRequestBodySchema,
        response: { 200: AcceptSubdomainRequestResponseSchema },
      },
    },
    async (request) => signUps.acceptSignUp(deps, currentUser(request), request.body),
  );

  api.post(
    "/api/subdomain/requests/cancel",
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        body: CancelSubdomainRequestBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => signUps.cancelSignUp(deps, currentUser(request), request.body.id),
  );
}
