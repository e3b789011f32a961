import pg from "pg";

/**
 * Every server test runs with this rule: a connection gets its next query only once the last one
 * answered. pg 8 queues a query sent while another runs on the same client (with a deprecation
 * warning, once per process), and pg 9 refuses it; it happens when a transaction's `tx` is used by
 * queries side by side (`Promise.all`). Here such a query throws, naming itself, so the test that
 * reaches it fails instead of a warning lost among thousands of lines.
 */
type Queued = pg.Client & { _queryQueue: unknown[]; _activeQuery: unknown; pipeline?: boolean };

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: Queued, ...args: unknown[]) {
  if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : (first?.text ?? "");
    throw new Error(
      `A query was sent on a connection still running another (one at a time per connection, as pg 9 requires): ${text.slice(0, 200)}`,
    );
  }
  return (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
} as typeof query;
