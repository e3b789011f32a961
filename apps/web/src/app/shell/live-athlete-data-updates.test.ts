import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshForEvent } from "./use-live-updates";

/** The cached queries an event made stale, out of one athlete's (4) and another's (5) pages. */
async function staleAfter(event: Parameters<typeof refreshForEvent>[1]) {
  const queryClient = new QueryClient();
  const keys = [
    ["calendar", 4, "range", "2026-11-01", "2026-11-30"],
    ["calendar", 5],
    ["zones", 4],
    ["performance", 4],
    ["races-records", 4],
    ["account", "info"],
    ["activities", "analysis", 77],
    ["activities", "analysis", 78],
    ["notifications"],
  ];
  for (const key of keys) queryClient.setQueryData(key, {});
  await refreshForEvent(queryClient, event);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join("/"));
}

describe("events about an athlete's data refresh only that data", () => {
  it("a comment: the analysis page of its activity", async () => {
    const event = {
      type: "comment.added" as const,
      commentId: 1,
      activityId: 77,
      athleteId: 4,
      authorId: 9,
      workoutId: null,
      eventType: "activity" as const,
      activityName: "Run",
      date: "2026-11-24",
      comment: "Felt great",
    };
    expect(await staleAfter(event)).toEqual(["activities/analysis/77"]);
  });

  it("a race: the athlete's calendar and races page", async () => {
    const event = {
      type: "race.scheduled" as const,
      athleteId: 4,
      raceId: 3,
      actorId: 9,
      name: "City 10k",
      date: "2026-12-01",
      previousDate: null,
    };
    expect(await staleAfter(event)).toEqual([
      "calendar/4/range/2026-11-01/2026-11-30",
      "races-records/4",
    ]);
  });

  it("new thresholds: zones, planned stress, the threshold history and the account", async () => {
    const event = {
      type: "zones.changed" as const,
      athleteId: 4,
      changedBy: 9,
      methodType: "cyclingMethods" as const,
      methods: ["power"],
    };
    expect(await staleAfter(event)).toEqual([
      "calendar/4/range/2026-11-01/2026-11-30",
      "zones/4",
      "performance/4",
      "account/info",
    ]);
  });

  it("an injury: the athlete's calendar", async () => {
    const event = {
      type: "athlete.injury-reported" as const,
      athleteId: 4,
      unavailabilityId: 2,
      kind: "injury" as const,
      startDate: "2026-11-24",
      endDate: "2026-11-24",
      note: "",
    };
    expect(await staleAfter(event)).toEqual(["calendar/4/range/2026-11-01/2026-11-30"]);
  });
});
