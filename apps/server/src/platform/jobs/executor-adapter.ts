import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/**
 * pg-boss runs its statements through any object with `executeSql(text, values)`. This one runs
 * them on a Drizzle transaction (or the database), so a job is enqueued in the caller's
 * transaction: committed with it, or never.
 */
export function executorAdapter(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const result = await executor.execute(toSql(text, values));
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}

/** `$1`-style placeholders become Drizzle parameters in the same order. */
function toSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}
