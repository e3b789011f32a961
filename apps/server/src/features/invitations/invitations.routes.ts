import {
  CoachInviteBodySchema,
  DeleteInvitationBodySchema,
  InvitationPreviewSchema,
  InvitationsResponseSchema,
  MessageResponseSchema,
  RespondInvitationBodySchema,
  RespondInvitationResponseSchema,
  SendInvitationBodySchema,
  SendInvitationResponseSchema,
  ValidateTokenBodySchema,
} from "@coach/shared/invitations/invitations.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import * as invitations from "./invitations.service";

const tags = ["invitations"];

/** Invitations between coaches and athletes, and a business owner's coach invitations. */
export async function invitationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticate = createAuthenticate(deps);
  /** The response screen opens signed out too; signed in, the caller's notification is named. */
  const authenticateIfSent = async (request: FastifyRequest) => {
    if (request.headers.authorization) await authenticate(request);
  };

  api.get(
    "/api/invitations/",
    {
      onRequest: [authenticate],
      schema: { tags, response: { 200: InvitationsResponseSchema } },
    },
    async (request) => invitations.listInvitations(deps, currentUser(request)),
  );

  api.post(
    "/api/invitations/send",
    {
      onRequest: [authenticate],
      schema: {
        tags,
        body: SendInvitationBodySchema,
        response: { 201: SendInvitationResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invitations.sendInvitation(deps, currentUser(request), request.body)),
  );

  api.post(
    "/api/invitations/validate-token/",
    {
      onRequest: [authenticateIfSent],
      schema: { tags, body: ValidateTokenBodySchema, response: { 200: InvitationPreviewSchema } },
    },
    async (request) => invitations.previewInvitation(deps, request.body.token, request.user),
  );

  api.post(
    "/api/invitations/respond",
    {
      onRequest: [authenticate],
      schema: {
        tags,
        body: RespondInvitationBodySchema,
        response: { 200: RespondInvitationResponseSchema },
      },
    },
    async (request) => invitations.respondToInvitation(deps, currentUser(request), request.body),
  );

  api.delete(
    "/api/invitations/respond",
    {
      onRequest: [authenticate],
      schema: { tags, body: DeleteInvitationBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) =>
      invitations.deleteSentInvitation(deps, currentUser(request), request.body.uuid_str),
  );

  api.post(
    "/api/business-owner/coach-invitations/",
    {
      onRequest: [authenticate, requireBusinessOwner],
      schema: { tags, body: CoachInviteBodySchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invitations.inviteBusinessCoach(deps, currentUser(request), request.body)),
  );
}
