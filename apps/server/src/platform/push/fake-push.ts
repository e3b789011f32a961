import type { PushMessage, PushService } from "./push-service";

export type FakePushService = PushService & {
  /** Every message sent, in order, with the user it was for. */
  readonly sent: readonly { userId: number; message: PushMessage }[];
};

/**
 * The push service of the feature tests: it records what would have been pushed and sends
 * nothing. Every user counts as having one subscribed browser.
 */
export function fakePushService(): FakePushService {
  const sent: { userId: number; message: PushMessage }[] = [];
  return {
    sent,
    async publicKey() {
      return "fake-vapid-public-key";
    },
    async sendToUser(userId, message) {
      sent.push({ userId, message });
      return { sent: 1, removed: 0 };
    },
  };
}
