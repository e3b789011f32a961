import { RowIdSchema } from "@coach/shared/calendar/calendar.schemas";
import { conflictSchema } from "@coach/shared/errors/conflict.schemas";
import { messages } from "@coach/shared/validation/messages";
import { UpdateZonesBodySchema, ZonesResponseSchema } from "@coach/shared/zones/zone.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as zones from "./zones.service";

const tags = ["zones"];

/** GET api/athlete/zones/?athlete=: the athlete defaults to the caller. */
export const ZonesQuerySchema = z.object({ athlete: RowIdSchema.optional() });
/** POST api/athlete/zones/ answers the success message, every method type and the version. */
export const UpdateZonesResponseSchema = z.object({
  message: z.literal(messages.zonesUpdated),
  zones: ZonesResponseSchema,
});

/** An athlete's zones: the athlete, their coaches and their business's owner read and edit them. */
export async function zonesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const options = (request: FastifyRequest) => ({ db: deps.db, viewer: currentUser(request) });

  api.get(
    "/api/athlete/zones/",
    {
      onRequest,
      schema: { tags, querystring: ZonesQuerySchema, response: { 200: ZonesResponseSchema } },
    },
    async (request) => zones.getZones({ ...options(request), athlete: request.query.athlete }),
  );

  api.post(
    "/api/athlete/zones/",
    {
      onRequest,
      schema: {
        tags,
        body: UpdateZonesBodySchema,
        response: { 200: UpdateZonesResponseSchema, 409: conflictSchema(ZonesResponseSchema) },
      },
    },
    async (request) => ({
      message: messages.zonesUpdated,
      zones: await zones.updateZones({
        ...options(request),
        events: deps.events,
        body: request.body,
      }),
    }),
  );
}
