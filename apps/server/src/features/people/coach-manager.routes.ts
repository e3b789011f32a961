import {
  AssignAthleteBodySchema,
  BusinessCoachesQuerySchema,
  BusinessCoachesResponseSchema,
  CoachIdParamsSchema,
  CoachManagerMessageResponseSchema,
} from "@coach/shared/people/business.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import { assignAthleteToCoach, findBusinessCoaches, removeCoach } from "./coach-manager.service";

/** The business owner's coach manager: coaches, their athletes, assignment and removal. */
export async function coachManagerRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireBusinessOwner];
  const tags = ["people"];

  api.get(
    "/api/business-owner/coach/",
    {
      onRequest,
      schema: {
        tags,
        querystring: BusinessCoachesQuerySchema,
        response: { 200: BusinessCoachesResponseSchema },
      },
    },
    async (request) =>
      findBusinessCoaches(deps, {
        owner: currentUser(request),
        includeAthletes: request.query.include_athletes,
      }),
  );

  api.post(
    "/api/business-owner/coach/:id/assign-to-athlete",
    {
      onRequest,
      schema: {
        tags,
        params: CoachIdParamsSchema,
        body: AssignAthleteBodySchema,
        response: { 200: CoachManagerMessageResponseSchema },
      },
    },
    async (request) =>
      assignAthleteToCoach(deps, {
        owner: currentUser(request),
        coachPathId: request.params.id,
        athleteId: request.body.athlete_id,
      }),
  );

  api.delete(
    "/api/coach/:id/",
    {
      onRequest,
      schema: {
        tags,
        params: CoachIdParamsSchema,
        response: { 200: CoachManagerMessageResponseSchema },
      },
    },
    async (request) =>
      removeCoach(deps, { owner: currentUser(request), coachPathId: request.params.id }),
  );
}
