import { AccountInfoResponseSchema } from "@coach/shared/account/account.schemas";
import { LoginResponseSchema } from "@coach/shared/auth/auth.schemas";
import {
  CoachLastStepBodySchema,
  InvitationPasswordBodySchema,
} from "@coach/shared/invitations/invitations.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as registration from "./invitation-registration.service";

const tags = ["auth", "invitations"];

/** Sign-ups from an invitation link: the answer is a session, as login's. */
export async function invitationRegistrationRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/auth/register/athlete/set-password/",
    {
      schema: {
        tags,
        body: InvitationPasswordBodySchema,
        response: { 201: LoginResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registration.registerInvitedAthlete(deps, request.body)),
  );

  api.post(
    "/api/auth/register/coach/",
    {
      schema: { tags, body: InvitationPasswordBodySchema, response: { 201: LoginResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await registration.registerInvitedCoach(deps, request.body)),
  );

  api.post(
    "/api/auth/register/coach/last-step",
    {
      onRequest: [createAuthenticate(deps)],
      schema: {
        tags,
        body: CoachLastStepBodySchema,
        response: { 200: AccountInfoResponseSchema.pick({ details: true }) },
      },
    },
    async (request) =>
      registration.finishCoachRegistration(deps, currentUser(request), request.body),
  );

  api.post(
    "/api/auth/register/last-step",
    {
      onRequest: [createAuthenticate(deps)],
      schema: {
        tags,
        body: CoachLastStepBodySchema,
        response: { 200: AccountInfoResponseSchema.pick({ details: true }) },
      },
    },
    async (request) => registration.finishRegistration(deps, currentUser(request), request.body),
  );
}
