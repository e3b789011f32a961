import { authMessages } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { attemptCounters } from "../../db/schema";
import { AppError, RateLimitError } from "../../errors/app-error";

/**
 * Attempt limits, counted in PostgreSQL so that every server instance sees the same numbers
 * (docs/decisions/081-rate-limits-and-sign-in-delays.md). Addresses are `request.ip`: the socket's,
 * or X-Forwarded-For only from the proxies TRUST_PROXY names.
 */

/** The window of AUTH_RATE_LIMIT: requests, or failed sign-ins, per address per 15 minutes. */
const WINDOW_SEC = 15 * 60;
/** Failed sign-ins for one account from one address that are not delayed. */
export const FREE_FAILURES = 5;
/** How long an address's failures for an account are remembered (a success forgets them). */
const ACCOUNT_ADDRESS_MEMORY_SEC = 24 * 3600;
/** Failures for one account from all addresses per hour before every address is delayed at once. */
export const ACCOUNT_FAILURES_PER_HOUR = 100;
const ACCOUNT_WINDOW_SEC = 3600;
export const MAX_DELAY_SEC = 15 * 60;

type Counters = {
  /** AUTH_RATE_LIMIT windows: per address, per e-mail. */
  window: RateLimiterDrizzle;
  /** Failed sign-ins for one account, all addresses together. */
  account: RateLimiterDrizzle;
  /** Failed sign-ins for one account from one address. */
  accountAddress: RateLimiterDrizzle;
  /** The time before one address may try one account again. */
  delay: RateLimiterDrizzle;
};

const countersByDb = new WeakMap<Database, Counters>();

/** The counters over one database, made once: they share its pool and the one table. */
function counters(db: Database): Counters {
  const found = countersByDb.get(db);
  if (found) return found;
  const counter = (keyPrefix: string, durationSec: number, isCleaner = false) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: attemptCounters,
      keyPrefix,
      // Only penalty/get/set/delete are used; the limits are compared here, so points is unused.
      points: 1,
      duration: durationSec,
      // One timer is enough to delete the expired rows of the whole table.
      clearExpiredByTimeout: isCleaner,
    });
  const made: Counters = {
    window: counter("window", WINDOW_SEC, true),
    account: counter("account", ACCOUNT_WINDOW_SEC),
    accountAddress: counter("account-address", ACCOUNT_ADDRESS_MEMORY_SEC),
    delay: counter("delay", MAX_DELAY_SEC),
  };
  countersByDb.set(db, made);
  return made;
}

const refuse = (msBeforeNext: number) =>
  new RateLimitError(authMessages.tooManyAttempts, msBeforeNext / 1000);

/**
 * Counts one attempt against each key (an address, an e-mail) and refuses it past `limit`
 * attempts per 15 minutes: registration, confirmation and reset requests, refused unsubscribe
 * tokens.
 */
export async function consumeAttempts(db: Database, keys: string[], limit: number) {
  for (const key of keys) {
    const counted = await counters(db).window.penalty(key);
    if (counted.consumedPoints > limit) throw refuse(counted.msBeforeNext);
  }
}

/** The seconds an address waits after its `failures`-th failed sign-in to one account. */
export function signInDelaySec(failures: number, isAccountUnderAttack: boolean) {
  const free = isAccountUnderAttack ? 0 : FREE_FAILURES;
  if (failures <= free) return 0;
  return Math.min(2 ** (failures - free - 1), MAX_DELAY_SEC);
}

type SignInAttempt = {
  db: Database;
  config: Pick<Config, "authRateLimit">;
  email: string;
  address: string;
};

/**
 * Runs a sign-in under its limits. Refused (429, Retry-After) when the address has failed
 * AUTH_RATE_LIMIT times in 15 minutes, whatever the accounts, or is still waiting after its
 * failures for this account. The wait grows per account *and* address, so someone else's
 * guesses never delay the owner, who signs in from an address that has not failed; a success
 * forgets that address's failures for the account (not its address-wide count, or an attacker
 * could clear it by signing in to an account of their own).
 */
export async function withSignInLimits<T>(attempt: SignInAttempt, signIn: () => Promise<T>) {
  const { window, account, accountAddress, delay } = counters(attempt.db);
  const email = attempt.email.trim().toLowerCase();
  const addressKey = `login:ip:${attempt.address}`;
  const accountAddressKey = `${email}:${attempt.address}`;

  const [addressFailures, waiting] = await Promise.all([
    window.get(addressKey),
    delay.get(accountAddressKey),
  ]);
  if (addressFailures && addressFailures.consumedPoints >= attempt.config.authRateLimit) {
    throw refuse(addressFailures.msBeforeNext);
  }
  if (waiting) throw refuse(waiting.msBeforeNext);

  try {
    const result = await signIn();
    await Promise.all([accountAddress.delete(accountAddressKey), delay.delete(accountAddressKey)]);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.invalidCredentials) {
      const [, accountFailures, failures] = await Promise.all([
        window.penalty(addressKey),
        account.penalty(email),
        accountAddress.penalty(accountAddressKey),
      ]);
      const isUnderAttack = accountFailures.consumedPoints > ACCOUNT_FAILURES_PER_HOUR;
      const delaySec = signInDelaySec(failures.consumedPoints, isUnderAttack);
      if (delaySec > 0) await delay.set(accountAddressKey, 1, delaySec);
    }
    throw error;
  }
}
