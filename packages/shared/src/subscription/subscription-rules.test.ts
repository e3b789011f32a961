import { describe, expect, it } from "vitest";
import { canInviteAthletes, type SubscriptionStatus } from "./subscription-rules";

describe("canInviteAthletes", () => {
  it.each<[SubscriptionStatus, boolean]>([
    ["trialing", true],
    ["active", true],
    ["trial_expired", true],
    ["past_due", true],
    ["unpaid", true],
    ["cancelled", false],
  ])("%s: %s", (status, allowed) => {
    expect(canInviteAthletes(status)).toBe(allowed);
  });
});
