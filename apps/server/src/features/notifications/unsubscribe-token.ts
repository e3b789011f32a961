import {
  NOTIFICATION_SIDES,
  type NotificationSide,
  type NotificationType,
} from "@coach/shared/notifications/notification-catalogue";
import { NotificationTypeSchema } from "@coach/shared/notifications/notifications.schemas";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";

/**
 * The token of an e-mail's unsubscribe links: HMAC-signed (HS256, the server's token secret)
 * claims of the person, the side and the type, so a link turns off exactly that mail and no
 * other. It never expires: an old e-mail's link still works, and changing it gains nothing.
 */
const PURPOSE = "notification_unsubscribe";

const ClaimsSchema = z.object({
  uid: z.number().int(),
  side: z.enum(NOTIFICATION_SIDES),
  nt: NotificationTypeSchema,
});

export type UnsubscribeTarget = { userId: number; side: NotificationSide; type: NotificationType };

export function signUnsubscribeToken(tokens: AppDeps["tokens"], target: UnsubscribeTarget) {
  return tokens.signPurpose(PURPOSE, { uid: target.userId, side: target.side, nt: target.type });
}

/** The person, side and type of a token; undefined for a forged, changed or foreign one. */
export async function readUnsubscribeToken(
  tokens: AppDeps["tokens"],
  token: string,
): Promise<UnsubscribeTarget | undefined> {
  const claims = ClaimsSchema.safeParse(await tokens.verifyPurpose(PURPOSE, token));
  if (!claims.success) return undefined;
  return { userId: claims.data.uid, side: claims.data.side, type: claims.data.nt };
}

/**
 * The web page that confirms the unsubscribe (it posts the token to the API), and the address
 * mail clients post to for one-click unsubscribe (RFC 8058).
 */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}/unsubscribe?${query}`,
    oneClick: `${publicUrl}/api/notifications/unsubscribe/one-click?${query}`,
  };
}
