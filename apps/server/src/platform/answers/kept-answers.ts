import pg from "pg";
import type { Database } from "../../db/client";
import {
  DATA_CHANGES_CHANNEL,
  type DataChange,
  isFromPool,
  onPoolDataChanges,
} from "../../db/data-changes";
import type { Logger } from "../logger";
import { type AnswerCache, createAnswerCache } from "./answer-cache";

const RECONNECT_DELAY_MS = 1000;
/** The application name of each instance's listening connection. */
export const DATA_CHANGES_LISTENER = "data changes listener";
/** The memory kept answers may hold in one instance. */
export const KEPT_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;

export type KeptAnswers = AnswerCache & {
  /** Listens for every instance's changes; answers are kept from then on. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The answer cache of a server instance and what keeps it true (docs/decisions/127-kept-answers.md):
 * - the pool's connections, which hear this instance's own writes before their COMMIT answers;
 * - one connection of its own that listens all the time, for the other instances' writes (the
 *   pool's connections close when idle). While it is lost, nothing is kept or served.
 */
export function keptAnswers(options: {
  db: Database;
  logger: Logger;
  maxBytes?: number;
}): KeptAnswers {
  const logger = options.logger.child({ part: "kept-answers" });
  const cache = createAnswerCache({ maxBytes: options.maxBytes ?? KEPT_ANSWERS_MAX_BYTES });
  const pool = options.db.$client;
  let client: pg.Client | undefined;
  let stopPoolListener: (() => void) | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let isStopped = false;

  function lost(error?: Error) {
    cache.setListening(false);
    client = undefined;
    if (isStopped || reconnectTimer) return;
    if (error) logger.warn({ err: error }, "data changes: connection lost, answers not kept");
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void listen();
    }, RECONNECT_DELAY_MS);
    reconnectTimer.unref();
  }

  async function listen() {
    const connection = new pg.Client({
      connectionString: pool.options.connectionString,
      // Named, so that an administrator sees what it is (pg_stat_activity).
      application_name: DATA_CHANGES_LISTENER,
    });
    connection.on("error", lost);
    connection.on("end", () => lost());
    connection.on("notification", (message) => {
      // This instance's own writes were heard by the connection that made them (data-changes.ts).
      if (message.channel !== DATA_CHANGES_CHANNEL || !message.payload) return;
      if (!isFromPool(pool, message)) cache.changed(message.payload as DataChange);
    });
    try {
      await connection.connect();
      await connection.query(`listen ${DATA_CHANGES_CHANNEL}`);
    } catch (error) {
      connection.removeAllListeners("end");
      await connection.end().catch(() => undefined);
      return lost(error as Error);
    }
    if (isStopped) return void (await connection.end());
    client = connection;
    cache.setListening(true);
  }

  return {
    ...cache,
    async start() {
      isStopped = false;
      stopPoolListener = onPoolDataChanges(pool, cache.changed);
      await listen();
    },
    async stop() {
      isStopped = true;
      clearTimeout(reconnectTimer);
      stopPoolListener?.();
      cache.setListening(false);
      const connection = client;
      client = undefined;
      connection?.removeAllListeners("end");
      await connection?.end();
    },
  };
}
