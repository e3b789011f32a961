import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import {
  InsightsQuerySchema,
  InsightsResponseSchema,
  OverviewResponseSchema,
  RacesRecordsResponseSchema,
} from "@coach/shared/insights/insights.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as insights from "./insights.service";

const tags = ["insights"];

/**
 * The athlete's Overview, Training insights and Races & records pages: the athlete themself,
 * their coaches and their business's owner read them; anyone else gets 404.
 */
export async function insightsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const options = (request: FastifyRequest, athleteId: number) => ({
    db: deps.db,
    viewer: currentUser(request),
    athleteId,
  });

  api.get(
    "/api/athlete/:id/insights/",
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        querystring: InsightsQuerySchema,
        response: { 200: InsightsResponseSchema },
      },
    },
    async (request) =>
      insights.getInsights({ ...options(request, request.params.id), query: request.query }),
  );

  api.get(
    "/api/athlete/:id/races-records/",
    {
      onRequest,
      schema: { tags, params: AthleteParamsSchema, response: { 200: RacesRecordsResponseSchema } },
    },
    async (request) => insights.getRacesRecords(options(request, request.params.id)),
  );

  api.get(
    "/api/athlete/:id/overview/",
    {
      onRequest,
      schema: { tags, params: AthleteParamsSchema, response: { 200: OverviewResponseSchema } },
    },
    async (request) => insights.getOverview(options(request, request.params.id)),
  );
}
