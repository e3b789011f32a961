import {
  CreateBusinessAthleteBodySchema,
  CreateBusinessAthleteResponseSchema,
} from "@coach/shared/people/business.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import { createBusinessAthlete } from "./business-athletes.service";

export async function businessAthletesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticate = createAuthenticate(deps);

  /** The owner creates an athlete of the business (or adds an existing athlete's account). */
  api.post(
    "/api/business-owner/athletes/",
    {
      onRequest: [authenticate, requireBusinessOwner],
      schema: {
        tags: ["people"],
        body: CreateBusinessAthleteBodySchema,
        response: { 201: CreateBusinessAthleteResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createBusinessAthlete(deps, {
        owner: currentUser(request),
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );
}
