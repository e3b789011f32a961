import type {
  SaveWebPushBody,
  WebPushDevice,
  WebPushStateResponse,
} from "@coach/shared/account/webpush.schemas";
import type { AppDeps } from "../../app-deps";
import {
  findPushSubscriptions,
  type PushSubscriptionRow,
  upsertPushSubscription,
} from "./push.repository";
import type { PushService } from "./push-service";

type PushDeps = Pick<AppDeps, "db"> & { push: Pick<PushService, "publicKey"> };

function toDevice(row: PushSubscriptionRow): WebPushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    browser: row.browser,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

/** The key a browser subscribes with, and the user's subscribed browsers. */
export async function getWebPushState(
  deps: PushDeps,
  userId: number,
): Promise<WebPushStateResponse> {
  const rows = await findPushSubscriptions(deps.db, userId);
  return { publicKey: await deps.push.publicKey(), subscriptions: rows.map(toDevice) };
}

/**
 * Keeps the browser's subscription for the user. A browser posts it whenever notifications are
 * allowed; its keys may have changed, or another user may have signed in there since: the
 * endpoint then moves to this user.
 */
export async function saveWebPushSubscription(
  deps: Pick<AppDeps, "db">,
  userId: number,
  body: SaveWebPushBody,
): Promise<{ device: WebPushDevice; isNew: boolean }> {
  const { isNew, ...row } = await upsertPushSubscription(deps.db, {
    userId,
    endpoint: body.subscription.endpoint,
    p256dh: body.subscription.keys.p256dh,
    auth: body.subscription.keys.auth,
    browser: body.browser,
  });
  return { device: toDevice(row), isNew };
}
