/** The subscription statuses the product knows (trial-expired is also written trial_expired). */
export const SUBSCRIPTION_STATUSES = [
  "trialing",
  "active",
  "trial_expired",
  "past_due",
  "unpaid",
  "cancelled",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** First document, section 9. */
export const FREE_TRIAL_DAYS = 30;
/** An account counts as paid when its athlete_units is above this. */
export const PAID_ATHLETE_UNITS_ABOVE = 3;
/** The available athlete subscriptions figure: effectively unlimited (also the trial's slots). */
export const AVAILABLE_ATHLETE_SUBSCRIPTIONS = 999999;
/** The upgrade screen reads the subscription again this often. */
export const UPGRADE_POLL_MS = 2000;

/** 'trial-expired', as some answers spell it, is trial_expired. */
export function normalizeStatus(status: string): SubscriptionStatus | undefined {
  const normalized = status.replace("-", "_");
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(normalized)
    ? (normalized as SubscriptionStatus)
    : undefined;
}

/** Inviting new athletes needs a subscription that is not cancelled. */
export function canInviteAthletes(status: SubscriptionStatus): boolean {
  return status !== "cancelled";
}

export const isPaidAccount = (athleteUnits: number) => athleteUnits > PAID_ATHLETE_UNITS_ABOVE;

type Usage = { status: SubscriptionStatus; athlete_units: number; used_athlete_units: number };

export const isOverAthleteLimit = (usage: Usage) => usage.used_athlete_units > usage.athlete_units;

/**
 * Section 4 'Subscription enforcement': trial_expired, unpaid or cancelled, or more athletes than
 * slots. The server refuses the writes that need a subscription (405 due_subscription) on the
 * same rule; the web app sends the user to the upgrade screen.
 */
export function isSubscriptionBlocked(usage: Usage): boolean {
  return (
    usage.status === "trial_expired" ||
    usage.status === "unpaid" ||
    usage.status === "cancelled" ||
    isOverAthleteLimit(usage)
  );
}

/**
 * Where the upgrade screen does not follow the user: the subscription screens, login and first
 * settings; My athletes too (to remove athletes), unless the subscription is cancelled and over
 * the limit.
 */
export function isUpgradeExempt(path: string, usage: Usage): boolean {
  const exempt = [
    "/subscription",
    "/admin-center/subscription",
    "/login",
    "/first-settings",
    "/upgrade",
  ];
  if (exempt.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  if (path === "/my-athletes" || path.startsWith("/my-athletes/")) {
    return !(usage.status === "cancelled" && isOverAthleteLimit(usage));
  }
  return false;
}

export type UpgradeReason = "expired" | "payment_failed" | "too_many_athletes" | "upgrade";

export function upgradeReason(usage: Usage): UpgradeReason {
  if (usage.status === "trial_expired" || usage.status === "cancelled") return "expired";
  if (usage.status === "unpaid" || usage.status === "past_due") return "payment_failed";
  if (isOverAthleteLimit(usage)) return "too_many_athletes";
  return "upgrade";
}

/** The upgrade screen's titles (first document, section 2). */
export const UPGRADE_TITLES: Record<UpgradeReason, string> = {
  expired: "Subscription Expired",
  payment_failed: "Subscription Payment Failed",
  too_many_athletes: "Action Needed: Too Many Athletes",
  upgrade: "Time to upgrade",
};

/** The Upgrade button shows to the business owner while trialing, trial-expired or cancelled. */
export function showsUpgradeButton(status: SubscriptionStatus): boolean {
  return status === "trialing" || status === "trial_expired" || status === "cancelled";
}

/** 'mo' for MONTHLY, otherwise 'year'. */
export function billingLabel(recurringInterval: string): "mo" | "year" {
  return recurringInterval === "MONTHLY" ? "mo" : "year";
}

/** The discount banner: 50 percent for 1 year, shown to owners not active, until its end. */
export const DISCOUNT_OFFER = {
  text: "50% off your first year",
  /** The spec's offer ended on 31 December 2024: hidden from 1 January 2025 (UTC). */
  endsBefore: "2025-01-01T00:00:00Z",
} as const;

export function showsDiscountBanner(status: SubscriptionStatus, now: Date): boolean {
  return status !== "active" && now.getTime() < Date.parse(DISCOUNT_OFFER.endsBefore);
}
