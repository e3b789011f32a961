import {
  AdminSubscriptionBodySchema,
  BillingRedirectSchema,
  PutSubscriptionBodySchema,
  SubscriptionSchema,
} from "@coach/shared/subscription/subscription.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import {
  getSubscription,
  openBillingPortal,
  selectSubscriptionPlan,
  setSubscriptionByAdmin,
} from "./subscription.service";

const tags = ["subscription"];

/** The business's own subscription (first document, section 7: GET and PUT api/subscription/). */
export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];

  api.get(
    "/api/subscription/",
    { onRequest, schema: { tags, response: { 200: SubscriptionSchema } } },
    async (request) => getSubscription(deps, currentUser(request)),
  );

  api.put(
    "/api/subscription/",
    {
      onRequest,
      schema: { tags, body: PutSubscriptionBodySchema, response: { 200: BillingRedirectSchema } },
    },
    async (request) =>
      selectSubscriptionPlan(deps, currentUser(request), request.body.selected_plan),
  );

  /** Update payment method (and cancel or reactivate): Stripe's customer portal. */
  api.post(
    "/api/subscription/portal/",
    { onRequest, schema: { tags, response: { 200: BillingRedirectSchema } } },
    async (request) => openBillingPortal(deps, currentUser(request)),
  );

  /** An administrator (ADMIN_USER_IDS) sets an account's subscription by hand. */
  api.put(
    "/api/admin/subscriptions/",
    {
      onRequest,
      schema: { tags, body: AdminSubscriptionBodySchema, response: { 200: SubscriptionSchema } },
    },
    async (request) => setSubscriptionByAdmin(deps, currentUser(request), request.body),
  );
}
