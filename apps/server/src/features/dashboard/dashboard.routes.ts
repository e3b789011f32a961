import {
  DashboardQuerySchema,
  DashboardResponseSchema,
} from "@coach/shared/dashboard/dashboard.schemas";
import { RankingsResponseSchema } from "@coach/shared/dashboard/rankings.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import { getDashboard } from "./dashboard.service";
import { getRankings } from "./rankings.service";

const tags = ["dashboard"];

/** The coach dashboard's data and its rankings (coaches and owners). */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];

  api.get(
    "/api/dashboard/",
    {
      onRequest,
      schema: {
        tags,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => getDashboard({ deps, viewer: currentUser(request), query: request.query }),
  );

  api.get(
    "/api/coach/rankings/",
    { onRequest, schema: { tags, response: { 200: RankingsResponseSchema } } },
    async (request) => getRankings({ deps, viewer: currentUser(request) }),
  );
}
