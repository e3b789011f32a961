import type { AccountDetails } from "@coach/shared/account/account.schemas";

/** The three roles; a business owner may also coach. */
export type Role = "athlete" | "coach" | "owner";

export function roleOf(details: Pick<AccountDetails, "isCoach" | "isBusinessOwner">): Role {
  if (details.isBusinessOwner) return "owner";
  if (details.isCoach) return "coach";
  return "athlete";
}

export const isCoachLike = (role: Role) => role === "coach" || role === "owner";
