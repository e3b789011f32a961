import type { DisplayUnits } from "@coach/shared/units/unit-conversions";

/** The notification screens' words (first spec document, section 8) and ours where it is silent. */
export const notificationMessages = {
  emptyCategory: "No notifications in this category",
  settingsLoadFailed: "Could not fetch notification settings",
  /** Spec: clicking a notification of an unknown type is an error; the screen stays up. */
  cannotOpen: "This notification cannot be opened",
  mailNotOffered: "This one is never sent as a notification e-mail: it comes by e-mail on its own.",
  unsubscribed: (title: string) => `You will no longer receive e-mails about ${title}.`,
  unsubscribeLinkIncomplete: "This unsubscribe link is incomplete.",
} as const;

/** The bell's badge: hidden at 0, '99+' above 99. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

export const bellLabel = (count: number) => `Notifications, ${count} unread`;

/** How the viewer reads figures and dates. */
export type NotificationFormats = { units: DisplayUnits; dateFormat: string };
