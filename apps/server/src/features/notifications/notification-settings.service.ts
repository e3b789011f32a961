import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  NOTIFICATION_CATALOGUE,
  type NotificationSide,
  notificationTypesOf,
} from "@coach/shared/notifications/notification-catalogue";
import type {
  NotificationSettingInput,
  NotificationSettingsResponse,
} from "@coach/shared/notifications/notifications.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { consumeAttempts } from "../auth/auth.service";
import { findUser } from "../people/users.service";
import { effectiveChoice } from "./notification-choice";
import { findSettings, turnMailOff, upsertSettings } from "./notification-settings.repository";
import { readUnsubscribeToken } from "./unsubscribe-token";

/**
 * Whose settings a person edits on the settings page: a coach's or a business owner's about
 * their athletes, an athlete's about themselves. A coach who also trains edits their athlete
 * side through POST api/athlete/notifications/.
 */
export function settingsSideOf(user: { isCoach: boolean; isBusinessOwner: boolean }) {
  return user.isCoach || user.isBusinessOwner ? "coach" : "athlete";
}

/** Every type of the side, in the spec's order: the stored choice or the catalogue default. */
export async function getNotificationSettings(options: {
  db: Executor;
  userId: number;
  side: NotificationSide;
}): Promise<NotificationSettingsResponse> {
  const stored = await findSettings(options.db, { userId: options.userId, side: options.side });
  return {
    side: options.side,
    notification_settings: notificationTypesOf(options.side).map((type) => {
      const entry = NOTIFICATION_CATALOGUE[type];
      const choice = effectiveChoice(
        type,
        stored.find((row) => row.notificationType === type),
      );
      return {
        notification_type: type,
        in_app_enabled: choice.inApp,
        mail_enabled: choice.mail,
        title: entry.title,
        description: entry.description,
        category: entry.category,
      };
    }),
  };
}

/**
 * Stores the caller's choices of one side and answers the whole side. A type of the other side
 * only is refused (400 on its row); mail of a type that is never mailed is stored off.
 */
export async function saveNotificationSettings(options: {
  deps: Pick<AppDeps, "db" | "clock">;
  userId: number;
  side: NotificationSide;
  settings: NotificationSettingInput[];
}): Promise<NotificationSettingsResponse> {
  const allowed = new Set(notificationTypesOf(options.side));
  options.settings.forEach((setting, index) => {
    if (!allowed.has(setting.notification_type)) {
      throw AppError.field(
        `notification_settings.${index}.notification_type`,
        messages.notificationNotInSettings,
      );
    }
  });
  // The last row of a type sent twice wins.
  const byType = new Map(options.settings.map((setting) => [setting.notification_type, setting]));
  const choices = [...byType.values()].map((setting) => ({
    type: setting.notification_type,
    inAppEnabled: setting.in_app_enabled,
    mailEnabled:
      setting.mail_enabled && NOTIFICATION_CATALOGUE[setting.notification_type].isMailable,
  }));
  const { db, clock } = options.deps;
  return db.transaction(async (tx) => {
    await upsertSettings(tx, {
      userId: options.userId,
      side: options.side,
      choices,
      now: clock.now(),
    });
    return getNotificationSettings({ db: tx, userId: options.userId, side: options.side });
  });
}

/**
 * An e-mail's unsubscribe link, without sign-in: turns that type's mail off for the person and
 * side the token names. A refused token counts against the caller's address (the sign-in
 * limits), so guessing is slowed; a valid one always works, whoever relays it (a mail provider's
 * one-click request comes from its own servers, shared by many people).
 */
export async function unsubscribeByToken(options: {
  deps: Pick<AppDeps, "db" | "clock" | "tokens" | "config">;
  token: string;
  callerAddress: string;
}) {
  const { db, clock, tokens, config } = options.deps;
  const target = await readUnsubscribeToken(tokens, options.token);
  const user = target && (await findUser({ db, userId: target.userId }));
  if (!target || !user) {
    await consumeAttempts(db, [`unsubscribe:ip:${options.callerAddress}`], config.authRateLimit);
    throw new AppError(ErrorCode.tokenInvalid, messages.unsubscribeLinkInvalid, {
      token: [messages.unsubscribeLinkInvalid],
    });
  }
  await turnMailOff(db, { ...target, inAppDefault: true, now: clock.now() });
  return { notification_type: target.type, title: NOTIFICATION_CATALOGUE[target.type].title };
}
