import Stripe from "stripe";
import type { Config, StripeConfig } from "../../config";

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The official Stripe library for this installation, or undefined without STRIPE_SECRET_KEY
 * (payments are then recorded by hand). STRIPE_API_URL points it elsewhere, as the tests do at
 * their local fake (docs/decisions/091-payments-and-stripe.md): the calls made are the same.
 */
export function stripeClient(config: Pick<Config, "stripe">): Stripe | undefined {
  const settings = config.stripe;
  if (!settings) return undefined;
  let client = clients.get(settings);
  if (!client) {
    const url = settings.apiUrl;
    client = new Stripe(settings.secretKey, {
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === "https:" ? 443 : 80),
            protocol: url.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
      maxNetworkRetries: 2,
      telemetry: false,
    });
    clients.set(settings, client);
  }
  return client;
}
