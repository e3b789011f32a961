import type { AddressInfo } from "node:net";
import { loadConfig } from "../src/config";
import { createDatabase } from "../src/db/client";
import { createTokenSigner } from "../src/features/auth/tokens";
import { silentLogger } from "../src/platform/logger";
import { startServerInstance } from "../src/server-instance";

/**
 * One server instance as production runs it (the real platform: pg-boss jobs, events over
 * LISTEN/NOTIFY, the live channel), listening on a port of 127.0.0.1, over a test database.
 * Start two over the same database to prove what crosses instances.
 */
export async function startTestInstance(databaseUrl: string, env: Record<string, string> = {}) {
  const db = createDatabase(databaseUrl, 4);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    PUBLIC_URL: "http://localhost:3000",
    AUTH_RATE_LIMIT: "100000",
    ...env,
  });
  const instance = await startServerInstance({
    db,
    config,
    connectionString: databaseUrl,
    tokens: createTokenSigner("test-secret-that-is-long-enough-for-hs256-signing", 900),
    logger: silentLogger(),
  });
  await instance.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = instance.app.server.address() as AddressInfo;
  let isStopped = false;
  return {
    ...instance,
    db,
    /** The live channel's address for a refresh token. */
    liveUrl: (refresh: string) => `ws://127.0.0.1:${port}/WS?token=${encodeURIComponent(refresh)}`,
    async stop() {
      if (isStopped) return;
      isStopped = true;
      await instance.stop();
      await db.$client.end();
    },
  };
}
