import { AthleteCoachesResponseSchema } from "@coach/shared/people/athlete-coaches.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import { findAthleteCoaches } from "./athlete-coaches.service";

/** GET api/athlete/coaches/: any signed-in user's own coaches (a coach may be coached too). */
export async function athleteCoachesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/athlete/coaches/",
    {
      onRequest: [createAuthenticate(deps)],
      schema: { tags: ["people"], response: { 200: AthleteCoachesResponseSchema } },
    },
    async (request) => ({
      coaches: await findAthleteCoaches({ db: deps.db, athleteId: currentUser(request).id }),
    }),
  );
}
