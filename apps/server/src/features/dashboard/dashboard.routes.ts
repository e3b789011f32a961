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
    // Sent as JSON text: zod-encoding the answer of 200 athletes (a megabyte) cost more than
    // its statements (bench/dashboard.bench.ts). The types hold its shape; the tests parse it.
    async (request, reply) => {
      const answer = await getDashboard({
        deps,
        viewer: currentUser(request),
        query: request.query,
      });
      const json = JSON.stringify(answer) as unknown as typeof answer;
      return reply.type("application/json; charset=utf-8").send(json);
    },
  );

  api.get(
    "/api/coach/rankings/",
    { onRequest, schema: { tags, response: { 200: RankingsResponseSchema } } },
    async (request) => getRankings({ deps, viewer: currentUser(request) }),
  );
}
