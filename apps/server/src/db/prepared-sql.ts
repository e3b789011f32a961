import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Executor } from "./client";

const dialect = new PgDialect();

/** A parameter of a statement: a value, or a placeholder filled at each run of a prepared one. */
export type SqlParam<Value> = Value | Placeholder;

type PreparedRaw = ReturnType<PgSession["prepareQuery"]>;

/**
 * A plain-SQL statement of a hot path, built once and run by name (docs/decisions/103-per-request-cost.md):
 * drizzle turns a `sql` template into text at every `db.execute`, which cost more than a
 * small query; and an unnamed statement is parsed and planned by PostgreSQL at every call,
 * where a named one is parsed once per pooled connection and, once PostgreSQL settles on a
 * generic plan, no longer planned. `build` receives a placeholder per parameter; the text must
 * not depend on anything else (a fixed text per name: pg refuses a name reused for another).
 */
export function preparedSql<Params extends Record<string, unknown>, Row>(
  name: string,
  parameterNames: readonly (keyof Params & string)[],
  build: (parameters: { [Key in keyof Params]: Placeholder }) => SQL,
): (db: Executor, parameters: Params) => Promise<Row[]> {
  const placeholders = Object.fromEntries(
    parameterNames.map((parameter) => [parameter, sql.placeholder(parameter)]),
  ) as { [Key in keyof Params]: Placeholder };
  const query = dialect.sqlToQuery(build(placeholders));
  // Per database or transaction: a prepared query is bound to the client it runs on.
  const byExecutor = new WeakMap<Executor, PreparedRaw>();
  return async (db, parameters) => {
    let prepared = byExecutor.get(db);
    if (!prepared) {
      const { session } = (db as unknown as { _: { session: PgSession } })._;
      prepared = session.prepareQuery(query, undefined, name, false);
      byExecutor.set(db, prepared);
    }
    const result = (await prepared.execute(parameters)) as { rows: Row[] };
    return result.rows;
  };
}
