import { PEAK_STALE_MESSAGE } from "@coach/shared/activities/activity.schemas";
import {
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_CATEGORIES_IN_ORDER,
  type NotificationType,
} from "@coach/shared/notifications/notification-catalogue";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsResponse,
} from "@coach/shared/notifications/notifications.schemas";

/** A notification of a type, its category from the catalogue. */
export function notification(
  id: number,
  type: NotificationType,
  fields: Partial<Notification> = {},
): Notification {
  return {
    id,
    notification_type: type,
    content: `Notification ${id}`,
    timestamp: new Date(Date.now() - 30_000).toISOString(),
    read: false,
    category: NOTIFICATION_CATALOGUE[type].category,
    data: {},
    ...fields,
  };
}

export const commentNotification = (id: number, fields: Partial<Notification> = {}) =>
  notification(id, "comment", {
    content: "Ann commented on your run",
    data: {
      athlete_id: 11,
      eid: 77,
      eventType: "activity",
      eventDate: "2026-03-01",
      comment_id: 5,
      comment: "Felt good",
      author_id: 11,
      authorName: "Ann Runner",
    },
    ...fields,
  });

export const recordsNotification = (id: number) =>
  notification(id, "new_records", {
    content: "2 new records",
    data: {
      athlete_id: 11,
      activityId: 5,
      activityType: "run",
      activityDate: "2026-03-01",
      date: "2026-03-01",
      newRecords: [
        { id: 1, key: "running_speed", range: 5000, value: 4, previous: null },
        { id: 2, key: "cycling_power", range: 1200, value: 250, previous: 240 },
      ],
    },
  });

export const peakNotification = (id: number) =>
  notification(id, "peak", {
    content: "New threshold detected",
    data: {
      athlete_id: 11,
      eid: 9,
      activityType: "cycle",
      activityDate: "2026-03-01",
      sportId: 2,
      method: "power",
      threshold: 240,
      value: 260,
      methodType: "cyclingMethods",
      zone: "power",
      durationSec: 1200,
      distanceM: null,
    },
  });

type Call = { method: string; path: string; body: unknown };

/**
 * A fetch that plays the notifications API over a list kept in memory: pages and categories,
 * read marking, records acceptance and peak actions (a peak answers stale when asked to).
 */
export function fakeNotificationsServer(
  initial: Notification[],
  options: { isPeakStale?: boolean; unreadCount?: number } = {},
) {
  let items = [...initial];
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });

  function list(url: URL): NotificationsResponse {
    const category = url.searchParams.get("category");
    const page = Number(url.searchParams.get("page") ?? 1);
    const chosen = category ? items.filter((item) => item.category === category) : items;
    const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
    const unread = items.filter((item) => !item.read);
    return {
      notifications: chosen.slice(start, start + NOTIFICATIONS_PAGE_SIZE),
      page,
      count: chosen.length,
      next: start + NOTIFICATIONS_PAGE_SIZE < chosen.length ? page + 1 : null,
      unread_count: options.unreadCount ?? unread.length,
      unread_by_category: Object.fromEntries(
        NOTIFICATION_CATEGORIES_IN_ORDER.map((name) => [
          name,
          unread.filter((item) => item.category === name).length,
        ]),
      ),
    };
  }

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const route = `${method} ${url.pathname}`;
    if (route === "GET /api/notifications/") return json(list(url));
    if (route === "POST /api/notifications/mark-read/") {
      const ids: number[] | null = body.notification_ids;
      items = items.map((item) =>
        ids === null || ids.includes(item.id) ? { ...item, read: true } : item,
      );
      return json({ updated: ids?.length ?? items.length });
    }
    if (route === "POST /api/athlete/records/accept/") {
      items = items.filter((item) => item.id !== body.notificationId);
      return json({ message: "Records accepted" });
    }
    if (route === "POST /api/athlete/peaks/") {
      items = items.filter((item) => item.id !== body.id);
      if (options.isPeakStale) {
        const message = PEAK_STALE_MESSAGE;
        return json({ code: "validation_error", error: { message }, fields: {} }, 400);
      }
      return json({ message: "Action taken" });
    }
    throw new Error(`unexpected ${route}`);
  }) as typeof fetch;

  return { calls, posts: () => calls.filter((call) => call.method === "POST") };
}

/** jsdom has no IntersectionObserver: this one shows what it observes when told to. */
export class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Every observed element comes into view. */
  static showAll() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
