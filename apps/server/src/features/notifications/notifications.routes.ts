import {
  MarkReadBodySchema,
  MarkReadResponseSchema,
  NotificationSettingsBodySchema,
  NotificationSettingsResponseSchema,
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  PutNotificationsBodySchema,
} from "@coach/shared/notifications/notifications.schemas";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { createAuthenticate, currentUser } from "../access/authenticate";
import { listNotifications, markNotificationsRead } from "./notification-list.service";
import {
  getNotificationSettings,
  saveNotificationSettings,
  settingsSideOf,
} from "./notification-settings.service";

const tags = ["notifications"];

/** The bell, read marking and settings (first spec document, section 7): the caller's own only. */
export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [createAuthenticate(deps)];
  const settingsSchema = {
    tags,
    body: NotificationSettingsBodySchema,
    response: { 200: NotificationSettingsResponseSchema },
  };

  api.get(
    "/api/notifications/",
    {
      onRequest,
      schema: {
        tags,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema },
      },
    },
    async (request) =>
      listNotifications({
        deps,
        userId: currentUser(request).id,
        dateFormat: currentUser(request).dateFormat,
        ...request.query,
      }),
  );

  api.post(
    "/api/notifications/mark-read/",
    {
      onRequest,
      schema: { tags, body: MarkReadBodySchema, response: { 200: MarkReadResponseSchema } },
    },
    async (request) =>
      markNotificationsRead({
        deps,
        userId: currentUser(request).id,
        ids: request.body.notification_ids,
      }),
  );

  api.put(
    "/api/notifications/",
    {
      onRequest,
      schema: { tags, body: PutNotificationsBodySchema, response: { 200: MarkReadResponseSchema } },
    },
    async (request) =>
      markNotificationsRead({ deps, userId: currentUser(request).id, ids: request.body.ids }),
  );

  api.get(
    "/api/notifications/settings/",
    { onRequest, schema: { tags, response: { 200: NotificationSettingsResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return getNotificationSettings({ db: deps.db, userId: user.id, side: settingsSideOf(user) });
    },
  );

  api.put(
    "/api/notifications/settings/",
    { onRequest, schema: settingsSchema },
    async (request) => {
      const user = currentUser(request);
      return saveNotificationSettings({
        deps,
        userId: user.id,
        side: settingsSideOf(user),
        settings: request.body.notification_settings,
      });
    },
  );

  // Any signed-in person's own athlete side: a coach may also train.
  api.post("/api/athlete/notifications/", { onRequest, schema: settingsSchema }, async (request) =>
    saveNotificationSettings({
      deps,
      userId: currentUser(request).id,
      side: "athlete",
      settings: request.body.notification_settings,
    }),
  );
}
