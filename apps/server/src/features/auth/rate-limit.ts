import { authMessages } from "@coach/shared/auth/auth.schemas";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";

const WINDOW_SEC = 15 * 60;

/**
 * Fixed-window counters in PostgreSQL, so that every server instance counts the same attempts.
 * Each key (an address, an e-mail) gets `limit` attempts per 15 minutes.
 */
export async function consumeAttempts(db: Executor, keys: string[], limit: number) {
  for (const key of keys) {
    const result = await db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start < now() - make_interval(secs => ${WINDOW_SEC})
                then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${WINDOW_SEC})
                then now() else rate_limits.window_start end
      returning count`);
    if (Number(result.rows[0]?.count) > limit) {
      throw new AppError(ErrorCode.rateLimited, authMessages.tooManyAttempts);
    }
  }
}
