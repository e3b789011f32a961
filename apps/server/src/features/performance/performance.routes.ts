import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import {
  PerformanceQuerySchema,
  PerformanceResponseSchema,
} from "@coach/shared/performance/performance.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as performance from "./performance.service";

/** The Performance page's data: coaches only, for an athlete they can see. */
export async function performanceRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/athlete/:id/performance/",
    {
      onRequest: [createAuthenticate(deps)],
      schema: {
        tags: ["performance"],
        params: AthleteParamsSchema,
        querystring: PerformanceQuerySchema,
        response: { 200: PerformanceResponseSchema },
      },
    },
    async (request) =>
      performance.getPerformance({
        db: deps.db,
        viewer: currentUser(request),
        athleteId: request.params.id,
        query: request.query,
      }),
  );
}
