import type {
  SaveWebPushBody,
  WebPushDevice,
  WebPushSubscription,
} from "@coach/shared/account/webpush.schemas";
import { isSameKey, urlBase64ToBytes } from "./push-key";

/**
 * This browser's side of web push (docs/decisions/072-service-worker-and-web-push.md), written
 * against the few browser objects it uses so tests can hand it fakes.
 */

type PushSubscriptionLike = {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
};

type PushManagerLike = {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<PushSubscriptionLike>;
};

export type PushEnvironment = {
  notification: {
    readonly permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  } | null;
  serviceWorker: { readonly ready: Promise<{ pushManager: PushManagerLike }> } | null;
  userAgent: string;
};

/** What the browser allows: "unsupported" when it lacks notifications, push or workers. */
export type PushPermission = NotificationPermission | "unsupported";

/** How long to wait for the service worker: it is registered as the app starts. */
export const WORKER_READY_TIMEOUT_MS = 10_000;

export class PushUnavailableError extends Error {
  constructor() {
    super("This page has no service worker yet. Reload the page and try again.");
  }
}

export function browserPushEnvironment(): PushEnvironment {
  const isSupported =
    typeof window !== "undefined" &&
    "Notification" in window &&
    "PushManager" in window &&
    "serviceWorker" in navigator;
  return {
    notification: isSupported ? window.Notification : null,
    serviceWorker: isSupported ? navigator.serviceWorker : null,
    userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent,
  };
}

export function pushPermission(environment: PushEnvironment): PushPermission {
  if (!environment.notification || !environment.serviceWorker) return "unsupported";
  return environment.notification.permission;
}

/** Asks the browser for permission; only a click may call this (browsers ignore it otherwise). */
export async function requestPushPermission(environment: PushEnvironment): Promise<PushPermission> {
  if (!environment.notification || !environment.serviceWorker) return "unsupported";
  return environment.notification.requestPermission();
}

function workerReady(environment: PushEnvironment, timeoutMs: number) {
  const { serviceWorker } = environment;
  if (!serviceWorker) return Promise.reject(new PushUnavailableError());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushUnavailableError()), timeoutMs);
  });
  return Promise.race([serviceWorker.ready, timeout]).finally(() => clearTimeout(timer));
}

export type SyncPushOptions = {
  environment: PushEnvironment;
  /** The server's VAPID public key, URL-safe base64. */
  publicKey: string;
  save: (body: SaveWebPushBody) => Promise<WebPushDevice>;
  browser: string;
  readyTimeoutMs?: number;
};

/**
 * The spec's flow once permission is granted: check this browser's existing subscription, then
 * create one (none yet, or one made with an older server key) or validate it by posting it again.
 */
export async function syncPushSubscription(options: SyncPushOptions): Promise<WebPushDevice> {
  const { environment, publicKey, save, browser } = options;
  const registration = await workerReady(
    environment,
    options.readyTimeoutMs ?? WORKER_READY_TIMEOUT_MS,
  );
  const applicationServerKey = urlBase64ToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !isSameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    // A browser keeps one subscription per worker; a new key needs the old one gone first.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  // toJSON() is typed loosely by the DOM; the server checks the shape (SaveWebPushBodySchema).
  return save({ subscription: subscription.toJSON() as WebPushSubscription, browser });
}
