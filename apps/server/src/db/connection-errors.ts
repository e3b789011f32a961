/**
 * SQLSTATEs of a server that is going away or not taking connections yet (PostgreSQL's
 * Appendix A, classes 08 and 57P): admin_shutdown, crash_shutdown, cannot_connect_now, and the
 * connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
/** Socket failures on the way to PostgreSQL. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
]);
/** node-postgres reports a lost or timed-out connection with these words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable/i;

/**
 * True when `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) says the
 * database cannot be reached right now, as opposed to a query that is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
