import { sqlState } from "../errors/input-errors";
import type { Database } from "./client";

/**
 * SQLSTATEs after which PostgreSQL rolled the whole transaction back and running it again may
 * succeed: deadlock_detected and serialization_failure (PostgreSQL appendix A, class 40).
 */
const RETRYABLE_STATES = new Set(["40P01", "40001"]);

/** Two more tries: a deadlock needs another transaction holding locks, rarely three times. */
const MAX_ATTEMPTS = 3;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * `db.transaction(work)`, run again when PostgreSQL ends it as a deadlock victim or a
 * serialisation failure. Only for work whose every effect is inside the transaction (no mail,
 * no file written, no event sent outside it): a rolled-back try must leave nothing behind.
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE_STATES.has(state)) throw error;
    }
  }
}
