import { CoachAthletesResponseSchema } from "@coach/shared/people/people.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import { findCoachAthletes } from "./people.service";

export async function peopleRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticate = createAuthenticate(deps);

  /** The athletes the caller coaches (an owner: every athlete of the business). */
  api.get(
    "/api/coach/athletes/",
    {
      onRequest: [authenticate, requireCoach],
      schema: { tags: ["people"], response: { 200: CoachAthletesResponseSchema } },
    },
    async (request) => ({
      athletes: await findCoachAthletes({ db: deps.db, viewerId: currentUser(request).id }),
    }),
  );
}
