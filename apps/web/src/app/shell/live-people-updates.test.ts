import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshForEvent } from "./use-live-updates";

/** The roots of the cached queries an event made stale. */
async function staleAfter(event: Parameters<typeof refreshForEvent>[1]) {
  const queryClient = new QueryClient();
  const keys = [["people", "my-athletes"], ["coach", "athletes"], ["calendar", 4], ["library"]];
  for (const key of keys) queryClient.setQueryData(key, {});
  await refreshForEvent(queryClient, event);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join("/"));
}

describe("athlete events refresh the people screens and the athlete selector", () => {
  it.each([
    { type: "athlete.removed" as const, coachId: 1, athleteId: 4 },
    { type: "athlete.muted" as const, coachId: 1, athleteId: 4, muted: true },
  ])("$type", async (event) => {
    expect(await staleAfter(event)).toEqual(["people/my-athletes", "coach/athletes"]);
  });
});
