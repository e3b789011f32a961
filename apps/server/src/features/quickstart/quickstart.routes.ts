import {
  AthleteQuickstartSchema,
  OwnerQuickstartSchema,
  UpdateAthleteQuickstartBodySchema,
  UpdateOwnerQuickstartBodySchema,
} from "@coach/shared/dashboard/quickstart.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireBusinessOwner } from "../access/authenticate";
import * as quickstart from "./quickstart.service";

const tags = ["dashboard"];
const OWNER_PATH = "/api/business-owner/quickstart/";
const ATHLETE_PATH = "/api/quickstart/";

/** The owner's 'To-do for your 30 days trial' and everyone's own quick start. */
export async function quickstartRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authenticate = createAuthenticate(deps);
  const ownerOnly = [authenticate, requireBusinessOwner];

  api.get(
    OWNER_PATH,
    { onRequest: ownerOnly, schema: { tags, response: { 200: OwnerQuickstartSchema } } },
    async (request) => quickstart.getOwnerQuickstart(deps, currentUser(request)),
  );

  api.put(
    OWNER_PATH,
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        body: UpdateOwnerQuickstartBodySchema,
        response: { 200: OwnerQuickstartSchema },
      },
    },
    async (request) => quickstart.updateOwnerQuickstart(deps, currentUser(request), request.body),
  );

  api.get(
    ATHLETE_PATH,
    { onRequest: [authenticate], schema: { tags, response: { 200: AthleteQuickstartSchema } } },
    async (request) => quickstart.getAthleteQuickstart(deps, currentUser(request)),
  );

  api.post(
    ATHLETE_PATH,
    {
      onRequest: [authenticate],
      schema: {
        tags,
        body: UpdateAthleteQuickstartBodySchema,
        response: { 200: AthleteQuickstartSchema },
      },
    },
    async (request) => quickstart.updateAthleteQuickstart(deps, currentUser(request), request.body),
  );
}
