import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationSettings } from "../../db/schema";

export type NotificationSettingRow = typeof notificationSettings.$inferSelect;
export type SettingChoice = { type: string; inAppEnabled: boolean; mailEnabled: boolean };

/** A person's stored choices on one side, or on every side when `side` is undefined. */
export function findSettings(
  db: Executor,
  options: { userId: number; side?: string; type?: string },
): Promise<NotificationSettingRow[]> {
  return db
    .select()
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.userId, options.userId),
        options.side ? eq(notificationSettings.side, options.side) : undefined,
        options.type ? eq(notificationSettings.notificationType, options.type) : undefined,
      ),
    );
}

/** Stores these choices of one side, replacing the ones stored for the same types. */
export async function upsertSettings(
  db: Executor,
  options: { userId: number; side: string; choices: SettingChoice[]; now: Date },
) {
  if (options.choices.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(
      options.choices.map((choice) => ({
        userId: options.userId,
        side: options.side,
        notificationType: choice.type,
        inAppEnabled: choice.inAppEnabled,
        mailEnabled: choice.mailEnabled,
        updatedAt: options.now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        notificationSettings.userId,
        notificationSettings.side,
        notificationSettings.notificationType,
      ],
      set: {
        inAppEnabled: sql`excluded.in_app_enabled`,
        mailEnabled: sql`excluded.mail_enabled`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Turns one type's mail off on one side, keeping (or defaulting) its in-app choice. */
export async function turnMailOff(
  db: Executor,
  options: { userId: number; side: string; type: string; inAppDefault: boolean; now: Date },
) {
  await db
    .insert(notificationSettings)
    .values({
      userId: options.userId,
      side: options.side,
      notificationType: options.type,
      inAppEnabled: options.inAppDefault,
      mailEnabled: false,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: [
        notificationSettings.userId,
        notificationSettings.side,
        notificationSettings.notificationType,
      ],
      set: { mailEnabled: false, updatedAt: options.now },
    });
}
