import { MessageResponseSchema } from "@coach/shared/people/my-athletes.schemas";
import {
  ConfirmPendingAthleteResponseSchema,
  PendingAthleteParamsSchema,
  PendingAthletesResponseSchema,
} from "@coach/shared/people/pending-athletes.schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as pending from "./pending-athletes.service";

const tags = ["people"];
const ONE = "/api/coach/pending-athletes/:id/";

/**
 * Sign-up requests and unregistered athletes (paths our own: the product named none), for the
 * coach they were sent to and the owner of their business.
 */
export async function pendingAthletesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];
  const options = (request: FastifyRequest & { params: { id: number } }) => ({
    deps,
    viewer: currentUser(request),
    id: request.params.id,
  });

  api.get(
    "/api/coach/pending-athletes/",
    { onRequest, schema: { tags, response: { 200: PendingAthletesResponseSchema } } },
    async (request) => pending.findPendingAthletes({ deps, viewer: currentUser(request) }),
  );

  api.post(
    `${ONE}confirm/`,
    {
      onRequest,
      schema: {
        tags,
        params: PendingAthleteParamsSchema,
        response: { 200: ConfirmPendingAthleteResponseSchema },
      },
    },
    async (request) => pending.confirmPendingAthlete(options(request)),
  );

  api.post(
    `${ONE}unregistered/`,
    {
      onRequest,
      schema: {
        tags,
        params: PendingAthleteParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => pending.markUnregistered(options(request)),
  );

  api.delete(
    ONE,
    {
      onRequest,
      schema: {
        tags,
        params: PendingAthleteParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => pending.deletePendingAthlete(options(request)),
  );
}
