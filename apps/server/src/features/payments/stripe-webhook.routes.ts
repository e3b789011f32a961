import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { receiveStripeWebhook } from "./stripe-webhook.service";

/**
 * Stripe's webhook (README: Stripe). Its signature covers the exact bytes sent, so in this scope
 * JSON bodies are kept raw for the library to check; nothing else is parsed here.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });
  app.post<{ Body: Buffer }>(
    "/api/payments/stripe/webhook/",
    { schema: { hide: true } },
    async (request) =>
      receiveStripeWebhook(deps, request.body, request.headers["stripe-signature"] as string),
  );
}
