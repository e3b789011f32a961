import { z } from "zod";
import { messages } from "../validation/messages";

/**
 * Web push (docs/decisions/054-live-updates-and-push.md): what a browser's
 * `PushSubscription.toJSON()` holds, what the server keeps of it, and what a push carries.
 */

/** URL-safe base64 (padding allowed) whose decoded length is exactly `bytes`. */
const base64UrlOfBytes = (bytes: number) =>
  z
    .string()
    .refine(
      (text) =>
        /^[A-Za-z0-9_-]+={0,2}$/.test(text) &&
        Math.floor((text.replace(/=+$/, "").length * 3) / 4) === bytes,
      messages.webPushKeyInvalid,
    );

export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: messages.webPushEndpointInvalid }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's uncompressed P-256 public key (65 bytes). */
    p256dh: base64UrlOfBytes(65),
    /** The shared authentication secret (16 bytes). */
    auth: base64UrlOfBytes(16),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

/** POST /api/account/webpush/: creates the subscription, or confirms and refreshes it. */
export const SaveWebPushBodySchema = z.object({
  subscription: WebPushSubscriptionSchema,
  browser: z.string().trim().max(200).default(""),
});
export type SaveWebPushBody = z.infer<typeof SaveWebPushBodySchema>;

/** One of the caller's subscribed browsers; the keys stay on the server. */
export const WebPushDeviceSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  browser: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type WebPushDevice = z.infer<typeof WebPushDeviceSchema>;

/** GET /api/account/webpush/: the key to subscribe with, and the browsers already subscribed. */
export const WebPushStateResponseSchema = z.object({
  publicKey: z.string(),
  subscriptions: z.array(WebPushDeviceSchema),
});
export type WebPushStateResponse = z.infer<typeof WebPushStateResponseSchema>;

/** A push's payload (JSON): the service worker shows it as a system notification. */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Opened when the notification is clicked; a path of the app. */
  url: z.string().optional(),
  /** A later push with the same tag replaces the earlier one on the device. */
  tag: z.string().optional(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;
