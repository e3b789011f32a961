import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/test-app";
import { preparedSql } from "./prepared-sql";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const sumAndLabel = preparedSql<
  { a: number; b: number; label: string },
  { sum: number; label: string }
>(
  "test_sum_and_label",
  ["a", "b", "label"],
  ({ a, b, label }) => sql`select (${a}::integer + ${b}::integer) as sum, ${label}::text as label`,
);

describe("prepared plain-SQL statements", () => {
  it("run by name with each call's values, on the pool and in a transaction", async () => {
    const sent: unknown[] = [];
    const pool = ctx.db.$client;
    const query = pool.query;
    pool.query = ((...args: unknown[]) => {
      sent.push(args[0]);
      return (query as (...rest: unknown[]) => unknown).apply(pool, args);
    }) as typeof query;
    try {
      expect(await sumAndLabel(ctx.db, { a: 2, b: 3, label: "first" })).toEqual([
        { sum: 5, label: "first" },
      ]);
      expect(await sumAndLabel(ctx.db, { a: 40, b: 2, label: "second" })).toEqual([
        { sum: 42, label: "second" },
      ]);
    } finally {
      pool.query = query;
    }
    expect(sent).toHaveLength(2);
    expect(sent).toEqual([
      expect.objectContaining({ name: "test_sum_and_label" }),
      expect.objectContaining({ name: "test_sum_and_label" }),
    ]);
    const inTransaction = await ctx.db.transaction((tx) =>
      sumAndLabel(tx, { a: -1, b: 1, label: "tx" }),
    );
    expect(inTransaction).toEqual([{ sum: 0, label: "tx" }]);
  });
});
