import type {
  NotificationSetting,
  NotificationSettingInput,
  NotificationSettingsBody,
  NotificationSettingsResponse,
} from "@coach/shared/notifications/notifications.schemas";
import { messages } from "@coach/shared/validation/messages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";

export const notificationSettingsKey = [...queryKeys.notifications, "settings"] as const;

/** GET /api/notifications/settings/: the caller's settings, sorted by category then title. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: () => apiFetch<NotificationSettingsResponse>("/api/notifications/settings/"),
    // The screen says 'Could not fetch notification settings' in place.
    meta: { silent: true },
  });

/** The settings query's key, typed with its answer for the cache reads and writes below. */
const settingsKey = notificationSettingsQuery().queryKey;

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

const inputOf = (setting: NotificationSetting): NotificationSettingInput => ({
  notification_type: setting.notification_type,
  in_app_enabled: setting.in_app_enabled,
  mail_enabled: setting.mail_enabled,
});

/** The success message names the type (spec: 'Notifications Updated'). */
export const settingUpdatedMessage = (title: string) =>
  `${messages.notificationsUpdated}: ${title}`;

/**
 * PUT /api/notifications/settings/ with every row of the table, one of them changed. The switch
 * moves at once and moves back when the server refuses (whose message the query cache shows).
 * Every row is sent, so the answer does not depend on whether the server merges or replaces.
 */
export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingInput) => {
      const current = queryClient.getQueryData(settingsKey);
      const rows = (current?.notification_settings ?? []).map((setting) =>
        setting.notification_type === change.notification_type ? change : inputOf(setting),
      );
      const body: NotificationSettingsBody = {
        notification_settings: rows.length > 0 ? rows : [change],
      };
      return apiFetch<unknown>("/api/notifications/settings/", { method: "PUT", body });
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const snapshot = queryClient.getQueryData(settingsKey);
      queryClient.setQueryData(settingsKey, (data) =>
        data
          ? {
              ...data,
              notification_settings: data.notification_settings.map((setting) =>
                setting.notification_type === change.notification_type
                  ? { ...setting, ...change }
                  : setting,
              ),
            }
          : data,
      );
      return { snapshot };
    },
    onError: (_error, _change, context) => {
      if (context?.snapshot) queryClient.setQueryData(settingsKey, context.snapshot);
    },
    onSuccess: (_answer, change, context) => {
      const row = context?.snapshot?.notification_settings.find(
        (setting) => setting.notification_type === change.notification_type,
      );
      notifySuccess(settingUpdatedMessage(row?.title ?? change.notification_type));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSettingsKey }),
  });
}

/**
 * POST api/athlete/notifications/: the same rows for an athlete's own settings (the spec's
 * athlete-side call). The settings screen saves through PUT, which writes the side GET answered.
 */
export function useSaveAthleteNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) =>
      apiFetch<unknown>("/api/athlete/notifications/", { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSettingsKey }),
  });
}
