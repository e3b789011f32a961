import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import {
  MacrocycleQuerySchema,
  MacrocycleResponseSchema,
  SaveMacrocycleBodySchema,
  SaveMacrocycleResponseSchema,
} from "@coach/shared/macrocycle/macrocycle.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as macrocycle from "./macrocycle.service";

const tags = ["macrocycle"];
const PATH = "/api/athlete/:id/macrocycle/";

/** An athlete's season plan: coaches only, for an athlete they can see. */
export async function macrocycleRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const options = (request: FastifyRequest & { params: { id: number } }) => ({
    db: deps.db,
    viewer: currentUser(request),
    athleteId: request.params.id,
  });

  api.get(
    PATH,
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        querystring: MacrocycleQuerySchema,
        response: { 200: MacrocycleResponseSchema },
      },
    },
    async (request) => ({
      weeks: await macrocycle.getMacrocycle({ ...options(request), query: request.query }),
    }),
  );

  // PUT is the only write: a week sent with a null phase is cleared (no DELETE route).
  api.put(
    PATH,
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        body: SaveMacrocycleBodySchema,
        response: {
          200: SaveMacrocycleResponseSchema,
          409: conflictSchema(MacrocycleResponseSchema),
        },
      },
    },
    async (request) => ({
      message: messages.macrocycleSaved,
      weeks: await macrocycle.saveMacrocycle({ ...options(request), body: request.body }),
    }),
  );
}
