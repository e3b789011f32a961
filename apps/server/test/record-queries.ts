import type { Database } from "../src/db/client";

/**
 * Every statement the app sends while `work` runs: through the pool, and through the clients
 * the pool lends to transactions (drizzle runs a transaction on one checked-out client). Tests
 * of list and range calls, and the benches, use it to prove a fixed number of queries.
 */
export async function recordQueries(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const pool = db.$client;
  const texts: string[] = [];
  const textOf = (query: unknown) =>
    typeof query === "string" ? query : String((query as { text?: string })?.text ?? "");
  const originalQuery = pool.query;
  const originalConnect = pool.connect;
  const patched: { client: { query: unknown }; query: unknown }[] = [];
  pool.query = ((...args: unknown[]) => {
    texts.push(textOf(args[0]));
    return (originalQuery as (...rest: unknown[]) => unknown).apply(pool, args);
  }) as typeof originalQuery;
  type Client = { query: (...args: unknown[]) => unknown };
  const connect = originalConnect as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pool.query checks a client out with a callback: it is counted above already.
    if (typeof args[0] === "function") return connect.apply(pool, args);
    return (connect.call(pool) as Promise<Client>).then((client) => {
      const query = client.query;
      patched.push({ client, query });
      client.query = (...queryArgs: unknown[]) => {
        texts.push(textOf(queryArgs[0]));
        return query.apply(client, queryArgs);
      };
      return client;
    });
  }) as typeof originalConnect;
  try {
    await work();
  } finally {
    pool.query = originalQuery;
    pool.connect = originalConnect;
    for (const { client, query } of patched) client.query = query;
  }
  return texts;
}
