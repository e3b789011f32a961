import {
  MessageResponseSchema,
  MuteAthleteBodySchema,
  MuteAthleteResponseSchema,
  MyAthletesResponseSchema,
  RemoveAthleteBodySchema,
} from "@coach/shared/people/my-athletes.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser, requireCoach } from "../access/authenticate";
import * as myAthletes from "./my-athletes.service";

const tags = ["people"];

/** My athletes: the list with six weeks of dots, muting and removal (coaches and owners). */
export async function myAthletesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps), requireCoach];

  api.get(
    "/api/coach/my-athletes/",
    { onRequest, schema: { tags, response: { 200: MyAthletesResponseSchema } } },
    async (request) => myAthletes.getMyAthletes({ deps, viewer: currentUser(request) }),
  );

  api.post(
    "/api/coach/mute/",
    {
      onRequest,
      schema: { tags, body: MuteAthleteBodySchema, response: { 200: MuteAthleteResponseSchema } },
    },
    async (request) =>
      myAthletes.muteAthlete({
        deps,
        viewer: currentUser(request),
        athleteId: request.body.athlete,
        mute: request.body.mute,
      }),
  );

  api.post(
    "/api/coach/athletes/remove",
    {
      onRequest,
      schema: { tags, body: RemoveAthleteBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) =>
      myAthletes.removeAthlete({
        deps,
        viewer: currentUser(request),
        athleteId: request.body.athlete,
      }),
  );
}
