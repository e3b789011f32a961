import {
  type MapTilesResponse,
  MapTilesResponseSchema,
} from "@coach/shared/activities/activity.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate } from "../access/authenticate";

/**
 * GET api/map/tiles/: where the route maps of activities take their tiles. The same for every
 * signed-in user: it names the operator's tile server, nobody's data.
 */
export async function mapTilesRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, "db" | "tokens" | "config" | "answers">,
) {
  const tiles = deps.config.mapTiles;
  const answer: MapTilesResponse = {
    urlTemplate: tiles?.urlTemplate ?? null,
    attribution: tiles?.attribution ?? null,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/map/tiles/",
    {
      onRequest: [createAuthenticate(deps)],
      schema: { tags: ["activities"], response: { 200: MapTilesResponseSchema } },
    },
    async () => answer,
  );
}
