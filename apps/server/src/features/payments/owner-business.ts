import { type Currency, DEFAULT_CURRENCY } from "@coach/shared/payments/money";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { findOwnedBusinessId, findPaymentSettings } from "./payments.repository";

/**
 * The business whose money an owner manages, with its payment settings. Only a business owner
 * with a business has money to see: anyone else gets 403 (a coach who is not the owner sees no
 * money, second document section 6).
 */
export async function getOwnerBusiness(db: Executor, owner: UserRow) {
  if (!owner.isBusinessOwner) throw AppError.forbidden();
  const businessId = await findOwnedBusinessId(db, owner.id);
  if (businessId === undefined) throw AppError.forbidden();
  const settings = await findPaymentSettings(db, businessId);
  return {
    id: businessId,
    defaultCurrency: (settings?.defaultCurrency ?? DEFAULT_CURRENCY) as Currency,
    stripeAccountId: settings?.stripeAccountId ?? null,
    isStripeConnected: settings?.isStripeConnected ?? false,
  };
}
