import {
  NOTIFICATION_CATALOGUE,
  type NotificationType,
} from "@coach/shared/notifications/notification-catalogue";

/**
 * What a person gets of a type on one side: their stored choice, else the catalogue's default
 * (in the app, and mailed when the type mails by default). Never mail for a type that is not
 * mailable (its feature mails the thing itself).
 */
export function effectiveChoice(
  type: NotificationType,
  stored: { inAppEnabled: boolean; mailEnabled: boolean } | undefined,
) {
  const entry = NOTIFICATION_CATALOGUE[type];
  return {
    inApp: stored?.inAppEnabled ?? true,
    mail: (stored?.mailEnabled ?? entry.mailByDefault) && entry.isMailable,
  };
}
