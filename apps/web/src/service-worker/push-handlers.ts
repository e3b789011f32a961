import type { PushMessage } from "@coach/shared/account/webpush.schemas";
import { openUrlMessage } from "./sw-messages";

/**
 * The service worker's push and notification-click handlers, written against the few parts of
 * the worker's globals they use, so tests can hand them fakes (src/sw.ts passes `self`).
 */

export const NOTIFICATION_ICON = "/icon-192.png";

/** Shown when a push carries no payload, or one that is not a PushMessage. */
export const FALLBACK_MESSAGE: PushMessage = {
  title: "Endurance Coach",
  body: "You have a new notification.",
};

type PushData = { json(): unknown };
type ExtendableEventLike = { waitUntil(promise: Promise<unknown>): void };
export type PushEventLike = ExtendableEventLike & { data: PushData | null };

type NotificationData = { url: string };
export type PushNotificationOptions = {
  body: string;
  tag?: string;
  icon: string;
  data: NotificationData;
};

type WindowClientLike = {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
};

export type WorkerScope = {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: PushNotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<WindowClientLike>>;
    openWindow(url: string): Promise<unknown>;
  };
};

export type NotificationClickEventLike = ExtendableEventLike & {
  notification: { data: unknown; close(): void };
};

const isString = (value: unknown) => typeof value === "string";
const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

/**
 * PushMessageSchema's checks, field by field. The worker does not bundle zod (it would triple
 * its size for four strings); a field added to the schema does not compile here until checked.
 */
const PUSH_MESSAGE_CHECKS: { [Field in keyof PushMessage]-?: (value: unknown) => boolean } = {
  title: isString,
  body: isString,
  url: isOptionalString,
  tag: isOptionalString,
};

function isPushMessage(value: unknown): value is PushMessage {
  if (!value || typeof value !== "object") return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(PUSH_MESSAGE_CHECKS).every(([field, check]) => check(fields[field]));
}

/** The push's message, or the fallback when the payload is missing, not JSON or malformed. */
export function pushMessageFrom(data: PushData | null): PushMessage {
  if (!data) return FALLBACK_MESSAGE;
  try {
    const payload = data.json();
    if (!isPushMessage(payload)) return FALLBACK_MESSAGE;
    const { title, body, url, tag } = payload;
    return { title, body, url, tag };
  } catch {
    return FALLBACK_MESSAGE;
  }
}

/**
 * A path of this app (path, query and hash) for a notification's url; anything that would leave
 * the app's origin ("https://other.example", "//other.example", "javascript:") becomes "/".
 */
export function appPathFrom(url: unknown, origin: string): string {
  if (typeof url !== "string" || url === "") return "/";
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return "/";
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return "/";
  }
}

export function handlePush(
  event: PushEventLike,
  scope: Pick<WorkerScope, "location" | "registration">,
) {
  const message = pushMessageFrom(event.data);
  const options: PushNotificationOptions = {
    body: message.body,
    icon: NOTIFICATION_ICON,
    data: { url: appPathFrom(message.url, scope.location.origin) },
  };
  if (message.tag) options.tag = message.tag;
  event.waitUntil(scope.registration.showNotification(message.title, options));
}

/** Shows the notification's path in an open window of the app (focused first), or a new one. */
export async function openNotificationPath(
  path: string,
  scope: Pick<WorkerScope, "clients" | "location">,
) {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const client = windows.find((candidate) => candidate.focused) ?? windows[0];
  if (!client) {
    await scope.clients.openWindow(new URL(path, scope.location.origin).href);
    return;
  }
  await client.focus();
  client.postMessage(openUrlMessage(path));
}

export function handleNotificationClick(
  event: NotificationClickEventLike,
  scope: Pick<WorkerScope, "clients" | "location">,
) {
  event.notification.close();
  const data = event.notification.data as Partial<NotificationData> | null;
  const path = appPathFrom(data?.url, scope.location.origin);
  event.waitUntil(openNotificationPath(path, scope));
}
