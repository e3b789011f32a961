import { describe, expect, it } from "vitest";
import {
  billingLabel,
  canInviteAthletes,
  isPaidAccount,
  isSubscriptionBlocked,
  isUpgradeExempt,
  normalizeStatus,
  type SubscriptionStatus,
  showsDiscountBanner,
  showsUpgradeButton,
  UPGRADE_TITLES,
  upgradeReason,
} from "./subscription-rules";

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

const usage = (status: SubscriptionStatus, used = 2, units = 10) => ({
  status,
  athlete_units: units,
  used_athlete_units: used,
});

describe("isSubscriptionBlocked (section 4)", () => {
  it.each<[SubscriptionStatus, boolean]>([
    ["trialing", false],
    ["active", false],
    ["past_due", false],
    ["trial_expired", true],
    ["unpaid", true],
    ["cancelled", true],
  ])("%s: %s", (status, blocked) => {
    expect(isSubscriptionBlocked(usage(status))).toBe(blocked);
  });

  it("blocks when used slots exceed athlete_units, not when they equal them", () => {
    expect(isSubscriptionBlocked(usage("active", 10, 10))).toBe(false);
    expect(isSubscriptionBlocked(usage("active", 11, 10))).toBe(true);
  });
});

describe("isUpgradeExempt", () => {
  it("spares the subscription, login and first-settings paths", () => {
    for (const path of [
      "/subscription",
      "/admin-center/subscription",
      "/login",
      "/first-settings",
    ]) {
      expect(isUpgradeExempt(path, usage("cancelled"))).toBe(true);
    }
    expect(isUpgradeExempt("/dashboard", usage("cancelled"))).toBe(false);
  });

  it("spares /my-athletes unless cancelled and over the limit", () => {
    expect(isUpgradeExempt("/my-athletes", usage("trial_expired", 12))).toBe(true);
    expect(isUpgradeExempt("/my-athletes", usage("active", 12))).toBe(true);
    expect(isUpgradeExempt("/my-athletes", usage("cancelled", 2))).toBe(true);
    expect(isUpgradeExempt("/my-athletes", usage("cancelled", 12))).toBe(false);
  });
});

describe("upgradeReason and its title", () => {
  it.each([
    [usage("trial_expired"), "Subscription Expired"],
    [usage("cancelled", 20), "Subscription Expired"],
    [usage("unpaid"), "Subscription Payment Failed"],
    [usage("active", 11), "Action Needed: Too Many Athletes"],
    [usage("trialing"), "Time to upgrade"],
  ])("%o: %s", (state, title) => {
    expect(UPGRADE_TITLES[upgradeReason(state)]).toBe(title);
  });
});

describe("small rules", () => {
  it("billing label: 'mo' for MONTHLY, otherwise 'year'", () => {
    expect(billingLabel("MONTHLY")).toBe("mo");
    expect(billingLabel("YEARLY")).toBe("year");
  });

  it("paid when athlete_units is above 3", () => {
    expect(isPaidAccount(3)).toBe(false);
    expect(isPaidAccount(4)).toBe(true);
  });

  it("trial-expired is trial_expired", () => {
    expect(normalizeStatus("trial-expired")).toBe("trial_expired");
    expect(normalizeStatus("lapsed")).toBeUndefined();
  });

  it("the Upgrade button while trialing, trial-expired or cancelled", () => {
    expect(showsUpgradeButton("trialing")).toBe(true);
    expect(showsUpgradeButton("trial_expired")).toBe(true);
    expect(showsUpgradeButton("cancelled")).toBe(true);
    expect(showsUpgradeButton("active")).toBe(false);
  });

  it("the discount banner: not active, until 31 December 2024 inclusive", () => {
    expect(showsDiscountBanner("trialing", new Date("2024-12-31T23:59:59Z"))).toBe(true);
    expect(showsDiscountBanner("trialing", new Date("2025-01-01T00:00:00Z"))).toBe(false);
    expect(showsDiscountBanner("active", new Date("2024-06-01T00:00:00Z"))).toBe(false);
  });
});
