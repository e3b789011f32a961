import { messages } from "@coach/shared/validation/messages";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { assertSubscriptionAllowsWrites } from "./subscription.service";

/**
 * Writes that stay open whatever the subscription: signing in and out, the account's own
 * settings, the subscription itself (to pay), the admin and dev routes, reading notifications,
 * and removing or muting athletes (how an account over its slots gets back under them).
 */
const EXEMPT_PREFIXES = [
  "/api/auth/",
  "/api/token/",
  "/api/account/",
  "/api/subscription/",
  "/api/admin/",
  "/api/dev/",
  "/api/notifications/",
  "/api/payments/stripe/webhook/",
  "/api/coach/athletes/remove",
  "/api/coach/mute/",
];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Section 4's enforcement on the server (the client's redirect alone protects nothing): a write
 * by a coach or owner whose subscription is trial_expired, unpaid or cancelled, or over its
 * athlete slots, answers 405 {code: 'due_subscription'}. Athletes are never refused: the
 * subscription is the business's. Runs after each route's authentication (preHandler).
 */
export function registerSubscriptionGuard(app: FastifyInstance, deps: AppDeps) {
  app.addHook("preHandler", async (request) => {
    const user = request.user;
    if (!user || (!user.isCoach && !user.isBusinessOwner)) return;
    if (READS.has(request.method)) return;
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return;
    }
    const message = path.startsWith("/api/invitations/send")
      ? messages.activateSubscriptionToInvite
      : messages.activateSubscription;
    await assertSubscriptionAllowsWrites(deps, user, message);
  });
}
