import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "./schema";

/**
 * A user's full name in SQL: first and last name with a space between, trimmed so that a user
 * with one of them empty has no stray space; the same name as `${firstName} ${lastName}`.trim().
 * Pass an alias of users (drizzle's `alias`) to name another user of the same statement.
 */
export function userFullName(
  table: { firstName: SQLWrapper; lastName: SQLWrapper } = users,
): SQL<string> {
  return sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;
}
