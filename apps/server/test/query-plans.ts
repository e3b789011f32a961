import type pg from "pg";

/**
 * The statements a piece of code sends to PostgreSQL, and the plans PostgreSQL chooses for them:
 * the proof that a query reads through indexes whatever the size of the platform
 * (docs/decisions/102-access-queries-at-scale.md). Used by the access test and bench/scale.
 */

export type Statement = { text: string; values: unknown[] };

/** One node of a plan, as EXPLAIN (FORMAT JSON) names it. */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Alias?: string;
  Plans?: PlanNode[];
};

/** The tables that grow with the platform: reading one whole is the cost this guards against. */
export const PLATFORM_TABLES = ["users", "coach_athletes", "calendar_workouts", "activities"];

type QueryConfig = { text?: unknown; values?: unknown[] };
type Query = (config: unknown, values?: unknown, ...rest: unknown[]) => unknown;

function statementOf(config: unknown, values: unknown): Statement | null {
  if (typeof config === "string") {
    return { text: config, values: Array.isArray(values) ? values : [] };
  }
  const query = config as QueryConfig | null;
  if (typeof query?.text !== "string") return null;
  return { text: query.text, values: Array.isArray(values) ? values : (query.values ?? []) };
}

/**
 * Every statement sent through the pool, or through a client it lends (transactions), while
 * `run` runs. Nothing else may use the pool meanwhile, or its statements are recorded too.
 */
export async function captureStatements(
  pool: pg.Pool,
  run: () => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const record = (config: unknown, values: unknown) => {
    const statement = statementOf(config, values);
    if (statement) statements.push(statement);
  };
  type Client = { query: Query };
  const target = pool as unknown as { query: Query; connect: (...args: unknown[]) => unknown };
  const query = target.query;
  const connect = target.connect;
  const lent: { client: Client; query: Query }[] = [];
  target.query = function (this: unknown, config, values, ...rest) {
    record(config, values);
    return query.call(this, config, values, ...rest);
  };
  // pool.query borrows its client through connect(callback), already recorded above; a client
  // lent by connect() (a transaction) records its own statements.
  target.connect = function (this: unknown, ...args: unknown[]) {
    if (args.length > 0) return connect.apply(this, args);
    return (connect.call(this) as Promise<Client>).then((client) => {
      const clientQuery = client.query;
      lent.push({ client, query: clientQuery });
      client.query = function (this: unknown, config, values, ...rest) {
        record(config, values);
        return clientQuery.call(this, config, values, ...rest);
      };
      return client;
    });
  };
  try {
    await run();
  } finally {
    target.query = query;
    target.connect = connect;
    for (const { client, query: original } of lent) client.query = original;
  }
  return statements;
}

/** Statements that have a plan (not BEGIN, COMMIT, SET...). */
export function isPlannable(statement: Statement): boolean {
  return /^\s*\(?\s*(select|with|insert|update|delete)\b/i.test(statement.text);
}

/** PostgreSQL's plan of the statement with its own parameters (not run). */
export async function explain(pool: pg.Pool, statement: Statement): Promise<PlanNode> {
  const result = await pool.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>({
    text: `explain (format json) ${statement.text}`,
    values: statement.values,
  });
  return result.rows[0]!["QUERY PLAN"][0]!.Plan;
}

/** Every node of the plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** The sequential scans of the plan over the given tables (by name). */
export function seqScansOf(plan: PlanNode, tables: readonly string[] = PLATFORM_TABLES): string[] {
  return planNodes(plan)
    .filter((node) => node["Node Type"].includes("Seq Scan"))
    .map((node) => node["Relation Name"] ?? "")
    .filter((table) => tables.includes(table));
}

/** One line per scan or join of the plan: "Index Scan users(users_pkey)", "Hash Join". */
export function describePlan(plan: PlanNode): string[] {
  return planNodes(plan).map((node) => {
    const relation = node["Relation Name"];
    const index = node["Index Name"] ? `(${node["Index Name"]})` : "";
    return relation ? `${node["Node Type"]} ${relation}${index}` : node["Node Type"];
  });
}
