import type { Agent } from "node:https";
import type { PushMessage } from "@coach/shared/account/webpush.schemas";
import webpush from "web-push";
import type { Config, VapidKeys } from "../../config";
import type { Database } from "../../db/client";
import { getOrCreateServerSecret } from "../../features/auth/server-secret";
import { type Clock, systemClock } from "../clock";
import type { Logger } from "../logger";
import {
  deletePushSubscriptions,
  findPushSubscriptions,
  markPushDelivered,
  type PushSubscriptionRow,
} from "./push.repository";

export type { PushMessage };

/**
 * Web push (docs/decisions/054-live-updates-and-push.md): subscriptions per user and device,
 * sent with VAPID keys generated once and kept in the database; a subscription that the push
 * service reports gone (404 or 410) is removed.
 */
export interface PushService {
  /** The VAPID public key browsers subscribe with (URL-safe base64). */
  publicKey(): Promise<string>;
  sendToUser(userId: number, message: PushMessage): Promise<{ sent: number; removed: number }>;
}

/** Past this a push is dropped by the push service: a day-old reminder is not worth showing. */
const PUSH_TTL_SEC = 24 * 3600;
/** A push service that does not answer within this is counted as a transient failure. */
const PUSH_TIMEOUT_MS = 10_000;
/** The server_secrets key of the generated pair. */
const VAPID_SECRET_KEY = "vapid";

export function createPushService(options: {
  db: Database;
  config: Pick<Config, "vapidKeys" | "vapidSubject">;
  logger: Logger;
  clock?: Clock;
  /** The TLS agent of the requests to push services; tests trust their local one with it. */
  agent?: Agent;
}): PushService {
  const { db } = options;
  const logger = options.logger.child({ part: "push" });
  const clock = options.clock ?? systemClock;
  let keys: Promise<VapidKeys> | undefined;

  function vapidKeys(): Promise<VapidKeys> {
    if (keys) return keys;
    const loading = options.config.vapidKeys
      ? Promise.resolve(options.config.vapidKeys)
      : getOrCreateServerSecret(db, VAPID_SECRET_KEY, () =>
          JSON.stringify(webpush.generateVAPIDKeys()),
        ).then((value) => JSON.parse(value) as VapidKeys);
    // A failed read is tried again on the next call instead of being remembered.
    loading.catch(() => {
      if (keys === loading) keys = undefined;
    });
    keys = loading;
    return loading;
  }

  /** "sent", "gone" (404 or 410: the browser unsubscribed) or "failed" (kept, tried next time). */
  async function sendOne(subscription: PushSubscriptionRow, payload: string, vapid: VapidKeys) {
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        {
          vapidDetails: { subject: options.config.vapidSubject, ...vapid },
          TTL: PUSH_TTL_SEC,
          contentEncoding: "aes128gcm",
          timeout: PUSH_TIMEOUT_MS,
          agent: options.agent,
        },
      );
      return "sent" as const;
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) return "gone" as const;
      logger.warn(
        { err: error, status, subscriptionId: subscription.id },
        "push not delivered, subscription kept",
      );
      return "failed" as const;
    }
  }

  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    async sendToUser(userId, message) {
      const subscriptions = await findPushSubscriptions(db, userId);
      if (subscriptions.length === 0) return { sent: 0, removed: 0 };
      const vapid = await vapidKeys();
      const payload = JSON.stringify(message);
      const outcomes = await Promise.all(
        subscriptions.map((subscription) => sendOne(subscription, payload, vapid)),
      );
      const idsWith = (outcome: (typeof outcomes)[number]) =>
        subscriptions.filter((_, index) => outcomes[index] === outcome).map(({ id }) => id);
      const sent = idsWith("sent");
      const gone = idsWith("gone");
      await markPushDelivered(db, sent, clock.now());
      await deletePushSubscriptions(db, gone);
      return { sent: sent.length, removed: gone.length };
    },
  };
}
