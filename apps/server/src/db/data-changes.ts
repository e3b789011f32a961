import type pg from "pg";

/**
 * The channel of migration 0026's triggers: every committed write that changes what a kept
 * answer says (docs/decisions/127-kept-answers.md). Its payload is the tag of what changed.
 */
export const DATA_CHANGES_CHANNEL = "data_changes";

/**
 * What a kept answer depends on, as the triggers name it: `athlete:<id>` (their calendar),
 * `user:<id>` (any of their row), `person:<id>` (what others read of them: name, roles, time
 * zone, zones), `session:<uuid>` (a sign-in's tokens), `names` (anyone's name), `access`
 * (coaching links and businesses); `all` changes every tag (a truncated table).
 */
export type DataTag =
  | `athlete:${number}`
  | `user:${number}`
  | `person:${number}`
  | `session:${string}`
  | "names"
  | "access";
export type DataChange = DataTag | "all";

type ChangeListener = (change: DataChange) => void;

/** The listeners of each pool's connections, fed by every connection the pool opens. */
const poolListeners = new WeakMap<pg.Pool, Set<ChangeListener>>();

/** Calls `listener` with every change any connection of `pool` hears; returns its removal. */
export function onPoolDataChanges(pool: pg.Pool, listener: ChangeListener): () => void {
  let listeners = poolListeners.get(pool);
  if (!listeners) {
    listeners = new Set();
    poolListeners.set(pool, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The backend process of each open connection of a pool. */
const poolBackends = new WeakMap<pg.Pool, Set<number>>();

/** Whether a notification was sent by one of this pool's connections. */
export function isFromPool(pool: pg.Pool, message: pg.Notification): boolean {
  return poolBackends.get(pool)?.has(message.processId) ?? false;
}

/**
 * Makes a connection hear its own writes' changes and hand them to its pool's listeners. Given
 * to every pooled connection as it opens: PostgreSQL tells a listening connection of its own
 * transaction's notifications before it answers the COMMIT, so a write made by this instance is
 * known here before the code that made it goes on (a client reading after its own write never
 * gets the old answer). The others' changes come through the listener of platform/answers, once.
 */
export async function hearDataChanges(pool: pg.Pool, client: pg.ClientBase): Promise<void> {
  const backendId = (client as pg.ClientBase & { processID: number }).processID;
  let backends = poolBackends.get(pool);
  if (!backends) {
    backends = new Set();
    poolBackends.set(pool, backends);
  }
  backends.add(backendId);
  client.on("end", () => backends.delete(backendId));
  client.on("notification", (message) => {
    if (message.channel !== DATA_CHANGES_CHANNEL || !message.payload) return;
    if (message.processId !== backendId) return;
    for (const listener of poolListeners.get(pool) ?? []) listener(message.payload as DataChange);
  });
  await client.query(`listen ${DATA_CHANGES_CHANNEL}`);
}
