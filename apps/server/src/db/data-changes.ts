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

/**
 * What each pool keeps of its connections: the listeners they feed, and the backend process of
 * each open one (to tell this instance's notifications from the others').
 */
type PoolChanges = { listeners: Set<ChangeListener>; backends: Set<number> };
const pools = new WeakMap<pg.Pool, PoolChanges>();

function changesOf(pool: pg.Pool): PoolChanges {
  let changes = pools.get(pool);
  if (!changes) {
    changes = { listeners: new Set(), backends: new Set() };
    pools.set(pool, changes);
  }
  return changes;
}

/** Calls `listener` with every change any connection of `pool` hears; returns its removal. */
export function onPoolDataChanges(pool: pg.Pool, listener: ChangeListener): () => void {
  const { listeners } = changesOf(pool);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notification was sent by one of this pool's connections. */
export function isFromPool(pool: pg.Pool, message: pg.Notification): boolean {
  return pools.get(pool)?.backends.has(message.processId) ?? false;
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
  const { listeners, backends } = changesOf(pool);
  backends.add(backendId);
  client.on("end", () => backends.delete(backendId));
  client.on("notification", (message) => {
    if (message.channel !== DATA_CHANGES_CHANNEL || !message.payload) return;
    if (message.processId !== backendId) return;
    for (const listener of listeners) listener(message.payload as DataChange);
  });
  await client.query(`listen ${DATA_CHANGES_CHANNEL}`);
}
