import {
  SaveWebPushBodySchema,
  WebPushDeviceSchema,
  WebPushStateResponseSchema,
} from "@coach/shared/account/webpush.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../../features/access/authenticate";
import type { PushService } from "./push-service";
import { getWebPushState, saveWebPushSubscription } from "./push-subscriptions.service";

const tags = ["account"];
const path = "/api/account/webpush/";

/** The caller's web push subscriptions (docs/decisions/054-live-updates-and-push.md). */
export async function pushRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, "db" | "tokens" | "answers"> & { push: PushService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];

  api.get(
    path,
    { onRequest, schema: { tags, response: { 200: WebPushStateResponseSchema } } },
    async (request) => getWebPushState(deps, currentUser(request).id),
  );

  /** 201 with a new subscription, 200 when the browser's one was already kept (refreshed). */
  api.post(
    path,
    {
      onRequest,
      schema: {
        tags,
        body: SaveWebPushBodySchema,
        response: { 200: WebPushDeviceSchema, 201: WebPushDeviceSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveWebPushSubscription(deps, currentUser(request).id, request.body);
      return reply.status(saved.isNew ? 201 : 200).send(saved.device);
    },
  );
}
