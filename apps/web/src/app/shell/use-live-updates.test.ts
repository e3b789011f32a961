import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshForEvent } from "./use-live-updates";

/** A client holding one cached query per key; returns the keys that became stale. */
async function staleAfter(event: Parameters<typeof refreshForEvent>[1]) {
  const queryClient = new QueryClient();
  const keys = [
    ["notifications", "list", 1],
    ["calendar", 4, "range"],
    ["activities", "list", 4],
    ["library"],
  ];
  for (const key of keys) queryClient.setQueryData(key, {});
  await refreshForEvent(queryClient, event);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale() && query.state.isInvalidated)
    .map((query) => query.queryKey[0]);
}

describe("live events refresh the screens they affect", () => {
  it("a notification refreshes the notifications only", async () => {
    expect(
      await staleAfter({
        type: "notification.created",
        userId: 4,
        notificationId: 1,
        notificationType: "comment",
        content: "New comment",
      }),
    ).toEqual(["notifications"]);
    expect(await staleAfter({ type: "notifications.changed", userId: 4 })).toEqual([
      "notifications",
    ]);
  });

  it("an imported or deleted activity refreshes the calendar and the activity views", async () => {
    expect(await staleAfter({ type: "activity.deleted", athleteId: 4, activityId: 9 })).toEqual([
      "calendar",
      "activities",
    ]);
  });
});
