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
        category: "comments",
        timestamp: "2026-11-25T08:30:00.000Z",
        data: {},
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

describe("the business owner's people events", () => {
  it("a created athlete or a removed coach refreshes the people screens and the athlete picker", async () => {
    const staleKeys = async (event: Parameters<typeof refreshForEvent>[1]) => {
      const queryClient = new QueryClient();
      for (const key of [
        ["people", "business-coaches"],
        ["coach", "athletes"],
        ["account", "info"],
        ["library"],
      ]) {
        queryClient.setQueryData(key, {});
      }
      await refreshForEvent(queryClient, event);
      return queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey.join("/"));
    };
    expect(
      await staleKeys({
        type: "athlete.created",
        businessId: 1,
        ownerId: 2,
        athleteId: 3,
        isNewAccount: true,
      }),
    ).toEqual(["people/business-coaches", "coach/athletes"]);
    // The removed coach's account shows the business it belongs to: it is read again too.
    expect(
      await staleKeys({
        type: "coach.removed",
        businessId: 1,
        coachId: 4,
        ownerId: 2,
        athleteIds: [3],
      }),
    ).toEqual(["people/business-coaches", "coach/athletes", "account/info"]);
  });
});

describe("invitation events", () => {
  const staleKeys = async (event: Parameters<typeof refreshForEvent>[1]) => {
    const queryClient = new QueryClient();
    for (const key of [["invitations", "list"], ["coach", "athletes"], ["library"]]) {
      queryClient.setQueryData(key, {});
    }
    await refreshForEvent(queryClient, event);
    return queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey.join("/"));
  };

  it("an answered invitation refreshes the invitations and the athlete selector", async () => {
    expect(
      await staleKeys({
        type: "invitation.answered",
        invitationId: 1,
        senderId: 2,
        receiverId: 3,
        response: "Accepted",
      }),
    ).toEqual(["invitations/list", "coach/athletes"]);
  });

  it("a sent invitation refreshes the invitations only", async () => {
    expect(
      await staleKeys({
        type: "invitation.sent",
        invitationId: 1,
        senderId: 2,
        receiverId: null,
        email: "ann@example.com",
      }),
    ).toEqual(["invitations/list"]);
  });
});
