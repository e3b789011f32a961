import {
  AccountInfoResponseSchema,
  AccountUpdateResponseSchema,
  UpdateGeneralBodySchema,
  UpdateProfileBodySchema,
  VisitedAthleteBodySchema,
} from "@coach/shared/account/account.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import * as account from "./account.service";

const tags = ["account"];

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const response = { 200: AccountInfoResponseSchema };

  // Every page load asks for it: the user's links are kept (decision 127), the user is the
  // session's, kept too.
  api.get("/api/account/info/", { onRequest, schema: { tags, response } }, async (request) =>
    account.getAccountInfo({ ...deps, user: currentUser(request), keptLinks: deps.answers }),
  );

  /** Called when /first-settings is finished: marks the first setup done. */
  api.get("/api/account/info/f", { onRequest, schema: { tags, response } }, async (request) =>
    account.finishFirstSetup({ ...deps, userId: currentUser(request).id }),
  );

  api.post(
    "/api/account/update/profile/",
    {
      onRequest,
      schema: {
        tags,
        body: UpdateProfileBodySchema,
        response: { 200: AccountUpdateResponseSchema },
      },
    },
    async (request) => ({
      message: messages.profileUpdated,
      ...(await account.updateProfile({
        ...deps,
        userId: currentUser(request).id,
        body: request.body,
      })),
    }),
  );

  api.post(
    "/api/account/update/general/",
    {
      onRequest,
      schema: {
        tags,
        body: UpdateGeneralBodySchema,
        response: { 200: AccountUpdateResponseSchema },
      },
    },
    async (request) => ({
      message: messages.generalSettingsUpdated,
      ...(await account.updateGeneralSettings({
        ...deps,
        userId: currentUser(request).id,
        body: request.body,
      })),
    }),
  );

  /** Remembers the athlete this account last visited; only one it may see (or null for itself). */
  api.put(
    "/api/account/visited-athlete/",
    { onRequest, schema: { tags, body: VisitedAthleteBodySchema } },
    async (request, reply) => {
      await account.setVisitedAthlete({
        db: deps.db,
        user: currentUser(request),
        athleteId: request.body.athleteId,
      });
      return reply.status(204).send();
    },
  );
}
