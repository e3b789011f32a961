import type { AppDeps } from "../../app-deps";
import { findUser } from "../people/users.service";
import { DEFAULT_DATE_FORMAT, inReadersFormat } from "./notice-texts";
import { findNotificationById } from "./notification-delivery.repository";
import { notificationPath, notificationTitle } from "./notification-path";

/**
 * The `notifications.push` job: shows a stored notification on its person's installed apps,
 * titled with its type, opening its page when clicked. A notification removed meanwhile (its
 * action taken, its activity deleted) is not pushed. The tag lets a push sent twice (a retried
 * job) replace itself on the device.
 */
export async function pushNotification(
  deps: Pick<AppDeps, "db" | "push">,
  payload: { notificationId: number },
) {
  const row = await findNotificationById(deps.db, payload.notificationId);
  if (!row?.inApp) return;
  const reader = await findUser({ db: deps.db, userId: row.userId });
  await deps.push.sendToUser(row.userId, {
    title: notificationTitle(row.notificationType),
    body: inReadersFormat(row.content, reader?.dateFormat ?? DEFAULT_DATE_FORMAT),
    url: notificationPath(row),
    tag: `notification-${row.id}`,
  });
}
