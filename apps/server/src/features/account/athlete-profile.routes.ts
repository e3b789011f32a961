import { AthleteProfileResponseSchema } from "@coach/shared/account/athlete-profile.schemas";
import { AthleteParamsSchema } from "@coach/shared/calendar/calendar.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import { getAthleteProfile } from "./athlete-profile.service";

const tags = ["account"];

/** An athlete's profile as their coaches see it (read-only; the athlete edits via api/account/). */
export async function athleteProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];

  api.get(
    "/api/athlete/:id/profile/",
    {
      onRequest,
      schema: {
        tags,
        params: AthleteParamsSchema,
        response: { 200: AthleteProfileResponseSchema },
      },
    },
    async (request) =>
      getAthleteProfile({
        db: deps.db,
        viewer: currentUser(request),
        athleteId: request.params.id,
      }),
  );
}
