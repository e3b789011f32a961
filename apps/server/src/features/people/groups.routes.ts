import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import {
  AddAthletesToGroupBodySchema,
  CreateGroupBodySchema,
  DeleteGroupBodySchema,
  GroupMembersResponseSchema,
  GroupResponseSchema,
  RemoveAthleteFromGroupBodySchema,
  UpdateGroupBodySchema,
} from "@coach/shared/people/groups.schemas";
import { MessageResponseSchema } from "@coach/shared/people/my-athletes.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as groups from "./groups.service";

const tags = ["people"];
const GROUPS = "/api/coach/athletes-groups/";
const MEMBERS = "/api/coach/athletes-to-groups/";

/** A coach's athlete groups and their members (coaches and owners, their own groups only). */
export async function groupsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];
  const options = (request: FastifyRequest) => ({ db: deps.db, viewer: currentUser(request) });

  api.post(
    GROUPS,
    {
      onRequest,
      schema: { tags, body: CreateGroupBodySchema, response: { 201: GroupResponseSchema } },
    },
    async (request, reply) => {
      const group = await groups.createGroup({ ...options(request), body: request.body });
      return reply.status(201).send(group);
    },
  );

  api.put(
    GROUPS,
    {
      onRequest,
      schema: {
        tags,
        body: UpdateGroupBodySchema,
        response: { 200: GroupResponseSchema, 409: conflictSchema(GroupResponseSchema) },
      },
    },
    async (request) => groups.updateGroup({ ...options(request), body: request.body }),
  );

  api.delete(
    GROUPS,
    {
      onRequest,
      schema: { tags, body: DeleteGroupBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => groups.deleteGroup({ ...options(request), body: request.body }),
  );

  api.post(
    MEMBERS,
    {
      onRequest,
      schema: {
        tags,
        body: AddAthletesToGroupBodySchema,
        response: { 200: GroupMembersResponseSchema },
      },
    },
    async (request) => groups.addAthletesToGroup({ ...options(request), body: request.body }),
  );

  api.delete(
    MEMBERS,
    {
      onRequest,
      schema: {
        tags,
        body: RemoveAthleteFromGroupBodySchema,
        response: { 200: GroupMembersResponseSchema },
      },
    },
    async (request) => groups.removeAthleteFromGroup({ ...options(request), body: request.body }),
  );
}
